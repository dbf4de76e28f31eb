import {
  presetConfig,
  type DayStage,
  type DepartureReason,
  type FloorKind,
  type PrivateKind,
  type Preset,
  type Winner,
} from '../engine/index.ts';
import type { SeasonAdminParams, SeasonParams } from './season-messages.ts';
import type { TournamentFinalsParams } from './tournament-messages.ts';

/** Bot permissions the adapter checks (named in the catalogues as Discord's settings name them). */
export type BotPermission =
  | 'ViewChannel'
  | 'SendMessages'
  | 'EmbedLinks'
  | 'AttachFiles'
  | 'ReadMessageHistory'
  | 'ManageChannels'
  | 'ManageRoles'
  | 'MuteMembers'
  | 'CreatePrivateThreads'
  | 'SendMessagesInThreads'
  | 'ManageThreads'
  | 'Connect'
  | 'Speak';

/** The settings of `/mafia settings` (the fields of src/settings/guild-settings.ts). */
export type SettingName =
  | 'language'
  | 'judgeRoleId'
  | 'speechSecondsStylized'
  | 'speechSecondsClassic'
  | 'nightSeconds'
  | 'floorControl'
  | 'defaultPreset'
  | 'geo74'
  | 'geo76';

/** The length settings in the order the settings screen lists them, with their defaults (s). */
export const LENGTH_SETTINGS = [
  ['speechSecondsStylized', presetConfig('stylized').durations.speech / 1000],
  ['speechSecondsClassic', presetConfig('classic').durations.speech / 1000],
  ['nightSeconds', presetConfig('classic').durations.nightWindow / 1000],
] as const satisfies ReadonlyArray<readonly [SettingName, number]>;

/**
 * Texts the Discord adapter and the orchestrator need besides the engine's (src/engine/
 * messages.ts): command descriptions, buttons of the adapter's own, refusals that do not come
 * from the rules, and notices to the judge.
 */
