import { InteractionResponseType } from 'discord-api-types/v10';
import { localeFrom } from '../../../src/i18n/index.ts';
import { see } from '@mafia-bot/fake-discord';
import {
  answerIdOf,
  answerOf,
  answeredByUpdate,
  JUDGE_ONLY,
  perform,
  type Cast,
  type FuzzAction,
  type Sent,
} from './fuzz-actions.ts';
import { leakedKey, RefusalCatalog } from './fuzz-catalog.ts';

/** The figures the note reports. */
export interface FuzzFigures {
  /** Interactions that reached the bot. */
  interactions: number;
  refusals: number;
  accepted: number;
  /** Sent although Discord's client would not have (out of bounds, not a choice, …). */
  unchecked: number;
  /** Drawn but not sendable at that moment (nothing to click, the message changed, …). */
  notSent: number;
  /** Refusals checked against the whole public view (while the game was paused). */
  probed: number;
  slowestMs: number;
  slowest: string;
  refusalsByKey: Record<string, number>;
  notSentWhy: Record<string, number>;
  bySender: Record<string, number>;
}

const ANSWER_WITHIN_MS = 3000;
/** Failures that are the bot's: it did not answer, or never filled in a deferred answer. */
const UNANSWERED = /did not respond|never filled it in|thinking/;
/** A refusal that means the bot threw: never the right answer to anything a person can do. */
const CRASH_KEYS = new Set(['ui.unexpected', 'error.internal']);
const OWN_ANSWER = new Set([
  InteractionResponseType.ChannelMessageWithSource,
  InteractionResponseType.DeferredChannelMessageWithSource,
]);

/** Where two public views part (a short excerpt of each), for the failure message. */
function difference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  return `${JSON.stringify(before.slice(Math.max(0, at - 40), at + 60))} → ${JSON.stringify(after.slice(Math.max(0, at - 40), at + 60))}`;
}

/** Runs fuzzed actions against the live game and checks each answer as it comes. */
export class FuzzLedger {
  readonly violations: string[] = [];
  readonly sent: Sent[] = [];
  readonly figures: FuzzFigures = {
    interactions: 0,
    refusals: 0,
    accepted: 0,
    unchecked: 0,
    notSent: 0,
    probed: 0,
    slowestMs: 0,
    slowest: '',
    refusalsByKey: {},
    notSentWhy: {},
    bySender: {},
  };
  readonly #cast: Cast;
  readonly #refusals = new RefusalCatalog();

  constructor(cast: Cast) {
    this.#cast = cast;
  }

  /** Plays the actions one after another until they run out or `over()` says the game ended. */
  async run(actions: FuzzAction[], over: () => boolean): Promise<void> {
    for (const action of actions) {
      if (over()) return;
      await new Promise((resolve) => setTimeout(resolve, action.delayMs));
      if (over()) return;
      this.#check(await perform(this.#cast, action));
    }
  }

