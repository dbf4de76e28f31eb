/**
 * A club tournament as people run it (issue 26): the chief judge creates it, players register on
 * its card, two tables with their own judges start each round together with the seated players,
 * the table judges give extra points after each game, one player is removed after round 1, and
 * the seating checks out once the seed is revealed. 21 players: with 20 seats a round, a removal
 * after round 1 would leave 19 for round 2.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameProtocol } from '../../src/protocol/index.ts';
import { verifySeatingFile, parseSeatingJson } from '../../src/tournament/seating-file.ts';
import { FakeDiscord, type Player } from '@mafia-bot/fake-discord';
import { BotProcess } from '../../harness/bot-process.ts';
import { protocolOf } from './support/protocol.ts';
import { seatingOf } from './support/tournament-round.ts';
import { mafiaWinsPolicy, simplePolicy } from '../../harness/policies.ts';
import { Table } from '../../harness/table.ts';
import { waitUntil } from '../../harness/wait.ts';

const TABLES = [1, 2];
let fake: FakeDiscord | undefined;
let bot: BotProcess | undefined;

afterEach(async () => {
  if (bot) expect(await bot.stop()).toBe(0);
  await fake?.close();
});

/** Night 1's victim as a red: FIIM's first-killed (he earns Ci if his side lost). */
const killedFirstAsRed = (seat: GameProtocol['seats'][number]) =>
  seat.side === 'red' &&
  seat.out?.type === 'nightKill' &&
  seat.out.day === 1 &&
  seat.out.phase === 'night';

/**
 * TOUR-EXTRA-PANEL: the judge's panel in his DMs, once the game has ended, shows the seats; he
 * clicks #3, fills the form by its labels ("0,3", a reason), and the panel shows +0.30 for #3.
 */
async function pointsFromPanel(table: Table, label: Table['label']): Promise<void> {
  const panel = () =>
    table.judge.dmMessages().findLast((message) => message.title === label('panel.title'));
  const seatButton = (message: ReturnType<typeof panel>) =>
    message?.buttons.find((button) => button.label.startsWith('#3 '));
  await waitUntil(() => seatButton(panel()) !== undefined, 15_000, 'the extra points step');
  const opened = await table.judge.click(panel()!, seatButton(panel())!.label);
  await table.judge.submitModal(opened, {
    [label('tournament.extraValue')]: '0,3',
    [label('tournament.extraReason')]: 'sharp reads',
  });
  await waitUntil(() => panel()!.text.includes('+0.30'), 15_000, 'the points on the panel');
}

/** The standings print a typographic minus (U+2212), as the penalty's −0.50 shows. */
const shown = (points: number) => points.toFixed(2).replace('-', '\u2212');

/**
 * The hand computation of FIIM points (README, "Tournament scoring"), from the protocols: each
 * player's total and his Ci, as the standings print them.
 */
function byHand(protocols: GameProtocol[], extras: Map<string, number>) {
  const totals = new Map<string, { total: number; games: number; k: number; lostFirst: number }>();
  for (const game of protocols)
    for (const seat of game.seats) {
      const row = totals.get(seat.userId) ?? { total: 0, games: 0, k: 0, lostFirst: 0 };
      row.games++;
      if (seat.outcome === 'win') row.total += 1;
      row.total += extras.get(`${game.gameId}:${seat.seat}`) ?? 0;
      const first = killedFirstAsRed(seat);
      if (first && seat.bestMove) row.total += [0, 0, 0.25, 0.5][Math.min(seat.bestMove.hits, 3)]!;
      if (first) row.k++;
      if (first && seat.outcome === 'loss') row.lostFirst++;
      const out = seat.out?.type;
      if (out === 'teamLoss' || game.result.penaltySeat === seat.seat) row.total -= 0.7;
      else if (out === 'fouls' || out === 'disqualified') row.total -= 0.5;
      totals.set(seat.userId, row);
    }
  return new Map(
    [...totals].map(([userId, row]) => {
      const norm = Math.round(0.4 * row.games);
      const ci =
        row.lostFirst === 0
          ? 0
          : norm === 0
            ? 0.4 * row.lostFirst
            : row.lostFirst * Math.min(0.4, (0.4 * row.k) / norm);
      return [userId, { total: shown(row.total + ci), ci: shown(ci) }];
    }),
  );
}

