import { describe, expect, it } from 'vitest';
import { setBotPermissions } from '@mafia-bot/fake-discord';
import { tournamentNight } from '../../harness/tournament.ts';

/** Small buckets so that one token is visibly the bottleneck even for three tables. */
const LIMIT = { limit: 5, windowMs: 5_000 };

describe('mute capacity for tournaments: helper tokens (issue 14, item 6; NIGHT0-STEPS: everyone muted at night)', () => {
  it('GIVEN three tables in one server WHEN Night 0 starts everywhere THEN every player is muted, with the bot alone and with two helper tokens, which share the edits', async () => {
    const alone = await tournamentNight({ tables: 3, helpers: 0, memberEditLimit: LIMIT });
    expect(alone.mutedAtEnd).toBe(alone.players);
    expect(alone.editsByBot[0]).toBeGreaterThanOrEqual(alone.players);

    const helped = await tournamentNight({ tables: 3, helpers: 2, memberEditLimit: LIMIT });
    expect(helped.mutedAtEnd).toBe(helped.players);
    // The edits were shared: more than one token made some.
    expect(helped.editsByBot.filter((edits) => edits > 0).length).toBeGreaterThan(1);
    // Generous sanity only (no timing asserts): helped is not slower than a whole minute.
    expect(helped.allMutedMs).toBeLessThan(60_000);
  }, 240_000);

  it('GIVEN a helper without Mute Members and one not in the server WHEN Night 0 starts THEN both are dropped, each judge is told once per helper, and everyone is still muted', async () => {
    const night = await tournamentNight({
      tables: 2,
      helpers: 3,
      memberEditLimit: LIMIT,
      prepare: (fake, helpers) => {
        setBotPermissions(fake.world, helpers[1]!, fake.guildId, []);
        fake.world.requireGuild(fake.guildId).members.delete(helpers[2]!.userId);
      },
    });
    expect(night.mutedAtEnd).toBe(night.players);
    expect(night.editsByBot[1]).toBeGreaterThan(0);
    for (const dms of night.judgeDms) {
      const told = dms.filter((text) => text.includes('helper bot'));
      expect(told.filter((text) => text.includes('Mute Helper 2'))).toHaveLength(1);
      expect(told.filter((text) => text.includes('Mute Helper 3'))).toHaveLength(1);
    }
  }, 240_000);
});