  /**
   * While nothing else moves (the game paused, the scripted table still): after each refusal,
   * everything public (what a spectator sees, and who is muted) must be as it was before it.
   */
  async probe(actions: FuzzAction[], publicView: () => string): Promise<void> {
    for (const action of actions) {
      const before = publicView();
      const sent = await perform(this.#cast, action);
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (this.#check(sent) !== 'refused') continue;
      this.figures.probed += 1;
      const after = publicView();
      if (after !== before)
        this.#violation(sent, `a refusal changed something public: ${difference(before, after)}`);
    }
  }

  #violation(sent: Sent, what: string): void {
    this.violations.push(`${sent.senderKind} ${sent.sender.name}: ${sent.label}: ${what}`);
  }

  #check(sent: Sent): 'refused' | 'accepted' | 'not sent' {
    this.sent.push(sent);
    const figures = this.figures;
    if (sent.failure !== undefined) {
      if (UNANSWERED.test(sent.failure)) this.#violation(sent, sent.failure);
      figures.notSent += 1;
      const why = sent.failure.replace(/^\S+ /, '').slice(0, 40);
      figures.notSentWhy[why] = (figures.notSentWhy[why] ?? 0) + 1;
      return 'not sent';
    }
    const record = sent.record!;
    figures.interactions += 1;
    figures.bySender[sent.senderKind] = (figures.bySender[sent.senderKind] ?? 0) + 1;
    if (sent.unchecked) figures.unchecked += 1;
    const latency = record.latencyMs ?? Infinity;
    if (latency > figures.slowestMs) {
      figures.slowestMs = latency;
      figures.slowest = sent.label.slice(0, 120);
    }
    if (latency > ANSWER_WITHIN_MS) this.#violation(sent, `answered after ${latency} ms`);
    const text = answerOf(this.#cast, record)?.text ?? '';
    const leak = leakedKey(text);
    if (leak) this.#violation(sent, `the answer shows "${leak}": ${text.slice(0, 160)}`);
    const refusal = this.#refusals.classify(text);
    if (process.env.FUZZ_VERBOSE)
      console.info(
        `${sent.senderKind} ${sent.label.slice(0, 90)} → ${refusal?.key ?? 'accepted'}: ${text.slice(0, 100)}`,
      );
    if (!refusal) {
      this.#checkAccepted(sent);
      return 'accepted';
    }
    this.#checkRefusal(sent, refusal.key, refusal.locale);
    return 'refused';
  }

  #checkRefusal(sent: Sent, key: string, locale: string): void {
    const record = sent.record!;
    this.figures.refusals += 1;
    this.figures.refusalsByKey[key] = (this.figures.refusalsByKey[key] ?? 0) + 1;
    if (CRASH_KEYS.has(key)) this.#violation(sent, `the bot failed (${key})`);
    const world = this.#cast.fake.world;
    const answer = answerIdOf(record);
    const message = answer ? world.message(answer) : undefined;
    const ephemeral = message !== undefined && world.isEphemeral(message);
    // Its own ephemeral response, or after the update of a click an ephemeral follow-up.
    if (!ephemeral || !(OWN_ANSWER.has(record.response!) || answeredByUpdate(record)))
      this.#violation(
        sent,
        `refusal ${key} is not an ephemeral answer of its own (response ${record.response}, ephemeral ${ephemeral})`,
      );
    for (const id of record.followUpIds) {
      const message = world.message(id);
      if (message && !world.isEphemeral(message))
        this.#violation(sent, `refusal ${key} was followed by a public message`);
    }
    const expected = localeFrom(sent.sender.locale);
    if (locale !== expected)
      this.#violation(sent, `refusal ${key} is in ${locale}, the sender reads ${expected}`);
  }

  #checkAccepted(sent: Sent): void {
    this.figures.accepted += 1;
    const record = sent.record!;
    if (sent.subcommand && JUDGE_ONLY.has(sent.subcommand) && sent.senderKind !== 'judge')
      this.#violation(sent, 'a judge command was carried out for somebody who is not the judge');
    const world = this.#cast.fake.world;
    // After an update of a click, the original message is the one clicked on, not an answer.
    const original = answeredByUpdate(record) ? null : record.originalMessageId;
    const publicAnswers = [original, ...record.followUpIds]
      .map((id) => (id ? world.message(id) : undefined))
      .filter((message) => message !== undefined && !world.isEphemeral(message))
      .map((message) => see(world, message!));
    for (const answer of publicAnswers) {
      // product.md: `/mafia status` is a public summary; nothing else a person asks for is.
      if (sent.senderKind !== 'player' && sent.subcommand !== 'status')
        this.#violation(sent, 'somebody outside the game got a public answer');
      const russian = /[а-яё]/i.test(answer.text);
      if (russian !== (this.#cast.locale === 'ru'))
        this.#violation(
          sent,
          `a public answer is not in the game's language: ${answer.text.slice(0, 80)}`,
        );
    }
  }

  /** A short summary for the test's output. */
  summary(seed: number): string {
    const f = this.figures;
    const keys = Object.entries(f.refusalsByKey)
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key} ${n}`)
      .join(', ');
    return [
      `fuzz seed ${seed} (replay: FUZZ_SEED=${seed})`,
      `interactions ${f.interactions} (refusals ${f.refusals}, accepted ${f.accepted}, unchecked ${f.unchecked}), not sendable ${f.notSent}`,
      `by sender: ${JSON.stringify(f.bySender)}; not sendable: ${JSON.stringify(f.notSentWhy)}`,
      `refusals checked against the public view while paused: ${f.probed}`,
      `slowest answer ${f.slowestMs} ms (${f.slowest})`,
      `refusals: ${keys}`,
    ].join('\n');
  }
}
