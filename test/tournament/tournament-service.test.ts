import { afterEach, describe, expect, it } from 'vitest';
import { DocumentStore } from '../../src/store/document-store.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import type { TournamentDocument } from '../../src/tournament/service/document.ts';
import type {
  DisqualifyAtTable,
  TableDisqualification,
  TableToOpen,
  TournamentBoard,
} from '../../src/tournament/service/ports.ts';
import { TournamentService } from '../../src/tournament/service/tournament-service.ts';
import { standingsOf } from '../../src/tournament/service/views.ts';
import { CLASSIC_ROLES, finishedClassic, user } from '../season/fixtures.ts';
import { memoryLogger } from '../support/logger.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';
import { SEED } from './tournament-fixtures.ts';

const GUILD = '100000000000000777';
const CHIEF = { userId: '900000000000000001', name: 'Chief', privileged: true };
const TABLE_JUDGE = { userId: '900000000000000002', name: 'Table judge' };

/** The season's finished classic game, dealt as a real one is (its protocol needs the deal). */
function endedGame(gameId: string) {
  const state = finishedClassic({ gameId });
  const seed = 'a'.repeat(64);
  state.deal = {
    commitment: seed,
    serverSeed: seed,
    configHash: seed,
    roleMultiset: CLASSIC_ROLES,
  };
  state.memory.bestMove = { seat: 5, named: [1, 2, 6] };
  return state;
}

/** The board as the service drives it: every card, standings and reveal it was asked to show. */
class RecordingBoard implements TournamentBoard {
  cards = 0;
  standings: TournamentDocument[] = [];
  revealed = 0;
  rounds: number[] = [];
  showCard = async () => (++this.cards, 'card-1');
  showStandings = async (document: TournamentDocument) => (
    this.standings.push(document),
    'standings-1'
  );
  announceRound = async (_document: TournamentDocument, round: number) =>
    void this.rounds.push(round);
  revealSeed = async () => void this.revealed++;
}

