import {
  decide,
  handOverInbox,
  nextGenerations,
  resolveControl,
  type Actor,
  type Command,
  type Reposts,
  type RandomSource,
  type Text,
  type Timer,
} from '../../engine/index.ts';
import { gameRandom, sealedDeal } from '../../fairness/game-seeds.ts';
import { gameLogger } from '../../logger.ts';
import { StoreUnavailableError } from '../../store/game-store.ts';
import {
  MAX_ATTEMPTS,
  SimulatedCrash,
  storeUnavailable,
  type IncomingCommand,
  type OrchestratorCore,
  type Outcome,
  type Refusal,
} from '../context.ts';
import { toRecord, type GameDocument } from '../document.ts';
import type { MemberRecords } from './member-records.ts';
import type { ClickResponse } from '../ports.ts';

/** A click on a control of a screen, by whom, with the values chosen in a menu. */
export interface Click {
  gameId: string;
  screenId: string;
  controlId: string;
  values: string[];
  by: Actor;
  /**
   * A violation (a catalogue row the judge picked on his panel) in the game's language, as the
   * judge's commands record their reason; the adapter words it (the orchestrator has no words).
   */
  reasonText?: (row: number, locale: GameDocument['meta']['locale']) => string;
}

export type TurnOutcome = Outcome<{ reply?: Text; document?: GameDocument }>;

type Loaded = { ok: true; document: GameDocument } | { ok: false; error: Refusal };

/**
 * What happens once a turn is saved: timers armed, effects started, voice followed; `response`:
 * the interaction response of the click that caused the turn, for the effects pass to carry the
 * clicked message's change on it.
 */
export type AfterSave = (document: GameDocument, timers: Timer[], response?: ClickResponse) => void;

/** The deal's seed comes from the frozen list (FAIR-SEED); every later draw from that seed. */
function seeded(state: GameDocument['state'], command: IncomingCommand) {
  if (command.type === 'deal') return sealedDeal(state, command.by, command.roomAccess);
  return { command, random: gameRandom(state) };
}

/**
 * One turn: load, decide, save with compare-and-set (on conflict: re-read and decide again).
 * Nothing is half-applied: until the save succeeds, nothing happened. One writer per game in
 * this process (the core's command queue), the store's compare-and-set across processes.
 */
export class Turns {
  readonly #core: OrchestratorCore;
  readonly #members: MemberRecords;
  readonly #afterSave: AfterSave;

  constructor(core: OrchestratorCore, members: MemberRecords, afterSave: AfterSave) {
    this.#core = core;
    this.#members = members;
    this.#afterSave = afterSave;
  }

  /** Applies one command to a game: the only way anything changes. */
  dispatch(gameId: string, command: IncomingCommand): Promise<TurnOutcome> {
    return this.#core.commands.run(gameId, () => this.#turn(gameId, command));
  }

