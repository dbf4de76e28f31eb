import type { Subcommand } from '../../../src/discord/interactions/preconditions.ts';
import fc from 'fast-check';
import {
  ApplicationCommandOptionType,
  ComponentType,
  InteractionResponseType,
  type APIApplicationCommand,
  type APIApplicationCommandOption,
} from 'discord-api-types/v10';
import {
  CommandUsageError,
  type FakeDiscord,
  type InteractionReply,
  type Player,
  type SeenMessage,
  type ButtonView,
  type SelectView,
  see,
  type InteractionRecord,
  type OptionInput,
} from '@mafia-bot/fake-discord';
import { sendUnchecked } from './fuzz-send.ts';
import { disqualify } from '../../../commands/mafia/disqualify.ts';
import { end } from '../../../commands/mafia/end.ts';
import { extend } from '../../../commands/mafia/extend.ts';
import { foul } from '../../../commands/mafia/foul.ts';
import { pause } from '../../../commands/mafia/pause.ts';
import { penalty } from '../../../commands/mafia/penalty.ts';
import { resume } from '../../../commands/mafia/resume.ts';
import { skip } from '../../../commands/mafia/skip.ts';
import { undo } from '../../../commands/mafia/undo.ts';
import { unfoul } from '../../../commands/mafia/unfoul.ts';
import { warn } from '../../../commands/mafia/warn.ts';
import { replace } from '../../../commands/mafia/replace.ts';

export type SenderKind = 'player' | 'judge' | 'spectator' | 'outsider';

/** One random thing a person does, as fast-check draws it (resolved against what he sees). */
export interface FuzzAction {
  sender: SenderKind;
  who: number;
  kind: 'click' | 'select' | 'slash';
  pick: number;
  subcommand: number;
  values: number[];
  delayMs: number;
}

export const fuzzAction: fc.Arbitrary<FuzzAction> = fc.record({
  sender: fc.constantFrom<SenderKind>(
    'player',
    'player',
    'player',
    'judge',
    'spectator',
    'outsider',
  ),
  who: fc.nat(1000),
  kind: fc.constantFrom<FuzzAction['kind']>('click', 'click', 'select', 'slash', 'slash'),
  pick: fc.nat(1000),
  subcommand: fc.nat(1000),
  // Per option, in the order of its definition: -1 leaves an optional option out.
  values: fc.array(fc.integer({ min: -1, max: 1000 }), { minLength: 8, maxLength: 8 }),
  delayMs: fc.integer({ min: 0, max: 150 }),
});

/** Subcommands of `/mafia` whose power belongs to the judge alone. */
export const JUDGE_ONLY = new Set(
  [foul, unfoul, warn, disqualify, penalty, pause, resume, skip, end, undo, extend, replace].map(
    (sub: Subcommand) => sub.name,
  ),
);

/** What the judge does not try: it would steer the game (the fuzz keeps it going to its end). */
const JUDGE_STEERS = new Set(['pause', 'resume', 'skip', 'end']);

const INTEGERS = [0, -1, 1, 2, 3, 99999, -99999, 604800, 604801, -604801, 2 ** 31];
const STRINGS = [
  '',
  'x',
  '3 5 8',
  '0',
  '-1',
  '99999',
  '@everyone',
  '#1 #2 #3',
  'ё'.repeat(40),
  'a'.repeat(41),
  'z'.repeat(200),
  'z'.repeat(201),
  'w'.repeat(6000),
];

/** The people a fuzzed interaction may come from, and the ones its options may name. */
export interface Cast {
  fake: FakeDiscord;
  players: Player[];
  judge: Player;
  spectator: Player;
  outsider: Player;
  gameChannelId: string;
  /** The game's language: public messages speak it. */
  locale: 'ru' | 'en';
}

export interface Sent {
  action: FuzzAction;
  sender: Player;
  senderKind: SenderKind;
  label: string;
  subcommand?: string;
  /** Discord's client would not send it (bounds, choices): it went out unchecked. */
  unchecked: boolean;
  record?: InteractionRecord;
  /** Why it never reached the bot (nothing to click, the bot did not answer, …). */
  failure?: string;
}

export function senderOf(cast: Cast, action: FuzzAction): Player {
  if (action.sender === 'judge') return cast.judge;
  if (action.sender === 'spectator') return cast.spectator;
  if (action.sender === 'outsider') return cast.outsider;
  return cast.players[action.who % cast.players.length]!;
}

