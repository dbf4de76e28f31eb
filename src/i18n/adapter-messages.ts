import {
  presetConfig,
  type DayStage,
  type DepartureReason,
  type FloorKind,
  type PrivateKind,
  type Preset,
  type Winner,
} from '../engine/index.ts';
import type { Period, PlayerStats, Standing } from '../season/rating.ts';

/** Bot permissions the adapter checks (named in the catalogues as Discord's settings name them). */
export type BotPermission =
  | 'ViewChannel'
  | 'SendMessages'
  | 'EmbedLinks'
  | 'AttachFiles'
  | 'ReadMessageHistory'
  | 'ManageChannels'
  | 'ManageRoles'
  | 'MuteMembers';

/** The settings of `/mafia settings` (the fields of src/settings/guild-settings.ts). */
export type SettingName =
  | 'language'
  | 'judgeRoleId'
  | 'speechSecondsStylized'
  | 'speechSecondsClassic'
  | 'nightSeconds'
  | 'floorControl'
  | 'defaultPreset';

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
export interface AdapterParams {
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
  // ── the season: /mafia stats and /mafia leaderboard (issue 15; renderers in season-texts.ts)
  /** A player's figures over the server's counted games. */
  'ui.stats': { stats: PlayerStats };
  'ui.statsNone': { userId: string };
  /** The table, best first (at most LEADERBOARD_ROWS rows). */
  'ui.leaderboard': {
    preset?: Preset;
    period: Period;
    rows: Standing[];
    /** The server's public standings page (issue 27), when it has opted in. */
    webUrl?: string;
  };
  'ui.leaderboardEmpty': { preset?: Preset; period: Period };
  'cmd.stats': Record<string, never>;
  'cmd.stats.player': Record<string, never>;
  'cmd.leaderboard': Record<string, never>;
  'cmd.leaderboard.preset': Record<string, never>;
  'cmd.leaderboard.period': Record<string, never>;
  'choice.period': { period: Period };
  // ── end of the season block
  // ── tournament scoring: a table judge's extra points refused (issue 26; renderers in scoring-texts.ts)
  'error.extraPointsNotANumber': Record<string, never>;
  /** The tournament's range (its scoring profile), in points. */
  'error.extraPointsRange': { min: number; max: number };
  'error.extraPointsStep': { step: number };
  'error.extraPointsReason': Record<string, never>;
  // ── end of the tournament scoring block
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
}

export type AdapterKey = keyof AdapterParams;
