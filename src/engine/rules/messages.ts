import type {
  Correction,
  DayStage,
  Departure,
  DepartureReason,
  FlagKind,
  GameResult,
  RoomAccess,
  TimelineEntry,
  UndoableAction,
  Winner,
} from './state/state.ts';
import type { NightAction, Preset, Role, Side, Team } from './roles.ts';
import type { PanelAction, PanelAsk } from './judge/panel-state.ts';
import type { NightZeroStep } from './presets.ts';
import type { RuleErrorParams } from './rule-errors.ts';

/**
 * What a checking move found (NIGHT-CHECKS, FORUM-NIGHT-MOVES), as data: the catalogues only word it. Derived from
 * the roles alone, so it is the same when the morning tells the actor and when the report
 * retells the night. Moves that learn nothing (the shot, protection, the block) find nothing.
 */
export type NightFinding =
  /** A check: the target's side. */
  | { kind: 'side'; seat: number; side: Side }
  /** A leader's check: whether the target holds the role the leader looks for. */
  | { kind: 'role'; seat: number; role: Role; found: boolean }
  /** A comparison: whether the two are on the same team (forum: the same side). */
  | { kind: 'same'; first: number; second: number; same: boolean };

type NightEntry = Extract<TimelineEntry, { kind: 'night' }>;

/** A timeline entry as the report tells it: each night move with what it found. */
export type ReportEntry =
  | Exclude<TimelineEntry, NightEntry>
  | (Omit<NightEntry, 'actions'> & {
      actions: Array<NightEntry['actions'][number] & { found?: NightFinding }>;
    });

/**
 * Every text the engine can ask for, as an i18n key with typed parameters. The engine never
 * builds text: the adapter renders these keys in Russian or English (src/i18n), and the type
 * checker refuses a catalogue that misses a key or a parameter.
 *
 * Parameter conventions: `seat` numbers are rendered as "#5"; `userId`s as mentions;
 * `at` values are epoch ms rendered as Discord timestamps; `role` values as localized names.
 */
