/** The running step ends: its floor set at once if it waits for it (GAME-CLOCK-ON-FLOOR), then its timer fires. */
function runOut(before: GameState, random: RandomSource): GameState {
  let state = before;
  const wait = floorWait(state);
  if (wait) {
    const timer = state.timers.find((entry) => entry.id === wait.id);
    const now = (timer?.deadlineAt ?? T0) - FLOOR_GRACE_MS;
    state = mustOk(decide(state, { type: 'floorSet', timerId: wait.id }, { now, random }), 'floor');
  }
  const step = state.timers.find((timer) => timer.kind === 'step');
  if (!step) throw new Error('setup: no step timer');
  return mustOk(
    decide(state, { type: 'timerExpired', timerId: step.id }, { now: step.deadlineAt, random }),
    'opening',
  );
}

/** The dealt game a run starts from: a seeded deal played on to the chosen opening. */
import { createHash } from 'node:crypto';
import {
  createGame,
  decide,
  FLOOR_GRACE_MS,
  floorWait,
  presetConfig,
  type Command,
  type Decision,
  type GameState,
  type Preset,
  type RandomSource,
} from '../../../src/engine/index.ts';
import { aliveSeats, modelShooters, seatAt } from './model.ts';
import type { RunInput } from './inputs.ts';
import { GAME_ID, JUDGE, T0 } from './support.ts';

const VOICE_CHANNEL = '700000000000000001';

export function seedHex(index: number): string {
  return createHash('sha256').update(`property-seed-${index}`).digest('hex');
}

const dealtCache = new Map<string, GameState>();

export function mustOk(decision: Decision, what: string): GameState {
  if (!decision.ok) throw new Error(`setup: ${what} refused: ${decision.error.key}`);
  return decision.state;
}

/** The dealt game a run starts from (cached: the engine never changes its input state). */
export function dealtGame(preset: Preset, input: RunInput, random: RandomSource): GameState {
  // The lobby's rule switches do not change the deal or Night 0: one cached deal serves all.
  const config = presetConfig(preset, {
    geo76: input.geo76,
    geo74: input.geo74,
    floorControl: input.detect ? 'detect' : 'mute',
  });
  const key = [preset, input.players, input.seed, input.opening, input.voice].join('|');
  const cached = dealtCache.get(key);
  if (cached) return { ...cached, config };
  const ctx = { now: T0, random };
  let state = createGame({
    gameId: GAME_ID,
    judgeId: JUDGE.userId,
    ...(input.voice && preset !== 'forum' ? { voiceChannelId: VOICE_CHANNEL } : {}),
    config: presetConfig(preset),
    now: T0,
    serverSeed: 'a'.repeat(64),
    commitment: 'c'.repeat(64),
    configHash: 'd'.repeat(64),
  });
  for (let index = 1; index <= input.players; index++) {
    const userId = String(100000000000000000n + BigInt(index * 7919));
    state = mustOk(decide(state, { type: 'join', by: { userId, name: `P${index}` } }, ctx), 'join');
  }
  state = mustOk(
    decide(
      state,
      {
        type: 'deal',
        by: JUDGE,
        finalSeed: 'f'.repeat(64),
        players: state.lobby.map((entry) => entry.userId),
      },
      ctx,
    ),
    'deal',
  );
  // Let every step run out until the opening is reached (Day 1 has no vote: nobody nominates).
  const reached = (): boolean =>
    input.opening === 'night0' ||
    (input.opening === 'day1'
      ? state.phase.kind === 'day'
      : state.phase.kind === 'night' && state.phase.night.number === 1);
  while (!reached()) {
    state = runOut(state, random);
  }
  if (input.opening === 'day2') {
    // Every shooter names the same red player: he is killed on Night 1 and has the Best Move.
    const victim = aliveSeats(state).find((seat) => seat.side === 'red')?.seat ?? 1;
    for (const shooter of modelShooters(state)) {
      const by = { userId: seatAt(state, shooter)?.userId ?? '' };
      const shot: Command = { type: 'nightAction', by, action: 'shot', targets: [victim] };
      state = mustOk(decide(state, shot, ctx), 'night 1 shot');
    }
  }
  while (input.opening === 'day2' && state.phase.kind === 'night') {
    state = runOut(state, random);
  }
  dealtCache.set(key, state);
  return { ...state, config };
}