export interface AdapterParams extends SeasonParams, SeasonAdminParams, TournamentFinalsParams {
  // refusals outside the rules
  'error.storeUnavailable': Record<string, never>;
  'error.noGame': Record<string, never>;
  'error.channelBusy': { gameId: string };
  'error.busy': Record<string, never>;
  'ui.noGameHere': Record<string, never>;
  /** `/mafia role` by someone who neither plays nor judges a game of this server. */
  'ui.noGameOfYours': Record<string, never>;
  'ui.notAdmin': Record<string, never>;
  'ui.voiceRequired': { preset: Preset };
  /** `/mafia start` outside a plain text channel (a voice channel's chat, a thread, …). */
  'ui.textChannelOnly': Record<string, never>;
  'ui.forumNoVoice': Record<string, never>;
  'ui.unexpected': Record<string, never>;
  'ui.badSeats': { input: string };
  /** An option value that is not one of its choices (a stale or forged client sent it). */
  'ui.badChoice': { option: { en: string; ru: string } };
  /** `/mafia extend` with neither form, both, or a phase without hours. */
  'ui.extendForm': Record<string, never>;
  'ui.notInThisGame': { userId: string };
  'ui.forumOnly': Record<string, never>;
  /** The bot's permissions in the channel do not suffice (checked at `/mafia start`). */
  'ui.missingPermissions': { permissions: BotPermission[] };
  /** The pre-flight check (`/mafia settings check_permissions`): what the bot lacks, where. */
  'ui.permissionCheck': { text: BotPermission[]; voice?: BotPermission[]; voiceChannelId?: string };
  'cmd.settings.check_permissions': Record<string, never>;
  // acknowledgements
  'ui.started': { gameId: string };
  'ui.done': Record<string, never>;
  'ui.settingsSaved': {
    language?: 'ru' | 'en';
    judgeRoleId?: string;
    speechSecondsStylized?: number;
    speechSecondsClassic?: number;
    nightSeconds?: number;
    floorControl?: 'mute' | 'detect';
    defaultPreset?: Preset;
    geo74?: boolean;
    geo76?: boolean;
    /** A setting taken back to its default. */
    reset?: SettingName;
  };
  'ui.settingsShown': {
    language: 'ru' | 'en' | 'auto';
    judgeRoleId?: string;
    speechSecondsStylized?: number;
    speechSecondsClassic?: number;
    nightSeconds?: number;
    floorControl: 'mute' | 'detect';
    defaultPreset: Preset;
    /** The rule flags of ordinary games (unset: on). */
    geo74: boolean;
    geo76: boolean;
    /** Bots that can mute here (the bot and its helpers, issue 14) and their edits per 10 s. */
    muteTokens?: number;
    muteEditsPer10s?: number;
  };
  /** `/mafia settings` that both sets and resets the same setting. */
  'ui.settingsConflict': { setting: SettingName };
  // the adapter's own controls and notices
  'ui.openInbox': Record<string, never>;
  'ui.inboxTitle': Record<string, never>;
  'ui.inboxEmpty': Record<string, never>;
  /** Public: these players' DMs are closed; they read their messages with the button. */
  'ui.dmClosed': { userIds: string[] };
  'ui.closedScreen': Record<string, never>;
  /** Link buttons to the server's public web page (issue 27): a game live, its protocol, a tournament. */
  'ui.link.live': Record<string, never>;
  'ui.link.protocol': Record<string, never>;
  'ui.link.tournament': Record<string, never>;
  /** Forum: the first message in the mafia's private channel (D37), naming its members. */
  'ui.mafiaChannel.intro': { gameId: string; userIds: string[] };
  /** Forum: a substitute (FORUM-SUBSTITUTE) joins the mafia channel. */
  'ui.mafiaChannel.joined': { userId: string; seat: number };
  /** Forum: the game is over; the mafia channel stays, read-only. */
  'ui.mafiaChannel.archived': Record<string, never>;
  // to the judge, from the bot itself
  'judge.noMutePermission': Record<string, never>;
  /** A mute token (a helper bot) can no longer mute here; the others go on (issue 14). */
  'judge.muteTokenDropped': {
    bot: string;
    main?: boolean;
    reason: 'unauthorized' | 'missingPermissions' | 'notInServer';
    left: number;
  };
  'judge.effectFailed': { what: string };
  'judge.undelivered': {
    userId: string;
    seat?: number;
    kind: PrivateKind;
    reason: 'dmClosed' | 'failed';
  };
  'judge.undeliveredSomeone': Record<string, never>;
  'judge.storeRolledBack': Record<string, never>;
  /** Once the game is over: the misses the channel could not hear of while it ran. */
  'judge.undeliveredHeld': { entries: Array<AdapterParams['judge.undelivered']> };
  /** Role cards still on their way `seconds` after they were asked for (issue 23, defect 6). */
  'judge.lateRoleCards': { cards: { seat: number; userId: string }[]; seconds: number };
  'judge.voiceUnavailable': {
    reason: 'voiceDisabled' | 'channelMissing' | 'missingPermissions' | 'joinFailed' | 'guildBusy';
  };
  'judge.title': Record<string, never>;
  // the picture of the table (src/picture/table-picture.ts): short words drawn on a PNG
  /** The caption above the table: the game, the phase and day, what the day does, the clock. */
  'picture.caption': {
    preset: Preset;
    phase: 'lobby' | 'night' | 'day' | 'ended';
    day: number;
    stage?: DayStage['kind'];
    paused: boolean;
    /** Time the step still has, already formatted ("1:05", "3:20:00"). */
    left?: string;
  };
  /** The big words in the middle of the table: "Day 2", "Night 0", "Game over". */
  'picture.centre': { phase: 'lobby' | 'night' | 'day' | 'ended'; day: number };
  /** Who holds the floor, under the centre words. */
  'picture.floor': { seat: number; kind: FloorKind };
  /** How and when an out player left, under his name. */
  'picture.out': {
    reason: DepartureReason;
    day: number;
    phase: 'day' | 'night' | 'night0';
    preset: Preset;
  };
  'picture.winner': { winner: Winner };
  /** The attachment's description (alt text). */
  'picture.alt': { alive: number; out: number };
  // ── tournament scoring: a table judge's extra points refused (issue 26; renderers in scoring-texts.ts)
  'error.extraPointsNotANumber': Record<string, never>;
  /** The tournament's range (its scoring profile), in points. */
  'error.extraPointsRange': { min: number; max: number };
  'error.extraPointsStep': { step: number };
  'error.extraPointsReason': Record<string, never>;
  // ── end of the tournament scoring block
  // ── the club tournament: /tournament (issue 26; renderers in tournament-texts.ts)
  'tournament.notChiefJudge': Record<string, never>;
  'tournament.flagsLocked': Record<string, never>;
  'tournament.registrationClosed': Record<string, never>;
  'tournament.alreadyRegistered': { userId: string };
  'tournament.notRegistered': { userId: string };
  'tournament.chiefJudgeCannotPlay': Record<string, never>;
  'tournament.badTable': { tables: number };
  'tournament.tooFewPlayers': { needed: number; count: number };
  'tournament.tableWithoutRooms': { table: number };
  'tournament.roundNotFinished': { round: number };
  'tournament.allRoundsStarted': { rounds: number };
  'tournament.notATournamentGame': Record<string, never>;
  'tournament.gameNotFinished': Record<string, never>;
  'tournament.notTableJudge': Record<string, never>;
  'tournament.badSeat': { seat: number };
  'tournament.alreadyRemoved': { userId: string };
  'tournament.tournamentOver': Record<string, never>;
  'tournament.none': Record<string, never>;
  'tournament.exists': { name: string };
  'tournament.noTableGame': { table: number; round: number };
  /** The card: what the tournament is, who plays, the seed's SHA-256 (TOUR-SEED-COMMIT). */
  'tournament.card': TournamentCardParams;
  'tournament.standings': TournamentStandingsParams;
  'tournament.round': {
    round: number;
    tables: { table: number; judgeId: string; channelId: string; seats: string[] }[];
  };
  'tournament.seedRevealed': { seed: string; seedSha256: string };
  'tournament.button.register': Record<string, never>;
  'tournament.button.unregister': Record<string, never>;
  'tournament.created': { name: string };
  'tournament.registered': Record<string, never>;
  'tournament.unregistered': Record<string, never>;
  'tournament.pointsGiven': { seat: number; points: number };
  /** TOUR-EXTRA-PANEL: the extra points form (a modal: title and labels within 45 characters). */
  'tournament.extraForm': { seat: number };
  'tournament.extraValue': Record<string, never>;
  'tournament.extraReason': Record<string, never>;
  'tournament.removed': { userId: string; fromRound: number };
  'tournament.exported': Record<string, never>;
  'cmd.tournament': Record<string, never>;
  'cmd.tournament.create': Record<string, never>;
  'cmd.tournament.name': Record<string, never>;
  'cmd.tournament.preset': Record<string, never>;
  'cmd.tournament.rounds': Record<string, never>;
  'cmd.tournament.tables': Record<string, never>;
  'cmd.tournament.flags': Record<string, never>;
  'cmd.tournament.geo74': Record<string, never>;
  'cmd.tournament.geo76': Record<string, never>;
  'cmd.tournament.add': Record<string, never>;
  'cmd.tournament.drop': Record<string, never>;
  'cmd.tournament.player': Record<string, never>;
  'cmd.tournament.table': Record<string, never>;
  'cmd.tournament.number': Record<string, never>;
  'cmd.tournament.judge': Record<string, never>;
  'cmd.tournament.text': Record<string, never>;
  'cmd.tournament.voice': Record<string, never>;
  'cmd.tournament.start_round': Record<string, never>;
  'cmd.tournament.remove': Record<string, never>;
  'cmd.tournament.reason': Record<string, never>;
  'cmd.tournament.points': Record<string, never>;
  'cmd.tournament.seat': Record<string, never>;
  'cmd.tournament.value': Record<string, never>;
  'cmd.tournament.round': Record<string, never>;
  'cmd.tournament.standings': Record<string, never>;
  'cmd.tournament.export': Record<string, never>;
  // ── end of the tournament block
  // command and option descriptions (Discord shows them in the slash-command picker)
  'cmd.mafia': Record<string, never>;
  'cmd.start': Record<string, never>;
  'cmd.start.preset': Record<string, never>;
  'cmd.start.voice': Record<string, never>;
  'cmd.start.judge': Record<string, never>;
  'cmd.start.day_hours': Record<string, never>;
  'cmd.start.night_hours': Record<string, never>;
  'cmd.join': Record<string, never>;
  'cmd.leave': Record<string, never>;
  'cmd.role': Record<string, never>;
  'cmd.status': Record<string, never>;
  'cmd.nominate': Record<string, never>;
  'cmd.nominate.player': Record<string, never>;
  'cmd.pass': Record<string, never>;
  'cmd.bestmove': Record<string, never>;
  'cmd.bestmove.players': Record<string, never>;
  'cmd.vote': Record<string, never>;
  'cmd.vote.player': Record<string, never>;
  'cmd.unvote': Record<string, never>;
  'cmd.foul': Record<string, never>;
  'cmd.unfoul': Record<string, never>;
  'cmd.undo': Record<string, never>;
  'cmd.warn': Record<string, never>;
  'cmd.disqualify': Record<string, never>;
  'cmd.penalty': Record<string, never>;
  'cmd.option.player': Record<string, never>;
  'cmd.option.reason': Record<string, never>;
  'cmd.option.details': Record<string, never>;
  'cmd.pause': Record<string, never>;
  'cmd.resume': Record<string, never>;
  'cmd.skip': Record<string, never>;
  'cmd.extend': Record<string, never>;
  'cmd.extend.seconds': Record<string, never>;
  'cmd.extend.phase': Record<string, never>;
  'cmd.extend.hours': Record<string, never>;
  'cmd.end': Record<string, never>;
  'cmd.replace': Record<string, never>;
  'cmd.replace.with': Record<string, never>;
  'cmd.settings': Record<string, never>;
  'cmd.settings.language': Record<string, never>;
  'cmd.settings.judge_role': Record<string, never>;
  'cmd.settings.speech_seconds_stylized': Record<string, never>;
  'cmd.settings.speech_seconds_classic': Record<string, never>;
  'cmd.settings.night_seconds': Record<string, never>;
  'cmd.settings.floor_control': Record<string, never>;
  'cmd.settings.default_preset': Record<string, never>;
  'cmd.settings.rule_7_4': Record<string, never>;
  'cmd.settings.rule_7_6': Record<string, never>;
  'cmd.settings.reset': Record<string, never>;
  'cmd.settings.web_page': Record<string, never>;
  'cmd.settings.web_new_link': Record<string, never>;
  'choice.web.on': Record<string, never>;
  'choice.web.off': Record<string, never>;
  /** The server's public web page (issue 27) after `/mafia settings web_page:` or `web_new_link:`. */
  'ui.webPage': { enabled: boolean; rotated: boolean; url?: string };
  /** A setting's name in the `reset` choice list. */
  'choice.setting': { setting: SettingName };
  'choice.floor.mute': Record<string, never>;
  'choice.floor.detect': Record<string, never>;
  'choice.language.ru': Record<string, never>;
  'choice.language.en': Record<string, never>;
  'choice.phase.day': Record<string, never>;
  'choice.phase.night': Record<string, never>;
  // ── the judge's console: /judge and its confirmations (issue 25; texts in judge-console.ts)
  'cmd.judge': Record<string, never>;
  'cmd.option.seat': Record<string, never>;
  'cmd.judge.nominate': Record<string, never>;
  'cmd.judge.nominate.seat': Record<string, never>;
  'cmd.judge.withdraw': Record<string, never>;
  'cmd.judge.withdraw.seat': Record<string, never>;
  'cmd.judge.vote': Record<string, never>;
  'cmd.judge.vote.seat': Record<string, never>;
  'cmd.judge.vote.candidate': Record<string, never>;
  'cmd.judge.restart': Record<string, never>;
  'cmd.judge.floor': Record<string, never>;
  'cmd.judge.floor.seat': Record<string, never>;
  /** JUDGE-CONFIRM: the question before an abort, and before a team loss. */
  'ui.confirmEnd': Record<string, never>;
  'ui.confirmPenalty': { seat: number; reason: string };
  'control.confirm': Record<string, never>;
  'control.dontConfirm': Record<string, never>;
  'ui.confirmStale': Record<string, never>;
  'ui.confirmNotYours': Record<string, never>;
  'ui.confirmCancelled': Record<string, never>;
}

export type AdapterKey = keyof AdapterParams;

/** The tournament card (src/tournament/service/views.ts builds it from the state). */
export interface TournamentCardParams {
  name: string;
  preset: 'stylized' | 'classic';
  rounds: number;
  tables: number;
  chiefJudgeId: string;
  geo74: boolean;
  geo76: boolean;
  seedSha256: string;
  /** The rounds started so far. */
  round: number;
  players: string[];
  tableJudges: { table: number; judgeId: string }[];
  removed: { userId: string; reason: string }[];
  over: boolean;
  /** TOUR-FINAL, TOUR-HIDDEN-EXTRAS: the final table's size, and extra points hidden. */
  final?: number;
  hideExtras: boolean;
}

/** One line of the live standings, points as numbers (two decimals). */
export interface TournamentStandingsRow {
  rank: number;
  userId: string;
  name: string;
  games: number;
  wins: number;
  total: number;
  win: number;
  extra: number | null;
  bestMove: number;
  ci: number;
  penalty: number;
  removed: boolean;
  /** TOUR-FINAL: seated at the final table. */
  finalist: boolean;
}

export interface TournamentStandingsParams {
  name: string;
  games: number;
  rows: TournamentStandingsRow[];
}
