import { describe, expect, it } from 'vitest';
import { FLOOR_GRACE_MS, floorWait } from '../../src/engine/index.ts';
import { scaled } from '../../src/engine/rules/presets.ts';
import { VoiceEditError } from '../../src/orchestrator/ports.ts';
import { Environment, STORES } from './environment.ts';
import { dealtClassic, toDay } from './games.ts';

/** Discord answers an unmute only this long after it was asked (a queue of member edits). */
const SLOW_UNMUTE_MS = 3_000;

async function withEnvironment(run: (env: Environment) => Promise<void>): Promise<void> {
  const { store, dispose } = await STORES[1]!.open();
  try {
    await run(new Environment(store));
  } finally {
    await dispose();
  }
}

/** Discord fails every unmute (a 500), so a speech's floor is never confirmed. */
function failUnmutes(env: Environment): void {
  env.voice.onEdit = (_userId, muted) => {
    if (!muted) throw new VoiceEditError('failed', 'Internal Server Error (500)');
  };
}

async function stateOf(env: Environment, gameId: string) {
  return (await env.orchestrator.read(gameId))!.state;
}

describe('GAME-CLOCK-ON-FLOOR: the orchestrator starts a step’s clock once Discord confirmed its mutes', () => {
  it('GIVEN unmutes that Discord answers 3 s late WHEN the floor is handed to #1 THEN his speech’s deadline counts from the confirmed unmute, not from the handover', async () => {
    await withEnvironment(async (env) => {
      const gameId = await dealtClassic(env);
      // Night 0: the whole table muted first, then its first step's clock.
      const night = await stateOf(env, gameId);
      expect(floorWait(night)).toBeUndefined();
      const firstStep = night.timers.find((timer) => timer.kind === 'step')!;
      const lastMute = Math.max(...env.voice.edits.map((edit) => edit.at));
      expect(env.voice.edits.filter((edit) => edit.muted)).toHaveLength(10);
      expect(firstStep.deadlineAt).toBeGreaterThanOrEqual(lastMute);

      env.voice.onEdit = (_userId, muted) => {
        if (!muted) env.clock.time += SLOW_UNMUTE_MS;
      };
      await toDay(env, gameId);
      const day = await stateOf(env, gameId);
      const speaker = day.seats[0]!.userId;
      const unmute = env.voice.edits.find((edit) => edit.userId === speaker && !edit.muted)!;
      const speech = scaled(day.config, 'speech');
      const step = day.timers.find((timer) => timer.kind === 'step')!;
      expect(step.deadlineAt).toBe(unmute.at + speech);
    });
  });

  it('GIVEN the speaker’s unmute failing at Discord WHEN his floor is awaited THEN after the grace the clock starts anyway and the judge is told why', async () => {
    await withEnvironment(async (env) => {
      const gameId = await dealtClassic(env);
      failUnmutes(env);
      await toDay(env, gameId);
      const waiting = await stateOf(env, gameId);
      expect(floorWait(waiting)).toBeDefined();
      const handedAt = env.clock.now();
      await env.advanceToNextTimer();
      const day = await stateOf(env, gameId);
      const step = day.timers.find((timer) => timer.kind === 'step')!;
      expect(step.deadlineAt).toBe(handedAt + FLOOR_GRACE_MS + scaled(day.config, 'speech'));
      const told = env.table.notices.filter((entry) => entry.event.to.kind === 'judge');
      expect(told.flatMap((entry) => entry.event.lines.map((line) => line.key))).toContain(
        'floor.graceExpired',
      );
    });
  });

  it('GIVEN a speech waiting for its floor WHEN the bot restarts THEN the new process redoes the mutes and the speech’s clock starts from their confirmation', async () => {
    await withEnvironment(async (env) => {
      const gameId = await dealtClassic(env);
      failUnmutes(env);
      await toDay(env, gameId);
      expect(floorWait(await stateOf(env, gameId))).toBeDefined();

      delete env.voice.onEdit;
      env.clock.time += 2_000;
      await env.restart();
      const day = await stateOf(env, gameId);
      expect(floorWait(day)).toBeUndefined();
      const speaker = day.seats[0]!.userId;
      expect(env.voice.members.get(speaker)?.serverMuted).toBe(false);
      expect(day.timers.find((timer) => timer.kind === 'step')?.deadlineAt).toBe(
        env.clock.now() + scaled(day.config, 'speech'),
      );
    });
  });

  it('GIVEN the speaker out of the voice channel WHEN the floor is handed to him THEN his clock starts at once (there is nothing to unmute, the game is not held)', async () => {
    await withEnvironment(async (env) => {
      const gameId = await dealtClassic(env);
      const first = (await stateOf(env, gameId)).seats[0]!.userId;
      env.voice.leave(first);
      await toDay(env, gameId);
      const day = await stateOf(env, gameId);
      expect(floorWait(day)).toBeUndefined();
      expect(day.timers.find((timer) => timer.kind === 'step')?.deadlineAt).toBe(
        env.clock.now() + scaled(day.config, 'speech'),
      );
    });
  });
});
