import type { NightAction, Preset, Role } from './roles.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Every length of the game, in milliseconds before the time scale (DAY-LENGTHS, NIGHT0-STEPS, CONF-DEFAULTS). */
export interface Durations {
  speech: number;
  tieSpeech: number;
  /** 3-foul player with 3 or 4 at the table (DISC-SHORT-SPEECH). */
  shortSpeech: number;
  /** 3-foul silenced slot (D26). */
  silencedSpeech: number;
  lastWord: number;
  /** Per candidate, and for the eliminate-all question (D27). */
  voteWindow: number;
  nightWindow: number;
  /** Night 0 team meetings (D15). */
  teamMeeting: number;
  leadersMeeting: number;
  /** Night 0 "look at the city" steps (D15). */
  lookAtCity: number;
  /** When the speaker is warned before the end of a speech. */
  speechWarning: number;
  forumDay: number;
  forumNight: number;
  duelRound: number;
  /** Forum: the least notice before a shortened deadline (D49). */
  minNotice: number;
}

export interface GameConfig {
  preset: Preset;
  /** Multiplies every duration (MAFIA_TIME_SCALE); the rules stay the same. */
  timeScale: number;
  durations: Durations;
  /** Geographic rule geo_7_4 (CONF-GEO-FLAGS, DAY-NOMINEE-LIST): no running nominee list during speeches (D29). */
  geo74: boolean;
  /** Geographic rule geo_7_6 (CONF-GEO-FLAGS, VOTE-FOUR-TIED-PAIR, WIN-THREE-MISSES): 4 at the table — no re-vote of a pair, and the 3-miss red win (D30). */
  geo76: boolean;
  /** mute: only the floor holder may speak; detect: nobody is muted by day (DAY-FLOOR-CONTROL). */
  floorControl: 'mute' | 'detect';
  /** Forum reveals a leaving player's role (D41); the sports presets never do. */
  revealOnOut: boolean;
  duelMaxRounds: number;
  /** FORUM-ACTIVITY (D44): fewer messages than this in a cycle is listed to the judge. */
  minMessages: number;
  minPlayers: number;
  maxPlayers: number;
  /**
   * TOUR-FIXED-SEATS: a tournament table's players in seat order 1…N (the seating's). Only they
   * may join, the deal keeps this order and shuffles the roles alone; absent in ordinary games.
   */
  seats?: string[];
}

export const BASE_DURATIONS: Durations = {
  speech: 40 * SECOND,
  tieSpeech: 30 * SECOND,
  shortSpeech: 30 * SECOND,
  silencedSpeech: 10 * SECOND,
  lastWord: 60 * SECOND,
  voteWindow: 10 * SECOND,
  nightWindow: 30 * SECOND,
  teamMeeting: 60 * SECOND,
  leadersMeeting: 30 * SECOND,
  lookAtCity: 10 * SECOND,
  speechWarning: 10 * SECOND,
  forumDay: 24 * HOUR,
  forumNight: 12 * HOUR,
  duelRound: 2 * HOUR,
  minNotice: 1 * HOUR,
};

/** What a lobby may change of its preset (guild settings and `/mafia start` options). */
export interface ConfigOverrides {
  timeScale?: number;
  speechMs?: number;
  nightWindowMs?: number;
  forumDayMs?: number;
  forumNightMs?: number;
  floorControl?: 'mute' | 'detect';
  geo74?: boolean;
  geo76?: boolean;
  /** TOUR-FIXED-SEATS: the seated players of a tournament table, in seat order. */
  seats?: string[];
}

/** CONF-DEFAULTS, CONF-GEO-FLAGS: the preset's defaults, with the lobby's overrides. */
export function presetConfig(preset: Preset, overrides: ConfigOverrides = {}): GameConfig {
  const durations: Durations = {
    ...BASE_DURATIONS,
    speech: preset === 'classic' ? 60 * SECOND : 40 * SECOND,
  };
  if (overrides.speechMs !== undefined) durations.speech = overrides.speechMs;
  if (overrides.nightWindowMs !== undefined) durations.nightWindow = overrides.nightWindowMs;
  if (overrides.forumDayMs !== undefined) durations.forumDay = overrides.forumDayMs;
  if (overrides.forumNightMs !== undefined) durations.forumNight = overrides.forumNightMs;
  const sizes: Record<Preset, [number, number]> = {
    stylized: [10, 16],
    classic: [10, 10],
    forum: [11, 29],
  };
  const [minPlayers, maxPlayers] = sizes[preset];
  return {
    preset,
    timeScale: overrides.timeScale ?? 1,
    durations,
    geo74: overrides.geo74 ?? true,
    geo76: overrides.geo76 ?? true,
    floorControl: preset === 'forum' ? 'detect' : (overrides.floorControl ?? 'mute'),
    revealOnOut: preset === 'forum',
    duelMaxRounds: 3,
    minMessages: 5,
    minPlayers,
    maxPlayers,
    ...(overrides.seats ? { seats: [...overrides.seats] } : {}),
  };
}

/** FORUM-SCHEDULE: phase lengths the host may change for the phases to come. */
export type PhaseLengthKey = 'forumDay' | 'forumNight';

