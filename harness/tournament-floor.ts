/**
 * The clock against the floor on a tournament night (issue 23, defect 3, GAME-CLOCK-ON-FLOOR):
 * several classic tables of ten in one server dealt at once, played through Night 0 and Day 1's
 * speeches (nobody passes: every speech runs its whole time) with Discord's member-edit limit on.
 * Measured from outside, on the fake's member edits: whether each table was muted before its
 * Night 0 ran, and how much of each speech its speaker could really speak.
 */
import type { MemberEditRecord, FakeDiscord } from '@mafia-bot/fake-discord';
import {
  nightZeroStepDuration,
  nightZeroSteps,
  presetConfig,
  scaled,
} from '../src/engine/rules/presets.ts';
import { BotProcess } from './bot-process.ts';
import { Table } from './table.ts';
import { tournamentServer } from './tournament.ts';

export interface FloorNightOptions {
  tables: number;
  helpers: number;
  /** Member edits per bot and per server (Discord: about 10 per 10 s). */
  memberEditLimit: { limit: number; windowMs: number };
  timeScale: number;
  /** How long to wait for every table's Day-1 speeches to end. */
  timeoutMs?: number;
}

/** One Day-1 speech, as Discord saw it. */
export interface SpeechSeen {
  table: number;
  /** The unmute's arrival at Discord → Discord's answer (ms). */
  unmuteMs: number;
  /**
   * Discord's confirmed unmute → the first sign at Discord that the bot moved on (the speaker's
   * mute or the next speaker's unmute arriving), over the speech's length.
   */
  share: number;
}

export interface FloorNightResult {
  /** Per table: its last Night-0 mute confirmed → Day 1's first unmute arriving (ms). */
  nightAfterMutesMs: number[];
  /** Night 0's length at this time scale (its steps' clocks, end to end). */
  nightZeroMs: number;
  speechMs: number;
  speeches: SpeechSeen[];
  /** Tables whose ten speeches ended within the timeout. */
  tablesDone: number;
  /** The bot's own log: each step's ask → Discord's confirmation of its mutes (ms). */
  waits: Array<{ night: boolean; waitedMs: number }>;
  /** Judges told that the microphones were not confirmed in time (the wait ran out). */
  graceExpired: number;
  editsByBot: number[];
  rejected: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Edit = MemberEditRecord & { muted: boolean };

function tableEdits(fake: FakeDiscord, table: Table): Edit[] {
  const ids = new Set(table.players.map((player) => player.id));
  return fake.memberEdits
    .filter((edit) => edit.status === 200 && ids.has(edit.userId) && 'mute' in edit.body)
    .map((edit) => ({ ...edit, muted: edit.body.mute === true }))
    .sort((a, b) => a.arrivedAt - b.arrivedAt);
}

/** Day 1's speeches of one table: each speaker's unmute, and what ended his speech. */
function speechesOf(edits: Edit[], index: number, speechMs: number): SpeechSeen[] {
  const unmutes = dayOneUnmutes(edits);
  const seen: SpeechSeen[] = [];
  for (const [k, unmute] of unmutes.entries()) {
    const mute = edits.find(
      (edit) => edit.muted && edit.userId === unmute.userId && edit.arrivedAt > unmute.arrivedAt,
    );
    const next = edits.filter((edit) => !edit.muted)[k + 1];
    const ends = [mute?.arrivedAt, next?.arrivedAt].filter((at): at is number => at !== undefined);
    if (ends.length === 0) continue;
    seen.push({
      table: index,
      unmuteMs: unmute.at - unmute.arrivedAt,
      share: (Math.min(...ends) - unmute.at) / speechMs,
    });
  }
  return seen;
}

/** Infinity when Day 1 did not begin within the run. */
function nightAfterMutes(edits: Edit[]): number {
  const firstUnmute = edits.find((edit) => !edit.muted);
  if (!firstUnmute) return Infinity;
  const before = edits.filter((edit) => edit.muted && edit.arrivedAt < firstUnmute.arrivedAt);
  return firstUnmute.arrivedAt - Math.max(...before.map((edit) => edit.at));
}

/** Day 1: the first ten unmutes, one per speaker (no kill at Night 0, no last word). */
function dayOneUnmutes(edits: Edit[]): Edit[] {
  return edits.filter((edit) => !edit.muted).slice(0, 10);
}

/** Ten speeches ended: ten unmutes, each followed by its speaker's mute. */
function speechesEnded(edits: Edit[]): boolean {
  const unmutes = dayOneUnmutes(edits);
  return (
    unmutes.length >= 10 &&
    unmutes.every((unmute) =>
      edits.some(
        (edit) => edit.muted && edit.userId === unmute.userId && edit.arrivedAt > unmute.arrivedAt,
      ),
    )
  );
}

function floorWaits(lines: string[]): FloorNightResult['waits'] {
  return lines.flatMap((line) => {
    if (!line.includes('"floor set"')) return [];
    const entry = JSON.parse(line) as { night: boolean; waitedMs: number };
    return [{ night: entry.night, waitedMs: entry.waitedMs }];
  });
}

export async function tournamentFloor(options: FloorNightOptions): Promise<FloorNightResult> {
  const { fake, helpers, channels } = await tournamentServer(options);
  const bot = await BotProcess.start(fake, {
    timeScale: options.timeScale,
    env: {
      LOG_LEVEL: 'debug',
      ...(helpers.length > 0 ? { MAFIA_HELPER_TOKENS: helpers.map((h) => h.token).join(',') } : {}),
    },
  });
  const config = presetConfig('classic', { timeScale: options.timeScale });
  const nightZeroMs = nightZeroSteps('classic', [])
    .map((step) => nightZeroStepDuration(config, step))
    .reduce((a, b) => a + b, 0);
  const speechMs = scaled(config, 'speech');
  const tables = channels.map(
    (n) => new Table(fake, 10, 'en', { textChannel: `game-${n}`, voiceChannel: `Table ${n}` }),
  );
  try {
    await Promise.all(tables.map((table) => table.start('classic')));
    await Promise.all(tables.map((table) => table.fill()));
    await Promise.all(tables.map((table) => table.deal()));
    const deadline = Date.now() + (options.timeoutMs ?? 180_000);
    const done = () => tables.filter((table) => speechesEnded(tableEdits(fake, table))).length;
    while (Date.now() < deadline && done() < tables.length) await sleep(100);
    const edits = tables.map((table) => tableEdits(fake, table));
    const accepted = fake.memberEdits.filter((edit) => edit.status === 200);
    return {
      nightAfterMutesMs: edits.map(nightAfterMutes),
      nightZeroMs,
      speechMs,
      speeches: edits.flatMap((table, index) => speechesOf(table, index, speechMs)),
      tablesDone: done(),
      waits: floorWaits(bot.lines),
      graceExpired: tables
        .flatMap((table) => table.judge.dmMessages().map((message) => message.text))
        .filter((text) => text.includes('did not confirm the microphones')).length,
      editsByBot: [fake.botUserId, ...helpers.map((h) => h.userId)].map(
        (id) => accepted.filter((edit) => edit.botUserId === id).length,
      ),
      rejected: fake.memberEdits.length - accepted.length,
    };
  } finally {
    await bot.stop();
    await fake.close();
  }
}