/** Everything this person can see: the game channel, his DMs, threads he is in, his ephemerals. */
function visible(cast: Cast, player: Player): SeenMessage[] {
  const world = cast.fake.world;
  const channels = [...world.channels.values()].filter(
    (channel) => !channel.deleted && world.canViewChannel(player.id, channel.id),
  );
  const own = channels.flatMap((channel) => player.visibleMessages(channel.id));
  return [...own, ...player.dmMessages(), ...player.ephemerals()];
}

function buttonsOn(messages: SeenMessage[]): { message: SeenMessage; button: ButtonView }[] {
  return messages.flatMap((message) =>
    message.buttons
      .filter((button) => !button.disabled && button.customId)
      .map((button) => ({ message, button })),
  );
}

function menusOn(messages: SeenMessage[]): { message: SeenMessage; menu: SelectView }[] {
  return messages.flatMap((message) =>
    message.selects
      .filter((menu) => !menu.disabled && menu.type === ComponentType.StringSelect)
      .map((menu) => ({ message, menu })),
  );
}

/** Half the time one on the newest messages (the live screens), else any of them. */
function pickOne<T>(targets: T[], pick: number): T {
  const live = targets.slice(-4);
  return pick % 2 === 0 ? live[(pick >> 1) % live.length]! : targets[pick % targets.length]!;
}

async function click(cast: Cast, sent: Sent): Promise<void> {
  const targets = buttonsOn(visible(cast, sent.sender));
  if (targets.length === 0) return void (sent.failure = 'nothing to click');
  const { message, button } = pickOne(targets, sent.action.pick);
  sent.label = `click "${button.label}"`;
  const reply = await sent.sender.click(message, new RegExp(`^${escape(button.label)}$`));
  await settle(sent.sender, reply);
  sent.record = reply.record;
}

