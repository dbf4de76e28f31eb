import type { Correction, GameState, TimelineEntry } from '../engine/index.ts';
import type { GameProtocol, ProtocolSeat } from './schema.ts';

type Entry<K extends TimelineEntry['kind']> = Extract<TimelineEntry, { kind: K }>;

/** The judge's corrections still in force (one taken back by JUDGE-UNDO is no longer one). */
function corrections(state: GameState): Array<Entry<'correction'>> {
  return state.timeline.filter(
    (entry): entry is Entry<'correction'> => entry.kind === 'correction',
  );
}

/**
 * JUDGE-WITHDRAW-NOMINATION: whether this nomination was later taken back by the judge (it was
 * never voted on; the protocol keeps it, marked).
 */
function withdrawn(state: GameState, nomination: Entry<'nomination'>): boolean {
  return corrections(state).some(
    ({ day, correction: c }) =>
      c.what === 'withdraw' &&
      day === nomination.day &&
      c.by === nomination.by &&
      c.target === nomination.target,
  );
}

/**
 * Every nomination of the game in order; JUDGE-NOMINATE-ALOUD: one the judge entered is marked
 * `byJudge`; JUDGE-WITHDRAW-NOMINATION: one he took back, `withdrawn`.
 */
export function protocolNominations(state: GameState): GameProtocol['nominations'] {
  return state.timeline.flatMap((entry) =>
    entry.kind === 'nomination'
      ? [
          {
            day: entry.day,
            by: entry.by,
            target: entry.target,
            ...(entry.byJudge ? { byJudge: true as const } : {}),
            ...(withdrawn(state, entry) ? { withdrawn: true as const } : {}),
          },
        ]
      : [],
  );
}

/** A seat's own nominations that stand (a withdrawn one was entered by mistake). */
export function seatNominations(state: GameState, seat: number): ProtocolSeat['nominations'] {
  return protocolNominations(state)
    .filter((entry) => entry.by === seat && !entry.withdrawn)
    .map(({ day, target, byJudge }) => ({ day, target, ...(byJudge ? { byJudge } : {}) }));
}

/** The judge's corrections in order, each with the day and the part of it it was made in. */
export function protocolCorrections(state: GameState): GameProtocol['corrections'] {
  return corrections(state).map(({ day, phase, correction }) => ({
    day,
    phase,
    ...(correction satisfies Correction),
  }));
}
