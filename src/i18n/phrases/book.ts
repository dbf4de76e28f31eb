import type {
  Correction,
  DayStage,
  FloorKind,
  Winner,
  NightAction,
  Preset,
  PrivateKind,
  Role,
  RoomPermission,
  Team,
} from '../../engine/index.ts';
import type { BotPermission, SettingName } from '../adapter-messages.ts';
import type { CommandPath } from '../command-mentions.ts';
import type {
  AllParams,
  AnyKey,
  Formatters,
  Forms,
  Renderer,
  TimeCase,
  Violation,
} from '../types.ts';

/**
 * A language's phrase book: every word the bot says, as strings and small functions of plain
 * values. The formatting logic (src/i18n/format) is shared by all languages; a new language is
 * a new book of this type, and a missing phrase is a compile error.
 */
export interface PhraseBook {
  words: Words;
  names: Names;
  /** The texts formatted by a phrase of their own. */
  texts: TextPhrases;
  card: CardPhrases;
  report: ReportPhrases;
  timeline: TimelinePhrases;
  settings: SettingsPhrases;
  status: StatusPhrases;
  lines: LinePhrases;
  notices: NoticePhrases;
  picture: PicturePhrases;
  table: TablePhrases;
}

/** The keys the shared formatters compose (src/i18n/format): no phrase of their own. */
export type ComposedKey =
  | 'picture.caption'
  | 'picture.centre'
  | 'picture.floor'
  | 'picture.out'
  | 'picture.winner'
  | 'picture.alt'
  | 'table.title'
  | 'table.clock'
  | 'table.seat'
  | 'lobby.roomAccess'
  | 'judge.roomAccess'
  | 'eliminateAll.tally'
  | 'judge.undelivered'
  | 'judge.undeliveredHeld'
  | 'lobby.players'
  | 'night.prompt.none'
  | 'night.prompt.choices'
  | 'control.seatOption'
  | 'speech.nominations'
  | 'role.card'
  | 'game.report'
  | 'game.over'
  | 'status.summary'
  | 'ui.settingsSaved'
  | 'ui.settingsShown'
  | 'choice.setting'
  | 'lobby.rules'
  | 'deal.seating'
  | 'deal.fairness'
  | 'judge.roles'
  | 'night.meeting.members'
  | 'day.order'
  | 'vote.candidate'
  | 'forum.vote.tally'
  | 'duel.round'
  | 'activity.report'
  | 'ui.mafiaChannel.intro'
  | 'night.zero.step'
  | 'flag.title'
  | 'flag.details'
  | 'control.confirmFlag'
  | 'judge.voiceUnavailable';

/** A text without parameters is a plain string; one with parameters, a renderer. */
export type Phrase<K extends AnyKey> =
  AllParams[K] extends Record<string, never> ? string | Renderer<K> : Renderer<K>;

export type TextPhrases = { [K in Exclude<AnyKey, ComposedKey>]: Phrase<K> };

export interface Words {
  commands: Record<CommandPath, string>; // `мафия роль`, where no clickable mention can be
  /** Joins the last two items of a list. */
  and: string;
  /** Which of the three forms a count takes (English: one or many). */
  pluralIndex(count: number): 0 | 1 | 2;
  ordinal(n: number): string;
  /** The judge's reason as a trailing sentence: " Reason: Insults." */
  reason(text: string): string;
  units: Record<TimeCase, Record<'day' | 'hour' | 'minute' | 'second', Forms>>;
  fouls: Forms;
  votes: Forms;
  players: Forms;
}

export interface Names {
  roles: Record<Role, { name: string; description: string }>;
  teams: Record<Team, string>;
  presets: Record<Preset, string>;
  violations: Record<Violation, string>;
  /** Bot permissions as the Discord client names them in the server settings. */
  permissions: Record<BotPermission, string>;
  /** The server permissions that open the teams' rooms, as Discord's settings name them. */
  roomPermissions: Record<RoomPermission, string>;
  /** A night move with its targets (already formatted): "check #5". */
  actionWithTargets: Record<NightAction, (seats: string) => string>;
  /** A night move's noun ("the check") and its menu's placeholder ("Check whom?"). */
  actionNoun: Record<NightAction, string>;
  actionPlaceholder: Record<NightAction, string>;
  /** The microphone policy by day. */
  floor: Record<'mute' | 'detect', string>;
}

