import { describe, expect, it } from 'vitest';
import {
  decide,
  screens,
  voiceTarget,
  type Command,
  type GameState,
  type Preset,
} from '../../src/engine/index.ts';
import { identityRandom, JUDGE } from '../../harness/engine-game.ts';
import { pool } from './properties/snapshots.ts';

const UNDO: Command = { type: 'undo', by: JUDGE };
/** Time between the action and the undo: the clock must not eat into a restored step. */
const LATER = 4_000;

function table(state: GameState) {
  return { seats: state.seats, phase: state.phase, memory: state.memory, schedule: state.schedule };
}

/** Every judge action `/mafia undo` takes back, on a seat at the floor, a leaving one and others. */
function actions(state: GameState): Command[] {
  const day = state.phase.kind === 'day' ? state.phase.day : undefined;
  const seats = [...new Set([day?.floor?.seat ?? 1, 1, Math.ceil(state.seats.length / 2)])];
  return [
    ...seats.flatMap((seat): Command[] => [
      { type: 'foul', by: JUDGE, seat },
      { type: 'unfoul', by: JUDGE, seat },
      { type: 'warn', by: JUDGE, seat },
      { type: 'disqualify', by: JUDGE, seat, reason: '5.1.4' },
    ]),
    { type: 'skip', by: JUDGE },
    { type: 'extend', by: JUDGE, seconds: 30 },
    { type: 'phaseLength', by: JUDGE, phase: 'day', hours: 30 },
  ];
}

function stepLeft(state: GameState, now: number): number | undefined {
  const running = state.timers.find((timer) => timer.kind === 'step');
  if (running) return running.deadlineAt - now;
  return state.paused?.timers.find((timer) => timer.kind === 'step')?.remainingMs;
}

const baseIds = (state: GameState) =>
  screens(state)
    .map((screen) => screen.id.split('~')[0])
    .sort();

/** One action and its undo from a reached state; false when the action was refused or ended the game. */
function actAndUndo(state: GameState, now: number, action: Command): boolean {
  const ctx = { now, random: identityRandom };
  const acted = decide(state, action, ctx);
  if (!acted.ok || acted.state.phase.kind === 'ended') return false;
  const undone = decide(acted.state, UNDO, { ...ctx, now: now + LATER });
  const what = `${action.type} in ${JSON.stringify(state.phase).slice(0, 120)}`;
  if (acted.state.undo?.lapsed === 'told') {
    // A night resolved by a skip: its results went out in private, so no undo.
    expect(!undone.ok && undone.error, what).toEqual({
      key: 'error.undo',
      params: { why: 'told', action: action.type },
    });
    return false;
  }
  expect(undone.ok, what).toBe(true);
  if (!undone.ok) return false;
  const after = undone.state;
  expect(table(after), what).toEqual(table(state));
  expect(voiceTarget(after), what).toEqual(voiceTarget(state));
  expect(baseIds(after), what).toEqual(baseIds(state));
  const ids = screens(after).map((screen) => screen.id);
  expect(new Set(ids).size, what).toBe(ids.length);
  // The step: as it was (an action that left it alone, an extension moved back), or, ended or
  // started by the action, with the time it had left then.
  const moved = JSON.stringify(acted.state.timers) !== JSON.stringify(state.timers);
  const expected =
    moved && action.type !== 'extend' ? stepLeft(state, now) : stepLeft(state, now + LATER);
  expect(stepLeft(after, now + LATER), what).toBe(expected);
  // And the game goes on from there.
  const step = after.timers.find((timer) => timer.kind === 'step');
  if (step) {
    const fired = decide(after, { type: 'timerExpired', timerId: step.id }, ctx);
    expect(fired.ok || fired.error.key, what).toBe(true);
  }
  return true;
}

describe('JUDGE-UNDO: every judge action, undone from states reached by fixed games', () => {
  for (const preset of ['classic', 'stylized', 'forum'] as Preset[]) {
    it(`GIVEN ${preset} games at many stages WHEN any judge action is taken and undone THEN the seats, phase, memory, voice, screens and step time are as before, and the game goes on`, () => {
      let undone = 0;
      const snapshots = pool(preset).filter((_, index) => index % 4 === 0);
      for (const snapshot of snapshots)
        for (const action of actions(snapshot.state))
          if (actAndUndo(snapshot.state, snapshot.now, action)) undone++;
      expect(undone).toBeGreaterThan(snapshots.length);
    }, 120_000);
  }
});