/** The longest phase the host may set (the same bound as `/mafia start day_hours`). */
export const MAX_PHASE_HOURS = 168;

/** A day's or night's length as the next one runs it: the host's change, else the config's. */
export function phaseLength(
  config: GameConfig,
  schedule: Partial<Record<PhaseLengthKey, number>> | undefined,
  key: PhaseLengthKey,
): number {
  const base = schedule?.[key] ?? config.durations[key];
  return Math.max(1, Math.round(base * config.timeScale));
}

/** A duration as the game runs it: scaled, and never shorter than 1 ms. */
export function scaled(config: GameConfig, key: keyof Durations): number {
  return Math.max(1, Math.round(config.durations[key] * config.timeScale));
}

function repeat(role: Role, count: number): Role[] {
  return Array.from({ length: count }, () => role);
}

/** DEAL-STYLIZED, DEAL-CLASSIC, DEAL-FORUM:
 * The role multiset for N players, in the canonical order of the preset's table (the order
 * the deal shuffles from, FAIR-DERIVATION). Undefined when N is outside the preset's range.
 */
export function composition(preset: Preset, players: number): Role[] | undefined {
  if (preset === 'classic') {
    if (players !== 10) return undefined;
    return ['DON', ...repeat('MAFIOSO', 2), 'SHERIFF', ...repeat('CIVILIAN', 6)];
  }
  if (preset === 'stylized') {
    if (players < 10 || players > 16) return undefined;
    // D14: blacks B = floor((N−3)/2), Gambino ceil(B/2), K&A floor(B/2); FBI from N = 12.
    const blacks = Math.floor((players - 3) / 2);
    const gambino = Math.ceil(blacks / 2);
    const ka = Math.floor(blacks / 2);
    const redRoles: Role[] = ['DETECTIVE', 'LAWYER', 'JOURNALIST'];
    if (players >= 12) redRoles.push('FBI_AGENT');
    const businessmen = players - blacks - redRoles.length;
    return [
      'FATHER',
      ...repeat('MAFIOSO', gambino - 1),
      'GANG_HEAD',
      ...repeat('BANDIT', ka - 1),
      ...redRoles,
      ...repeat('BUSINESSMAN', businessmen),
    ];
  }
  if (players < 11 || players > 29) return undefined;
  // D34/D35: M = floor(N / k), k = 4 − 0.5·max(0, R − 2) clamped to [3, 4].
  const redRoles: Role[] = ['DETECTIVE', 'DOCTOR'];
  if (players >= 17) redRoles.push('JOURNALIST');
  if (players >= 23) redRoles.push('FBI_AGENT');
  const k = Math.min(4, Math.max(3, 4 - 0.5 * Math.max(0, redRoles.length - 2)));
  const mafia = Math.floor(players / k);
  return [
    ...repeat('MAFIOSO', mafia),
    ...redRoles,
    ...repeat('CIVILIAN', players - mafia - redRoles.length),
  ];
}

/** Which single-actor night actions a role holds (the shot is assigned by D05/D36, not by role). */
export function roleActions(role: Role): NightAction[] {
  switch (role) {
    case 'FATHER':
    case 'DON':
      return ['leaderCheck'];
    case 'DETECTIVE':
    case 'SHERIFF':
      return ['check'];
    case 'LAWYER':
    case 'DOCTOR':
      return ['protect'];
    case 'JOURNALIST':
      return ['compare'];
    case 'FBI_AGENT':
      return ['block'];
    default:
      return [];
  }
}

/** The role a leader's check looks for (D11, NIGHT-CHECKS). */
export function leaderCheckTarget(preset: Preset): Role {
  return preset === 'classic' ? 'SHERIFF' : 'DETECTIVE';
}

/** Night 0 (NIGHT0-STEPS): acquaintance only, fixed-length steps, no kill or check. */
export type NightZeroStep =
  { kind: 'meeting'; who: 'GAMBINO' | 'KA' | 'MAFIA' | 'LEADERS' } | { kind: 'look'; role: Role };

/** The steps of night zero for a preset and its roles (NIGHT0-STEPS). */
export function nightZeroSteps(preset: Preset, roles: readonly Role[]): NightZeroStep[] {
  if (preset === 'classic') {
    return [
      { kind: 'meeting', who: 'MAFIA' },
      { kind: 'look', role: 'SHERIFF' },
    ];
  }
  if (preset === 'forum') return [];
  const looks: NightZeroStep[] = (['FBI_AGENT', 'LAWYER', 'JOURNALIST', 'DETECTIVE'] as const)
    .filter((role) => roles.includes(role))
    .map((role) => ({ kind: 'look', role }));
  return [
    { kind: 'meeting', who: 'GAMBINO' },
    { kind: 'meeting', who: 'KA' },
    { kind: 'meeting', who: 'LEADERS' },
    ...looks,
  ];
}

export function nightZeroStepDuration(config: GameConfig, step: NightZeroStep): number {
  if (step.kind === 'look') return scaled(config, 'lookAtCity');
  return step.who === 'LEADERS' ? scaled(config, 'leadersMeeting') : scaled(config, 'teamMeeting');
}