export interface MessageParams extends RuleErrorParams {
  // lobby
  'lobby.title': { preset: Preset };
  'lobby.details': {
    judgeId: string;
    voiceChannelId?: string;
    count: number;
    min: number;
    max: number;
  };
  'lobby.players': { userIds: string[] };
  /** For the host: players whose server permissions open the teams' private rooms. */
  'lobby.roomAccess': { entries: RoomAccess[] };
  'lobby.rules': {
    preset: Preset;
    geo74: boolean;
    geo76: boolean;
    floorControl: 'mute' | 'detect';
  };
  'lobby.commitment': { commitment: string };
  'lobby.cancelled': Record<string, never>;
  /** LOBBY-QUEUE: the queue on the lobby card, in order. */
  'lobby.queue': { userIds: string[] };
  /** LOBBY-QUEUE: to the member who signed up past the table's size. */
  'lobby.queued': { position: number; max: number };
  /** LOBBY-QUEUE: to the first in the queue, when a seat freed. */
  'lobby.promoted': Record<string, never>;
  /** LOBBY-JUDGE-REMOVE: public. */
  'lobby.removed': { userId: string };
  'control.lobbyRemove': Record<string, never>;
  'control.lobbyMember': { name: string; queued?: number };
  'control.join': Record<string, never>;
  'control.leave': Record<string, never>;
  'control.deal': Record<string, never>;
  'control.cancel': Record<string, never>;
  // the deal
  'deal.seating': { seats: Array<{ seat: number; userId: string }> };
  'deal.fairness': {
    commitment: string;
    configHash: string;
    roles: Array<{ role: Role; count: number }>;
  };
  'role.card': {
    seat: number;
    role: Role;
    team: Team;
    preset: Preset;
    /** Black players' own team, seat numbers (NIGHT0-TEAMS); empty for reds. */
    teammates: number[];
    leader?: number;
  };
  'judge.roles': { roles: Array<{ seat: number; userId: string; role: Role }> };
  /** At the deal: seats that can read a team's private room they do not belong to. */
  'judge.roomAccess': { entries: Array<RoomAccess & { seat: number }> };
  // night
  'night.zero.title': Record<string, never>;
  'night.zero.step': { step: NightZeroStep; endsAt: number };
  'night.meeting.title': { who: 'GAMBINO' | 'KA' | 'MAFIA' | 'LEADERS' };
  'night.meeting.members': { members: Array<{ seat: number; userId: string }>; leaders: number[] };
  'night.title': { night: number };
  'night.window': { endsAt: number; preset: Preset };
  'night.prompt.title': { action: NightAction; night: number };
  'night.prompt.current': { action: NightAction; targets: number[] };
  'night.prompt.none': { action: NightAction };
  'night.prompt.deadline': { endsAt: number };
  'night.prompt.shooters': { shooters: number[] };
  'night.prompt.choices': { choices: Array<{ seat: number; target: number }> };
  'control.nightTarget': { action: NightAction };
  'control.nightTargetSecond': Record<string, never>;
  'control.seatOption': { seat: number; userId: string; name: string };
  'night.result.check': { seat: number; side: Side; preset: Preset };
  'night.result.leaderCheck': { seat: number; found: boolean; role: Role };
  'night.result.compare': { first: number; second: number; same: boolean; preset: Preset };
  'night.accepted': { action: NightAction; targets: number[] };
  'morning.title': { day: number };
  'morning.killed': { seat: number; userId: string };
  'morning.killedRevealed': { seat: number; userId: string; role: Role };
  'morning.nobody': Record<string, never>;
  'morning.blocked': { seat: number };
  // day
  'day.title': { day: number };
  'day.order': { opener: number; order: number[]; voteCancelled: boolean };
  'speech.title': {
    seat: number;
    userId: string;
    kind: 'regular' | 'silenced' | 'short' | 'tie' | 'lastWord';
  };
  'speech.speaker': { seat: number; userId: string };
  'speech.deadline': { endsAt: number };
  /** GAME-CLOCK-ON-FLOOR: the step's clock waits for Discord to confirm the microphones. */
  'floor.waiting': Record<string, never>;
  /** GAME-CLOCK-ON-FLOOR: for the judge: the wait ran out, the clock started anyway. */
  'floor.graceExpired': { seconds: number; seat?: number };
  'speech.nominations': { nominations: Array<{ by: number; target: number }> };
  'speech.bestMove': { seat: number };
  'speech.warning': { seat: number; seconds: number };
  'control.nominate': Record<string, never>;
  'control.pass': Record<string, never>;
  'control.bestMove': Record<string, never>;
  'nomination.made': { by: number; target: number };
  'nomination.accepted': { target: number };
  'bestMove.recorded': { seat: number; named: number[] };
  'vote.title': { day: number; round: number };
  'vote.candidate': {
    seat: number;
    voters: number[];
    autoVoters: number[];
    open: boolean;
    endsAt?: number;
  };
  'vote.blocked': { seat: number };
  'vote.eligible': { count: number };
  'control.vote': { seat: number };
  'vote.accepted': { seat: number };
  'vote.none': { day: number; reason: 'noNominees' | 'cancelled' | 'singleDayOne' };
  'vote.single': { seat: number };
  'vote.out': { seat: number; votes: number };
  'vote.tie': { seats: number[] };
  'vote.tieAgain': { seats: number[]; outcome: 'eliminateAll' | 'wholeTable' | 'geo76' };
  'eliminateAll.title': { seats: number[] };
  'eliminateAll.tally': {
    yes: number;
    eligible: number;
    needed: number;
    /** Absent once the vote is over (the closed message shows no countdown). */
    endsAt?: number;
  };
  'control.yes': Record<string, never>;
  'control.no': Record<string, never>;
  'eliminateAll.accepted': { yes: boolean };
  'eliminateAll.result': { seats: number[]; passed: boolean; yes: number; needed: number };
  'departure.lastWord': { seat: number; reason: DepartureReason };
  // discipline
  'foul.recorded': {
    seat: number;
    count: number;
    consequence: 'none' | 'silenced' | 'removed';
    reason?: string;
  };
  'foul.undone': { seat: number; count: number };
  'warning.recorded': { seat: number; reason?: string };
  disqualified: { seat: number; reason: string };
  teamLoss: { seat: number; reason: string };
  'vote.cancelledBy': { seat: number; which: 'today' | 'tomorrow' };
  'game.paused': Record<string, never>;
  'game.resumed': Record<string, never>;
  'game.skipped': Record<string, never>;
  'game.extended': { seconds: number; endsAt: number };
  'game.phaseLength': { phase: 'day' | 'night'; hours: number };
  /** JUDGE-UNDO: the public correction. `back`: the seat is at the table again. */
  'undo.done': {
    action: UndoableAction;
    seat?: number;
    count?: number;
    back?: boolean;
    endsAt?: number;
    phase?: 'day' | 'night';
    /** The correction taken back (JUDGE-NOMINATE-ALOUD … JUDGE-GIVE-FLOOR). */
    correction?: Correction;
  };
  /** A judge's correction, announced to the table (JUDGE-NOMINATE-ALOUD … JUDGE-GIVE-FLOOR). */
  'judge.corrected': Correction;
  'game.over': { result: GameResult };
  'game.report': {
    result: GameResult;
    preset: Preset;
    seats: Array<{
      seat: number;
      userId: string;
      role: Role;
      team: Team;
      out?: { reason: DepartureReason; day: number; phase: string };
      fouls: number;
    }>;
    timeline: ReportEntry[];
    bestMove?: { seat: number; named: number[]; hits: number };
    deal: {
      commitment: string;
      serverSeed: string;
      finalSeed?: string;
      configHash: string;
    };
  };
  // forum
  'forum.vote.title': { day: number };
  'forum.vote.tally': {
    tally: Array<{ seat: number; voters: number[] }>;
    endsAt: number;
    live: boolean;
  };
  'control.forumVote': Record<string, never>;
  'control.unvote': Record<string, never>;
  'forum.vote.accepted': { target: number | null };
  'forum.day.result': { seat: number; role: Role; votes: number };
  'forum.day.tie': { seats: number[] };
  'forum.day.nobody': Record<string, never>;
  'forum.removed': { seat: number; role: Role };
  'duel.title': { seats: number[]; round: number };
  'duel.window': { endsAt: number };
  'duel.prompt': { round: number; opponents: number[]; submitted: boolean };
  'control.duelCover': Record<string, never>;
  'control.duelTarget': Record<string, never>;
  'control.duelPosition': Record<string, never>;
  'control.position': { position: number };
  'duel.accepted': Record<string, never>;
  'duel.round': {
    round: number;
    moves: Array<{ seat: number; cover: number; target: number; position: number }>;
    hits: Array<{ seat: number; hits: number }>;
  };
  'duel.lost': { seat: number; role: Role; why: 'hits' | 'noMove' | 'draw' };
  'forum.quietCycles': { cycles: number };
  // flags raised by the bot for the judge (FLAG-POLICY: out-of-turn speech, disconnects)
  'flag.title': { kind: FlagKind; seat: number };
  'flag.details': {
    kind: FlagKind;
    night?: boolean;
    seat: number;
    userId: string;
    at: number;
    seconds?: number;
  };
  'control.confirmFlag': { kind: FlagKind; night?: boolean };
  'control.dismissFlag': Record<string, never>;
  'flag.dismissed': { seat: number };
  // the judge's panel (judge-panel.ts)
  'panel.title': Record<string, never>;
  'panel.choose': Record<string, never>;
  'panel.chosen': { seat: number; userId: string };
  /** A confirmation waiting: of a seat's removal or team loss (its violation once picked), or the end. */
  'panel.ask': { ask: PanelAsk; seat?: number; row?: number };
  'control.panelSeat': { seat: number; name: string };
  /** TOUR-EXTRA-PANEL: a tournament table's game has ended; the seats' extra points (as numbers). */
  'panel.extras': Record<string, never>;
  'panel.extraGiven': { seat: number; name: string; points: number };
  'control.panel': { action: PanelAction };
  'control.panelConfirm': { ask: PanelAsk };
  'control.panelReason': Record<string, never>;
  /** A violation of the catalogue by its row, as the `reason` choices of `/mafia foul` name it. */
  'control.violation': { row: number };
  // forum activity rules (FORUM-SKIPS, FORUM-ACTIVITY, FORUM-SUBSTITUTE)
  'skip.reminder': { night: number };
  'skip.warning': { count: number };
  'skip.flagged': { seat: number; count: number };
  'forum.inactive': { seat: number; role: Role };
  'activity.reminder': { count: number; min: number };
  'activity.report': { entries: Array<{ seat: number; count: number }>; min: number; day: number };
  'forum.replaced': { seat: number; fromUserId: string; toUserId: string };
  /** A substitute's first private message after the card: the seat's history so far. */
  'forum.history': { seat: number };
  'forum.history.move': { night: number; action: NightAction; targets: number[] };
  // the table card (table-card.ts)
  'table.title': {
    phase: 'night' | 'day' | 'ended';
    day: number;
    stage?: DayStage['kind'];
    winner?: Winner;
  };
  'table.clock': { endsAt?: number; pausedRemainingMs?: number };
  /** GAME-CARD-IN-VIEW: an old card that could not be deleted points to the new one below. */
  'table.movedDown': Record<string, never>;
  'table.seat': {
    preset: Preset;
    seat: number;
    userId: string;
    alive: boolean;
    out?: Omit<Departure, 'seat'>;
    fouls: number;
    nominated: boolean;
    speaking: boolean;
    role?: Role;
  };
  // status
  'status.summary': {
    preset: Preset;
    phase: 'lobby' | 'night' | 'day' | 'ended';
    day: number;
    alive: number[];
    out: number[];
    fouls: Array<{ seat: number; count: number }>;
    endsAt?: number;
    paused: boolean;
    players: number;
  };
}

export type MessageKey = keyof MessageParams;

/** A piece of text to render: a key and its parameters, type-checked together. */
export type Text = { [K in MessageKey]: { key: K; params: MessageParams[K] } }[MessageKey];

export function text<K extends MessageKey>(key: K, params: MessageParams[K]): Text {
  return { key, params } as Text;
}
