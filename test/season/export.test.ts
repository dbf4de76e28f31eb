import { describe, expect, it } from 'vitest';
import { summarizeGame } from '../../src/season/game-summary.ts';
import { seasonGamesCsv, seasonJson, seasonStandingsCsv } from '../../src/season/export.ts';
import { finishedClassic, user } from './fixtures.ts';

const game = { ...summarizeGame(finishedClassic({ gameId: 'g1' }))!, channelId: 'chan-7' };
const data = {
  guildId: 'guild-1',
  season: { name: 'Winter', start: '2026-12-01', end: '2027-02-28' },
  games: [game],
  voids: [],
};

describe('the season export (issue 26, items 7 and 8)', () => {
  it('GIVEN a counted game WHEN exported THEN games.csv has a row per seat: id, date, channel, winner, player id, nickname, role, points', () => {
    const [head, ...rows] = seasonGamesCsv(data).trimEnd().split('\n');
    expect(head).toBe(
      'game_id,date,channel_id,preset,winner,seat,user_id,nickname,role,rating_role,side,won,points,best_move_hits,fouls,removed',
    );
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe(
      `g1,2026-12-01,chan-7,classic,red,1,${user(1)},P1,DON,don,black,false,0,,0,false`,
    );
    expect(rows[4]).toBe(
      `g1,2026-12-01,chan-7,classic,red,5,${user(5)},P5,CIVILIAN,civ,red,true,1.25,2,0,false`,
    );
  });

  it('GIVEN a counted game WHEN exported THEN the standings sheet ranks by points and the JSON carries the season, the games and the mafiaratings shape', () => {
    const [head, first] = seasonStandingsCsv(data).split('\n');
    expect(head).toBe('rank,user_id,nickname,games,wins,points');
    expect(first).toBe(`1,${user(5)},P5,1,1,1.25`);
    const json = JSON.parse(seasonJson(data));
    expect(json).toMatchObject({ format: 'mafia-bot/season', season: { name: 'Winter' } });
    expect(json.games[0].mafiaratings).toMatchObject({ id: 'g1', winner: 'civ' });
    expect(json.games[0].mafiaratings.players[3]).toMatchObject({ role: 'sheriff' });
    expect(json.games[0].mafiaratings.players[7]).toMatchObject({
      death: { type: 'warnings' },
      warnings: 4,
    });
  });
});