async function select(cast: Cast, sent: Sent): Promise<void> {
  const targets = menusOn(visible(cast, sent.sender));
  if (targets.length === 0) return void (sent.failure = 'no menu to use');
  const { message, menu } = pickOne(targets, sent.action.pick);
  const span = menu.maxValues - menu.minValues + 1;
  const count = Math.min(
    menu.options.length,
    menu.minValues + ((sent.action.values[0]! + 1) % span),
  );
  const start = sent.action.subcommand % Math.max(1, menu.options.length);
  const labels = Array.from(
    { length: count },
    (_, index) => menu.options[(start + index) % menu.options.length]!.label,
  );
  sent.label = `select ${labels.join(', ')} in "${menu.placeholder ?? ''}"`;
  const reply = await sent.sender.select(message, labels, {
    placeholder: menu.placeholder ? new RegExp(`^${escape(menu.placeholder)}$`) : undefined,
  });
  await settle(sent.sender, reply);
  sent.record = reply.record;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A value for one option, drawn from the edges of its type (and of its bounds). */
function optionValue(
  cast: Cast,
  sent: Sent,
  option: APIApplicationCommandOption,
  draw: number,
): OptionInput {
  const people = [...cast.players, cast.judge, cast.spectator, cast.outsider];
  const outsiders = [cast.judge, cast.spectator, cast.outsider, { id: cast.fake.botUserId }];
  const choices = 'choices' in option ? (option.choices ?? []) : [];
  switch (option.type) {
    case ApplicationCommandOptionType.User: {
      // The judge names only people outside the game: his discipline must not steer it.
      const pool = sent.senderKind === 'judge' ? outsiders : [...people, ...outsiders];
      return pool[draw % pool.length]!;
    }
    case ApplicationCommandOptionType.Integer: {
      const pool = choices.length > 0 ? choices.map((c) => c.value as number) : INTEGERS;
      // A judge's `extend` of a positive length would stall the game for hours.
      const value = pool[draw % pool.length]!;
      return sent.senderKind === 'judge' &&
        sent.subcommand === 'extend' &&
        value > 0 &&
        value <= 604800
        ? -value
        : value;
    }
    case ApplicationCommandOptionType.String: {
      const pool = [
        ...choices.map((c) => String(c.value)),
        ...(choices.length > 0 ? ['999', 'zzz', 'w'.repeat(6000)] : STRINGS),
      ];
      return pool[draw % pool.length]!;
    }
    case ApplicationCommandOptionType.Boolean:
      return draw % 2 === 0;
    case ApplicationCommandOptionType.Channel: {
      const names = ['game', 'general', 'Table'];
      return names[draw % names.length]!;
    }
    case ApplicationCommandOptionType.Role:
      return 'Judge';
    default:
      return String(draw);
  }
}

/** Options as a person reads them: long texts shortened, users by name. */
function describeValues(values: Record<string, OptionInput>): string {
  return JSON.stringify(values, (key, value: unknown) => {
    if (key !== '' && typeof value === 'object' && value !== null && 'id' in value)
      return `@${(value as { name?: string; id: string }).name ?? value.id}`;
    return typeof value === 'string' && value.length > 40
      ? `${value.slice(0, 8)}…(${value.length})`
      : value;
  });
}

function subcommandsOf(command: APIApplicationCommand): APIApplicationCommandOption[] {
  return (command.options ?? []).filter(
    (option) => option.type === ApplicationCommandOptionType.Subcommand,
  );
}

async function slash(cast: Cast, sent: Sent): Promise<void> {
  const command = cast.fake.commands().find((entry) => entry.name === 'mafia');
  if (!command) return void (sent.failure = '/mafia is not registered');
  let subs = subcommandsOf(command);
  if (sent.senderKind === 'judge') subs = subs.filter((sub) => !JUDGE_STEERS.has(sub.name));
  const sub = subs[sent.action.subcommand % subs.length]!;
  sent.subcommand = sub.name;
  const values: Record<string, OptionInput> = {};
  const options = ('options' in sub ? (sub.options ?? []) : []) as APIApplicationCommandOption[];
  options.forEach((option, index) => {
    const draw = sent.action.values[index % sent.action.values.length]!;
    const required = 'required' in option && option.required === true;
    if (draw < 0 && !required) return;
    values[option.name] = optionValue(cast, sent, option, Math.max(0, draw));
  });
  sent.label = `/mafia ${sub.name} ${describeValues(values)}`;
  const channel = sent.senderKind === 'outsider' ? undefined : cast.gameChannelId;
  try {
    const reply = await sent.sender.slash('mafia', sub.name, values, { channel });
    sent.record = reply.record;
  } catch (error) {
    if (!(error instanceof CommandUsageError)) throw error;
    // Discord's client would refuse it; the bot must still answer it sanely if it arrives.
    sent.unchecked = true;
    sent.record = await sendUnchecked(cast.fake, sent.sender, command, sub.name, values, channel);
  }
}

/** Sends one fuzzed action; what became of it is in the returned record. */
export async function perform(cast: Cast, action: FuzzAction): Promise<Sent> {
  const sender = senderOf(cast, action);
  const sent: Sent = {
    action,
    sender,
    senderKind: action.sender,
    label: action.kind,
    unchecked: false,
  };
  try {
    // The judge and the member of another server type commands: they have nothing to click.
    const types = action.sender === 'judge' || action.sender === 'outsider';
    if (types || action.kind === 'slash') await slash(cast, sent);
    else if (action.kind === 'click') await click(cast, sent);
    else await select(cast, sent);
  } catch (error) {
    sent.failure = (error as Error).message.split('\n')[0];
  }
  return sent;
}

/**
 * Whether the interaction was answered by an update of the message clicked on (type 7, or a
 * deferred update): its original message is then that message, not an answer, and the words
 * for the sender, if any, come as a follow-up.
 */
export function answeredByUpdate(record: InteractionRecord): boolean {
  return (
    record.response === InteractionResponseType.DeferredMessageUpdate ||
    record.response === InteractionResponseType.UpdateMessage
  );
}

/** The id of the bot's answer: its own response message, or after an update the first follow-up. */
export function answerIdOf(record: InteractionRecord): string | null {
  return answeredByUpdate(record) ? (record.followUpIds[0] ?? null) : record.originalMessageId;
}

/** The bot's answer as the sender reads it. */
export function answerOf(cast: Cast, record: InteractionRecord): SeenMessage | undefined {
  const id = answerIdOf(record);
  const message = id ? cast.fake.world.message(id) : undefined;
  return message ? see(cast.fake.world, message) : undefined;
}

/** A click acknowledged at once: a moment for its words to follow (none for most accepted ones). */
async function settle(sender: Player, reply: InteractionReply): Promise<void> {
  if (answeredByUpdate(reply.record))
    await sender.followUpOf(reply, { completionTimeoutMs: 500 }).catch(() => undefined);
}