export interface CardPhrases {
  title(role: string): string;
  /** "Team" (sports) or "Side" (forum), then the side and the seat. */
  teamWord: string;
  sideWord: string;
  seatLine(word: string, side: string, seat: string): string;
  side: {
    town: string;
    mafia: string;
    red: string;
    blackMafia: string;
    blackTeam(team: string): string;
  };
  /** Where a preset's role differs from the role's own description. */
  descriptions: Record<Preset, Partial<Record<Role, string>>>;
  teammates(seats: string): string;
  alone: string;
  youLead(role: string): string;
  leader(role: string, seat: string): string;
  nightZero: string;
  win: { town: string; mafia: string; red: string; black: string; together: string };
  secret: string;
}

export interface ReportPhrases {
  title(preset: string): string;
  gameOver: string;
  winner: {
    red: string;
    blackTeams(teams: string): string;
    mafia: string;
    draw: string;
    cancelled: string;
    stopped: string;
  };
  reason: Record<
    'allBlacksOut' | 'parity' | 'quietCycles' | 'fourMisses' | 'allTownOut',
    string
  > & {
    teamLossOf(seat: string): string;
    teamLoss: string;
  };
  section: { day(n: number): string; night(n: number): string };
  roles: string;
  /** A player's side in the role list. */
  side: Record<Team, string>;
  forumSide: { town: string; mafia: string };
  toTheEnd: string;
  bestMove: string;
  bestMoveLine(seat: string, named: string, hits: number, of: number): string;
  timeline: string;
  deal: {
    title: string;
    commitment(code: string): string;
    serverSeed(code: string): string;
    finalSeed(code: string): string;
    configHash(code: string): string;
    verify: string;
  };
}

type Skipped = 'regular' | 'silenced' | 'short' | 'tie' | 'lastWord';

export interface TimelinePhrases {
  dealt(time: string): string;
  night: { kill(seat: string): string; save(seat: string): string; none: string; miss: string };
  /** What a check or comparison found, after the move's arrow. */
  found: {
    red: string;
    black: string;
    mafia: string;
    notMafia: string;
    notRole(role: string): string;
    sameTeam: string;
    otherTeams: string;
    sameSide: string;
    otherSides: string;
  };
  nomination(by: string, target: string): string;
  vote: {
    title: string;
    revote: string;
    only(seat: string): string;
    none(title: string): string;
    notCast(seats: string): string;
    candidate(seat: string, votes: string, voters: string): string;
    leaves(seats: string): string;
    tie: string;
  };
  eliminateAll: {
    line(candidates: string, yes: string, outcome: string): string;
    nobody: string;
    passed: string;
    failed: string;
  };
  forumVote: {
    line(day: number, votes: string, outcome: string): string;
    noVotes: string;
    jailed(seats: string): string;
    tie(seats: string): string;
    nobody: string;
  };
  duel: {
    line(round: number, moves: string, hits: string): string;
    noMoves: string;
    move(seat: string, cover: number, target: string, position: number): string;
    noMove(seat: string): string;
    hits(seat: string, hits: number): string;
  };
  departure: Record<'killed' | 'voted' | 'jailed' | 'removed', (when: string) => string> & {
    onDay(day: number): string;
    onNight(night: number): string;
  };
  departed(who: string, how: string): string;
  foul(seat: string, ordinal: string, reason: string): string;
  unfoul(seat: string, count: number): string;
  warning(seat: string, reason: string): string;
  disqualified(seat: string, reason: string): string;
  teamLoss(who: string, reason: string): string;
  voteCancelled(day: number): string;
  bestMove(seat: string, named: string): string;
  paused(time: string): string;
  resumed(time: string): string;
  skippedEarly(what: string): string;
  skipped: {
    night(n: string): string;
    floors: Record<Skipped, (seat: string) => string>;
    stages: Record<'voting' | 'eliminateAll' | 'forumVoting' | 'duel', string>;
    current: string;
  };
  phaseLength(phase: 'day' | 'night', seconds: number, f: Formatters): string;
  extended(seconds: number, f: Formatters): string;
  shortened(seconds: number, f: Formatters): string;
  flag(kind: 'outOfTurn' | 'disconnect' | 'leak', who: string, confirmed: boolean): string;
  skip(
    who: string,
    night: number,
    count: number,
    sanction: 'reminder' | 'warning' | 'removed',
  ): string;
  replaced(seat: string, from: string, to: string, day: number): string;
  /** JUDGE-UNDO: the line of the action the Judge took back. */
  undone(action: string): string;
  correction(correction: Correction, f: Formatters): string; // JUDGE-NOMINATE-ALOUD …
}