  /**
   * A click on a screen's control, mapped by the engine (a stale screen answers "closed");
   * `response` goes with the turn it causes, if saved (see ClickResponse).
   */
  click(click: Click, response?: ClickResponse) {
    const { gameId, screenId, controlId, values, by } = click;
    return this.#core.commands.run(gameId, async (): Promise<TurnOutcome> => {
      const loaded = await this.#load(gameId);
      if (!loaded.ok) return loaded;
      const { meta } = loaded.document;
      const words = click.reasonText;
      const reasonOf = words ? (row: number) => words(row, meta.locale) : String;
      const resolved = resolveControl(loaded.document, screenId, controlId, values, by, reasonOf);
      if (!resolved.ok) return resolved;
      return this.#turn(gameId, resolved.command, response, loaded);
    });
  }

  /** The game's document (after a conflict: the one at the version the store named). */
  async #load(gameId: string, storedVersion?: number): Promise<Loaded> {
    try {
      // A turn saved while start-up reads the games would have its timers re-armed by start-up
      // as the game was read (the next speech's deadline lost): it waits for the read.
      await this.#core.gamesKnown.wait();
      const document = await this.#core.saved.latest(gameId, storedVersion);
      if (!document) return { ok: false, error: { key: 'error.noGame', params: {} } };
      return { ok: true, document };
    } catch (error) {
      if (error instanceof StoreUnavailableError) return { ok: false, error: storeUnavailable() };
      throw error;
    }
  }

  /** `read`: the document just read in this same queued step (a click's), for the first try. */
  async #turn(
    gameId: string,
    command: IncomingCommand,
    response?: ClickResponse,
    read?: Loaded,
  ): Promise<TurnOutcome> {
    let storedVersion: number | undefined;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const loaded = attempt === 0 && read ? read : await this.#load(gameId, storedVersion);
      if (!loaded.ok) return loaded;
      const prepared = await this.#prepare(loaded.document, command);
      if (!prepared.ok) return prepared;
      command = prepared.incoming;
      const now = this.#core.clock.now();
      const decision = decide(loaded.document.state, prepared.command, {
        now,
        random: prepared.random,
      });
      if (!decision.ok) return decision;
      const next = nextDocument(loaded.document, prepared.command, decision);
      const saved = await this.#save(next, now);
      if (typeof saved === 'number') {
        storedVersion = saved;
        continue;
      }
      if (saved !== 'saved') return saved;
      this.#saved(next, command, decision.timers, response);
      if (next.state.phase.kind === 'ended' && loaded.document.state.phase.kind !== 'ended')
        this.#core.options.onGameFinished?.(next);
      return { ok: true, document: next, ...(decision.reply ? { reply: decision.reply } : {}) };
    }
    return { ok: false, error: { key: 'error.busy', params: {} } };
  }

  /** The command with the facts the bot adds (members' records, the deal's seed). */
  async #prepare(
    document: GameDocument,
    command: IncomingCommand,
  ): Promise<
    | { ok: true; incoming: IncomingCommand; command: Command; random: RandomSource }
    | { ok: false; error: Refusal }
  > {
    let incoming: IncomingCommand;
    try {
      incoming = await this.#members.withFacts(document, command);
    } catch (error) {
      if (error instanceof StoreUnavailableError) return { ok: false, error: storeUnavailable() };
      throw error;
    }
    try {
      return { ok: true, incoming, ...seeded(document.state, incoming) };
    } catch {
      return { ok: false, error: { key: 'error.closed', params: {} } };
    }
  }

  /** 'saved', or on a conflict the version the store holds. */
  async #save(next: GameDocument, now: number): Promise<'saved' | number | TurnOutcome> {
    try {
      const saved = await this.#core.store.saveGame(toRecord(next, now));
      if (!saved.ok) {
        this.#core.saved.storedAt(next.state.gameId, saved.storedVersion);
        return saved.storedVersion;
      }
      this.#core.saved.remember(next);
      return 'saved';
    } catch (error) {
      this.#core.saved.forget(next.state.gameId);
      if (error instanceof StoreUnavailableError) return { ok: false, error: storeUnavailable() };
      throw error;
    }
  }

  #saved(
    next: GameDocument,
    command: IncomingCommand,
    timers: Timer[],
    response: ClickResponse | undefined,
  ): void {
    const gameId = next.state.gameId;
    const log = gameLogger(this.#core.logger, {
      guildId: next.meta.guildId,
      gameId,
      version: next.state.version,
    });
    log.debug({ command: command.type }, 'command applied');
    if (this.#core.options.crashAfterSave?.(gameId, next.revision)) throw new SimulatedCrash();
    this.#afterSave(next, timers, response);
  }
}

/** The document after a decision: its events appended to the outbox, a seat's inbox handed on. */
function nextDocument(
  document: GameDocument,
  command: Command,
  decision: { state: GameDocument['state']; events: GameDocument['outbox']; reposts?: Reposts },
): GameDocument {
  const next: GameDocument = {
    ...document,
    revision: document.revision + 1,
    state: decision.state,
    outbox: [...document.outbox, ...decision.events],
  };
  const generations = nextGenerations(
    document.screenGenerations,
    document.state,
    decision.state,
    decision.reposts,
  );
  if (generations) next.screenGenerations = generations;
  if (command.type === 'replace') {
    const from = document.state.seats[command.seat - 1]?.userId;
    const inbox = from && handOverInbox(next.inbox, command.seat, from, command.userId);
    if (inbox) next.inbox = inbox;
  }
  return next;
}