describe("the tournament service over the games' store (real Redis)", () => {
  const kvs: RedisKv[] = [];
  afterEach(async () => {
    await kvs[0]?.clearPrefix();
    for (const kv of kvs.splice(0)) await kv.close();
  });

  /** A service as a bot process has it; two of them on one prefix are a restart. */
  async function service(
    prefix: string,
    opened: TableToOpen[],
    board = new RecordingBoard(),
    disqualify?: DisqualifyAtTable,
  ) {
    const kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix });
    kvs.push(kv);
    const store = new DocumentStore('redis', kv, memoryLogger().logger);
    const tournaments = new TournamentService({
      store,
      logger: memoryLogger().logger,
      drawSeed: () => SEED,
    });
    const open = async (table: TableToOpen) => (
      opened.push(table),
      { ok: true as const, gameId: `g${opened.length}` }
    );
    tournaments.attach(board, open, disqualify);
    return { tournaments, board };
  }

  it('TOUR-RESULTS TOUR-FIXED-SEATS GIVEN one table, one round WHEN it starts, its game ends twice (a restart) and its judge gives +0.3 THEN the table opened with the seating and the rules, the game counts once, the standings add up and the seed is revealed', async () => {
    const prefix = uniquePrefix('tournament-service');
    const opened: TableToOpen[] = [];
    const { tournaments, board } = await service(prefix, opened);
    const created = await tournaments.create({
      guildId: GUILD,
      channelId: '700000000000000001',
      locale: 'en',
      name: 'Cup',
      preset: 'classic',
      rounds: 1,
      tables: 1,
      chiefJudgeId: CHIEF.userId,
    });
    expect(created.ok).toBe(true);
    for (let seat = 1; seat <= 10; seat++)
      await tournaments.act(GUILD, {
        type: 'register',
        by: { userId: user(seat), name: `P${seat}` },
      });
    await tournaments.act(GUILD, { type: 'setFlags', by: CHIEF, geo76: false });
    await tournaments.act(GUILD, {
      type: 'setTable',
      by: CHIEF,
      table: 1,
      judgeId: TABLE_JUDGE.userId,
      textChannelId: '700000000000000002',
      voiceChannelId: '800000000000000002',
    });
    expect((await tournaments.act(GUILD, { type: 'startRound', by: CHIEF })).ok).toBe(true);
    const round = (await tournaments.read(GUILD))!.tournament.started[0]!;
    expect(opened).toEqual([
      expect.objectContaining({
        seats: round.tables[0]!.seats,
        judgeId: TABLE_JUDGE.userId,
        geo74: true,
        geo76: false,
      }),
    ]);
    expect(round.tables[0]!.gameId).toBe('g1');
    // The game ends; the process dies and the next one hands the same game in again.
    await tournaments.gameFinished(GUILD, endedGame('g1'));
    const restarted = await service(prefix, []);
    await restarted.tournaments.gameFinished(GUILD, endedGame('g1'));
    const given = await restarted.tournaments.act(GUILD, {
      type: 'extraPoints',
      by: TABLE_JUDGE,
      gameId: 'g1',
      seat: 4,
      points: '0.3',
      reason: 'checks',
    });
    expect(given.ok).toBe(true);
    const document = (await restarted.tournaments.read(GUILD))!;
    const rows = standingsOf(document.tournament);
    expect(rows.games).toBe(1);
    const total = (seat: number) => rows.rows.find((row) => row.userId === user(seat))?.total;
    // By hand: reds win (+1); #5 killed first names #1 #2 #6, two blacks: Best Move +0.25;
    // #8 left with 4 fouls: −0.5; the Sheriff #4 +0.3 from his judge; the Don #1 lost: 0.
    expect([total(4), total(5), total(8), total(1), total(6)]).toEqual([1.3, 1.25, 0.5, 0, 1]);
    expect(board.revealed).toBe(1);
    expect(document.cardMessageId).toBe('card-1');
  });

  it("TOUR-REMOVAL GIVEN 11 players, round 1 under way WHEN the chief judge removes a seated player before the deal, after it, and then the one who sits out THEN the first is refused (nothing changes), the second disqualifies him from his table's game first, and the third asks no game", async () => {
    const orders: TableDisqualification[] = [];
    let dealt = false;
    const disqualify: DisqualifyAtTable = async (order) =>
      dealt ? (orders.push(order), { ok: true }) : { ok: false, why: 'notDealt' };
    const { tournaments } = await service(
      uniquePrefix('tournament-removal'),
      [],
      undefined,
      disqualify,
    );
    await tournaments.create({
      guildId: GUILD,
      channelId: '700000000000000001',
      locale: 'en',
      name: 'Cup',
      preset: 'classic',
      rounds: 2,
      tables: 1,
      chiefJudgeId: CHIEF.userId,
    });
    for (let seat = 1; seat <= 11; seat++)
      await tournaments.act(GUILD, {
        type: 'register',
        by: { userId: user(seat), name: `P${seat}` },
      });
    await tournaments.act(GUILD, {
      type: 'setTable',
      by: CHIEF,
      table: 1,
      textChannelId: '700000000000000002',
      voiceChannelId: '800000000000000002',
    });
    await tournaments.act(GUILD, { type: 'startRound', by: CHIEF });
    const seats = (await tournaments.read(GUILD))!.tournament.started[0]!.tables[0]!.seats;
    const removal = (userId: string) =>
      tournaments.remove(GUILD, { type: 'removePlayer', by: CHIEF, userId, reason: 'insults' });
    expect(await removal(seats[4]!)).toEqual({
      ok: false,
      error: { key: 'tournament.removalBeforeDeal', params: { table: 1 } },
    });
    expect((await tournaments.read(GUILD))!.tournament.removed).toEqual([]);
    dealt = true;
    expect((await removal(seats[4]!)).ok).toBe(true);
    expect(orders).toEqual([{ guildId: GUILD, gameId: 'g1', userId: seats[4], reason: 'insults' }]);
    const sitsOut = Array.from({ length: 11 }, (_, i) => user(i + 1)).find(
      (id) => !seats.includes(id),
    )!;
    expect((await removal(sitsOut)).ok).toBe(true);
    expect(orders).toHaveLength(1);
    const { removed } = (await tournaments.read(GUILD))!.tournament;
    expect(removed.map((r) => [r.userId, r.fromRound])).toEqual([
      [seats[4], 2],
      [sitsOut, 2],
    ]);
  });
});
