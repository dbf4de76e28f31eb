import { leaderCheckTarget } from '../presets.ts';
import { seatOf } from '../queries.ts';
import type { NightFinding, ReportEntry } from '../messages.ts';
import type { NightAction } from '../roles.ts';
import type { GameState } from '../state/state.ts';

export function nightFinding(
  state: GameState,
  action: NightAction,
  targets: readonly number[],
): NightFinding | undefined {
  const first = seatOf(state, targets[0] ?? 0);
  if (!first) return undefined;
  const preset = state.config.preset;
  switch (action) {
    case 'check':
      return { kind: 'side', seat: first.seat, side: first.side };
    case 'leaderCheck': {
      const role = leaderCheckTarget(preset);
      return { kind: 'role', seat: first.seat, role, found: first.role === role };
    }
    case 'compare': {
      const second = seatOf(state, targets[1] ?? 0);
      if (!second) return undefined;
      // D08: stylized compares teams (Gambino ≠ K&A); forum compares sides.
      const same = preset === 'forum' ? first.side === second.side : first.team === second.team;
      return { kind: 'same', first: first.seat, second: second.seat, same };
    }
    default:
      return undefined;
  }
}

/** The timeline for the end-of-game report: the nights carry their findings. */
export function reportTimeline(state: GameState): ReportEntry[] {
  return state.timeline.map((entry) => {
    if (entry.kind !== 'night') return entry;
    const actions = entry.actions.map((move) => {
      const found = nightFinding(state, move.action, move.targets);
      return found ? { ...move, found } : move;
    });
    return { ...entry, actions };
  });
}

/** LAST-BESTMOVE-PICK: the Best Move's hits, the named seats that are black. */
export function bestMoveHits(state: GameState, named: readonly number[]): number {
  return named.filter((seat) => seatOf(state, seat)?.side === 'black').length;
}

/** Whether a check found what it seeks: a black seat (check), the sought role (leader check). */
export function checkHit(state: GameState, action: NightAction, targets: readonly number[]) {
  const finding = nightFinding(state, action, targets);
  if (finding?.kind === 'side') return finding.side === 'black';
  if (finding?.kind === 'role') return finding.found;
  return undefined;
}
