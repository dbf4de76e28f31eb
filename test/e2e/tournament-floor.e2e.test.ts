import { describe, expect, it } from 'vitest';
import { tournamentFloor } from '../../harness/tournament-floor.ts';

describe('GAME-CLOCK-ON-FLOOR: on a tournament night the clock waits for the microphones (issue 23, defect 3)', () => {
  it('GIVEN three tables of ten dealt at once in one server, member edits rate-limited (Discord’s 10 per 10 s), one helper token WHEN Night 0 and Day 1’s speeches run THEN each table’s Night 0 runs its whole length after its last mute, and every speaker can speak at least 98% of his speech', async () => {
    const night = await tournamentFloor({
      tables: 3,
      helpers: 1,
      memberEditLimit: { limit: 10, windowMs: 10_000 },
      timeScale: 0.05,
    });
    expect(night.tablesDone).toBe(3);
    for (const after of night.nightAfterMutesMs)
      expect(after).toBeGreaterThanOrEqual(night.nightZeroMs);
    expect(night.speeches).toHaveLength(30);
    const shares = night.speeches.map((speech) => speech.share);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.98);
    expect(night.graceExpired).toBe(0);
  }, 240_000);
});