describe('a club tournament on the fake Discord (issue 26)', () => {
  it("GIVEN 21 players, 2 tables, 2 rounds and two table judges WHEN the chief judge runs it THEN both tables of a round start together with their seated players, nobody else joins, the judges' points and every game are in the standings as computed by hand, a player removed after round 1 sits out round 2, and the seating verifies", async () => {
    fake = await FakeDiscord.start({
      guild: {
        locale: 'en',
        textChannels: ['club', 'game-1', 'game-2', 'game-3', 'game-4'],
        voiceChannels: ['Table 1', 'Table 2'],
      },
    });
    bot = await BotProcess.start(fake, { timeScale: 0.05 });
    const world = fake.world;
    const channelId = (name: string) =>
      [...world.channels.values()].find((c) => c.name === name)!.id;
    const chief = fake.addPlayer({ name: 'Chief', locale: 'en', permissions: ['ManageGuild'] });
    chief.defaultChannelId = channelId('club');
    const judges = TABLES.map((n) => fake!.addPlayer({ name: `Judge ${n}`, locale: 'en' }));
    const players = Array.from({ length: 21 }, (_, i) =>
      fake!.addPlayer({ name: `P${i + 1}`, locale: 'en' }),
    );
    const outsider = fake.addPlayer({ name: 'Outsider', locale: 'en' });
    const view = new Table(fake, 0, 'en', { textChannel: 'club', voiceChannel: 'Table 1' });
    const label = view.label.bind(view);

    expect(
      (
        await chief.slash('tournament', 'create', {
          name: 'Cup',
          preset: 'classic',
          rounds: 2,
          tables: 2,
        })
      ).text,
    ).toBe(label('tournament.created', { name: 'Cup' }));
    const card = await chief.waitForMessage(
      (m) => m.buttons.some((b) => b.label === label('tournament.button.register')),
      { channel: 'club' },
    );
    const seedSha256 = /SHA-256: `([0-9a-f]{64})`/.exec(card.text)?.[1];
    expect(seedSha256).toMatch(/^[0-9a-f]{64}$/);
    for (const player of players) {
      player.defaultChannelId = chief.defaultChannelId;
      await player.click(card, label('tournament.button.register'));
    }

    const protocols: GameProtocol[] = [];
    const extras = new Map<string, number>();
    let removed: Player | undefined;
    let compensated: string | undefined;
    for (const round of [1, 2]) {
      // Each round's games in fresh text channels (the reports of round 1 stay readable).
      const text = (n: number) => `game-${(round - 1) * TABLES.length + n}`;
      for (const n of TABLES)
        await chief.slash('tournament', 'table', {
          number: n,
          judge: { id: judges[n - 1]!.id },
          text: { id: channelId(text(n)) },
          voice: { id: channelId(`Table ${n}`) },
        });
      const started = await chief.slash('tournament', 'start_round');
      expect(started.text).toBe(label('ui.done', {}));
      const announcement = await chief.waitForMessage(
        (m) => m.text.includes(`**Round ${round}**`),
        { channel: 'club', timeoutMs: 15_000 },
      );
      const seating = seatingOf(announcement.text);
      expect(seating.map((table) => table.length)).toEqual([10, 10]);
      if (removed) expect(seating.flat()).not.toContain(removed.id);
      const tables = TABLES.map((n) => {
        const table = new Table(fake!, 0, 'en', {
          textChannel: text(n),
          voiceChannel: `Table ${n}`,
        });
        const seated = seating[n - 1]!.map((id) => players.find((p) => p.id === id)!);
        for (const player of seated) {
          player.defaultChannelId = channelId(text(n));
          player.joinVoice(`Table ${n}`);
        }
        judges[n - 1]!.defaultChannelId = channelId(text(n));
        Object.assign(table, { players: seated, judge: judges[n - 1]! });
        return table;
      });
      // Both tables' lobbies are there as soon as the round is announced.
      const lobbies = await Promise.all(
        tables.map((table) => table.waitForButton(table.judge, label('control.join'))),
      );
      outsider.defaultChannelId = channelId(text(1));
      const refused = await outsider.followUpOf(
        await outsider.click(lobbies[0]!, label('control.join')),
      );
      expect(refused.text).toBe(label('error.notSeatedHere', {}));
      if (removed) {
        removed.defaultChannelId = channelId(text(1));
        expect(
          (await removed.followUpOf(await removed.click(lobbies[0]!, label('control.join')))).text,
        ).toBe(label('error.notSeatedHere', {}));
      }
      await Promise.all(
        tables.map(async (table, index) => {
          const n = index + 1;
          await table.fill();
          await table.deal();
          // Round 2, table 1: its judge disqualifies seat 5 at once (a penalty in the standings).
          if (round === 2 && n === 1)
            await table.judge.slash('mafia', 'disqualify', {
              player: { id: table.players.find((p) => table.seatOf(p) === 5)!.id },
              reason: '4',
            });
          // Round 1, table 1: the mafia wins, a red shot on Night 1 (Ci is certainly earned).
          const mafiaWins = round === 1 && n === 1;
          const policy = mafiaWins ? mafiaWinsPolicy(table) : simplePolicy(table);
          const report = await table.playToTheEnd(policy);
          const protocol = protocolOf(report);
          expect(protocol.seats.map((s) => s.userId)).toEqual(seating[index]);
          if (mafiaWins) {
            expect(protocol.result.winner).toBe('black');
            compensated = protocol.seats.find(killedFirstAsRed)?.userId;
            expect(compensated, 'a red shot on Night 1').toBeDefined();
          }
          protocols.push(protocol);
          // The table judge gives seat 3 +0.3 once the game is over: by the command, and in
          // round 2 at table 2 from his panel (TOUR-EXTRA-PANEL).
          if (round === 2 && n === 2) await pointsFromPanel(table, label);
          else {
            const given = await table.judge.slash('tournament', 'points', {
              table: n,
              seat: 3,
              value: '0.3',
              reason: 'sharp reads',
            });
            expect(given.text).toBe(label('tournament.pointsGiven', { seat: 3, points: 0.3 }));
          }
          extras.set(`${protocol.gameId}:3`, 0.3);
        }),
      );
      const expected = byHand(protocols, extras);
      const standingsShown = () =>
        chief.visibleMessages('club').find((m) => m.text.startsWith('**Standings — Cup**'));
      await waitUntil(
        () => {
          const text = standingsShown()?.text ?? '';
          return (
            text.includes(`(${protocols.length} games counted)`) &&
            [...expected.values()].every(({ total }) => text.includes(total))
          );
        },
        15_000,
        'the standings after every game and every point',
      ).catch((error: Error) => {
        throw new Error(
          `${error.message}\n${standingsShown()?.text}\nby hand: ${JSON.stringify([...expected])}`,
        );
      });
      const standings = standingsShown();
      // Each player's line shows his total as computed by hand (names as the games showed them).
      for (const [userId, { total, ci }] of expected) {
        const name = protocols
          .flatMap((game) => game.seats)
          .find((seat) => seat.userId === userId)!.name;
        const line = standings!.text
          .split('\n')
          .find((l) => l.includes(` ${name.slice(0, 16).padEnd(16)} `));
        expect(line, name).toContain(` ${total}`);
        // Columns: place, name, total, win, extra, best move, Ci, penalty, (games).
        const columns = line!.trim().split(/\s+/);
        if (userId === compensated) {
          expect(Number(ci), 'the Night-1 victim of a lost game earns Ci').toBeGreaterThan(0);
          expect(columns[6], `${name}'s Ci`).toBe(ci);
        }
      }
      expect(compensated, 'the Ci player was in the standings').toBeDefined();
      if (round === 1) {
        removed = players.find((p) => seating[0]!.includes(p.id))!;
        const removal = await chief.slash('tournament', 'remove', {
          player: { id: removed.id },
          reason: 'insulted the judge',
        });
        expect(removal.text).toBe(
          label('tournament.removed', { userId: removed.id, fromRound: 2 }),
        );
      }
    }
    const reveal = await chief.waitForMessage(
      (m) => m.attachments.some((a) => a.filename === 'seating.json'),
      { channel: 'club', timeoutMs: 15_000 },
    );
    const parsed = parseSeatingJson(
      reveal.attachments.find((a) => a.filename === 'seating.json')!.text(),
    );
    expect(parsed.ok && parsed.file.seedSha256).toBe(seedSha256);
    expect(parsed.ok && verifySeatingFile(parsed.file)).toEqual({ ok: true, games: 4 });
  }, 300_000);
});
