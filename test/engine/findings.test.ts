import { describe, expect, it } from 'vitest';
import type { MessageParams, ReportEntry } from '../../src/engine/rules/messages.ts';
import { TestGame } from '../../harness/engine-game.ts';

const JUDGE = { userId: '900000000000000001' };

type NightReport = Extract<ReportEntry, { kind: 'night' }>;

function reportedNights(game: TestGame): NightReport[] {
  const report = game.find('game.report')?.params as MessageParams['game.report'];
  return report.timeline.filter((entry): entry is NightReport => entry.kind === 'night');
}

describe('NIGHT-CHECKS: what a check finds, told again in the report (D08)', () => {
  it('GIVEN a stylized night of a check, a leader check, a comparison, protection and a block WHEN the Judge ends the game THEN the report carries what each check found, as the actors were told', () => {
    const game = TestGame.started('stylized', 16);
    game.toNight();
    game.act(7, 'check', [4]); // Detective checks the Gang Head
    game.act(1, 'leaderCheck', [7]); // Father finds the Detective
    game.act(9, 'compare', [1, 4]); // Gambino and K&A: different teams (D08)
    game.act(8, 'protect', [9]);
    game.act(10, 'block', [11]);
    game.fire();
    game.ok({ type: 'end', by: JUDGE });

    const [night] = reportedNights(game);
    const found = Object.fromEntries(night!.actions.map((move) => [move.action, move.found]));
    expect(found).toEqual({
      check: { kind: 'side', seat: 4, side: 'black' },
      leaderCheck: { kind: 'role', seat: 7, role: 'DETECTIVE', found: true },
      compare: { kind: 'same', first: 1, second: 4, same: false },
      protect: undefined,
      block: undefined,
    });
    expect(game.find('night.result.compare', { seat: 9 })?.params).toMatchObject({ same: false });
    expect(game.find('night.result.leaderCheck', { seat: 1 })?.params).toEqual({
      seat: 7,
      found: true,
      role: 'DETECTIVE',
    });
    // The saved timeline keeps the moves only: findings are derived, never stored.
    const saved = game.state.timeline.find((entry) => entry.kind === 'night');
    expect(saved?.kind === 'night' && saved.actions.every((move) => !('found' in move))).toBe(true);
  });

  it('GIVEN a forum night WHEN the Journalist compares a mafioso and a townsman THEN the report finds different sides and the Detective a side', () => {
    const game = TestGame.started('forum', 29);
    game.toNight();
    game.act(12, 'compare', [1, 13]);
    game.act(10, 'check', [1]);
    game.fire();
    game.ok({ type: 'end', by: JUDGE });
    const found = reportedNights(game)[0]!.actions.map((move) => move.found);
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'same', first: 1, second: 13, same: false },
        { kind: 'side', seat: 1, side: 'black' },
      ]),
    );
  });
});