export interface SettingsPhrases {
  /** The settings by the name `/mafia settings` shows (also the `reset` choices). */
  names: Record<SettingName, string>;
  languages: Record<'ru' | 'en' | 'auto', string>;
  notSet: string;
  byDefault(length: string): string;
  backToDefault: string;
  /** The server's mute capacity: bots able to mute here and their member edits per 10 s. */
  muteCapacity(tokens: number, editsPer10s: number): string;
  hint(f: Formatters): string;
  saved: string;
  nothingSaved: string;
  shown: string;
}

export interface StatusPhrases {
  lobby(players: number, f: Formatters): string;
  nightZero: string;
  night(n: number): string;
  day(n: number): string;
  ended: string;
  paused: string;
  alive(count: number, seats: string): string;
  out(count: number, seats: string): string;
  fouls(list: string): string;
  foulsOf(seat: string, count: number): string;
  noFouls: string;
  pausedLine: string;
  endsAt(when: string): string;
}

/** The words of the texts made of lines (src/i18n/format/lines.ts). */
export interface LinePhrases {
  /** To the host: these members (with their permissions) can read the teams' rooms. */
  roomAccessHost(members: string): string;
  roomAccessJudge: { title: string; advice: string };
  eliminateAllTally(yes: number, eligible: number, needed: number): string;
  eliminateAllCloses(when: string): string;
  players(mentions: string): string;
  noPlayers: string;
  /** After the move's noun, capitalized: "The shot: no choice made yet." */
  noChoice(noun: string): string;
  choices(list: string): string;
  noChoices: string;
  seatOption(seat: string, name: string): string;
  nominated(seats: string): string;
  noNominations: string;
  rules: {
    forum: string;
    rule74(on: boolean): string;
    rule76(on: boolean): string;
    floor(policy: string): string;
  };
  seating: string;
  fairness: {
    roles(list: string): string;
    commitment(code: string): string;
    configHash(code: string): string;
    seed: string;
  };
  judgeRoles: string;
  meeting: { leader: string; agree: string };
  order(opener: string, order: string): string;
  noVoteToday: string;
  candidate: { notCast(seats: string): string; votingNow: string; closes(when: string): string };
  forumTally: { none: string; hidden: string; footer(when: string): string };
  duelRound(round: number): string;
  duelHits(hits: string): string;
  activity(day: number, min: number): string;
  mafiaChannel(code: string, members: string): string;
  mafiaChannelAbout: string;
}

/** The words of the notices with a choice of sentence (src/i18n/format/notices.ts). */
export interface NoticePhrases {
  /** A private message that could not be delivered, named to the judge. */
  undelivered: {
    what(who: string, kind: string): string;
    kinds: Record<PrivateKind, string>;
    dmClosed: string;
    failed: string;
    howToRead(f: Formatters): string;
    /** Over the list of misses held until the end of the game: why only now. */
    held(f: Formatters): string;
  };
  nightZero: {
    look(role: string, ends: string): string;
    meeting: Record<'GAMBINO' | 'KA' | 'MAFIA' | 'LEADERS', (ends: string) => string>;
  };
  flag: {
    title: Record<'outOfTurn' | 'disconnect' | 'leak', string>;
    /** `who` is the seat and the mention; `at` a time. */
    leak(who: string, night: boolean, at: string): string;
    outOfTurn(who: string, seconds: number | undefined, at: string): string;
    disconnect(who: string, at: string): string;
    confirmDisqualify: string;
    confirmFoul: string;
  };
  voiceUnavailable(why: string): string;
  voiceTrouble: Record<AllParams['judge.voiceUnavailable']['reason'], string>;
}

/** The short words on the picture of the table (src/i18n/format/picture.ts). */
export interface PicturePhrases {
  /** The caption's phase before the deal; the other phases are the status summary's words. */
  lobby: string;
  stages: Record<DayStage['kind'], string>;
  paused: string;
  left(time: string): string;
  centre: { lobby: string; night(day: number): string; day(day: number): string; ended: string };
  floor: Record<FloorKind, (seat: number) => string>;
  out: Record<'killed' | 'voted' | 'jailed' | 'removed' | 'day' | 'night', string>;
  winner: Record<Winner, string>;
  alt(alive: number, out: number): string;
}

/** The words of the table card that the picture has not (src/i18n/format/table-card.ts). */
export interface TablePhrases {
  speaking: string;
  nominated: string;
  /** The clock of a running step: "ends <t:…:R>". */
  ends(when: string): string;
  /** A paused step: how long it still has. */
  paused(left: string): string;
}
