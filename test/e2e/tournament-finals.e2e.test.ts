/**
 * A tournament's finals and a removal mid-round, as people run them (issue 26, items 3, 5, 6):
 * a member who is not the chief judge is refused in his language; the chief judge hides the
 * extra points and declares a final table of 10; table 1 has no judge of its own, so the chief
 * judge judges it; during round 1 he removes a seated player, who is disqualified from the game
 * under way (announced there, −0.50 in the standings); the final seats the 10 best still
 * playing, the extra points show once it ends, and the seating with its final verifies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDiscord, type Player } from '@mafia-bot/fake-discord';
import type { GameProtocol } from '../../src/protocol/index.ts';
import { parseSeatingJson, verifySeatingFile } from '../../src/tournament/seating-file.ts';
import { BotProcess } from '../../harness/bot-process.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { Table } from '../../harness/table.ts';
import { waitUntil } from '../../harness/wait.ts';
import { protocolOf } from './support/protocol.ts';
import { judgesOf, seatingOf, standingsColumns } from './support/tournament-round.ts';

let fake: FakeDiscord | undefined;
let bot: BotProcess | undefined;

afterEach(async () => {
  if (bot) expect(await bot.stop()).toBe(0);
  await fake?.close();
});

describe('finals and a removal mid-round on the fake Discord (issue 26)', () => {
  it('TOUR-REMOVAL TOUR-FINAL TOUR-HIDDEN-EXTRAS TOUR-TABLE-JUDGE GIVEN 21 players, 2 tables, 1 round and a final of 10 WHEN the chief judge removes a player during round 1 THEN he is disqualified from that game, the extra points stay hidden until the final ends, and the final seats the 10 best still playing', async () => {
    fake = await FakeDiscord.start({
      guild: {
        locale: 'en',
        textChannels: ['club', 'game-1', 'game-2', 'game-3'],
        voiceChannels: ['Table 1', 'Table 2'],
      },
    });
    bot = await BotProcess.start(fake, { timeScale: 0.05 });
    const world = fake.world;
    const channelId = (name: string) =>
      [...world.channels.values()].find((c) => c.name === name)!.id;
    const chief = fake.addPlayer({ name: 'Chief', locale: 'en', permissions: ['ManageGuild'] });
    chief.defaultChannelId = channelId('club');
    const judge2 = fake.addPlayer({ name: 'Judge 2', locale: 'en' });
    const players = Array.from({ length: 21 }, (_, i) =>
      fake!.addPlayer({ name: `P${i + 1}`, locale: 'en' }),
    );
    const member = fake.addPlayer({ name: 'Member', locale: 'ru' });
    member.defaultChannelId = channelId('club');
    const view = new Table(fake, 0, 'en', { textChannel: 'club', voiceChannel: 'Table 1' });
    const label = view.label.bind(view);
    const ru = new Table(fake, 0, 'ru', { textChannel: 'club', voiceChannel: 'Table 1' });

    const create = { name: 'Cup', preset: 'classic', rounds: 1, tables: 2 };
    expect((await member.slash('tournament', 'create', create)).text).toBe(
      ru.label('tournament.notChiefJudge', {}),
    );
    expect((await chief.slash('tournament', 'create', create)).text).toBe(
      label('tournament.created', { name: 'Cup' }),
    );
    expect((await member.slash('tournament', 'final', { size: 10 })).text).toBe(
      ru.label('tournament.notChiefJudge', {}),
    );
    expect((await chief.slash('tournament', 'options', { hide_extras: true })).text).toBe(
      label('tournament.optionsSet', { hideExtras: true }),
    );
    expect((await chief.slash('tournament', 'final', { size: 10 })).text).toBe(
      label('tournament.finalDeclared', { size: 10 }),
    );
    const card = await chief.waitForMessage(
      (m) => m.buttons.some((b) => b.label === label('tournament.button.register')),
      { channel: 'club' },
    );
    for (const player of players) {
      player.defaultChannelId = chief.defaultChannelId;
      await player.click(card, label('tournament.button.register'));
    }

    /** Sets the rooms, starts the round and hands back its tables as the announcement seats them. */
    const startRound = async (round: number, texts: string[], judges: (Player | undefined)[]) => {
      for (const [index, text] of texts.entries())
        await chief.slash('tournament', 'table', {
          number: index + 1,
          text: { id: channelId(text) },
          voice: { id: channelId(`Table ${index + 1}`) },
          ...(judges[index] ? { judge: { id: judges[index].id } } : {}),
        });
      expect((await chief.slash('tournament', 'start_round')).text).toBe(label('ui.done', {}));
      const announcement = await chief.waitForMessage(
        (m) => m.text.includes(`**Round ${round}**`),
        { channel: 'club', timeoutMs: 15_000 },
      );
      const seating = seatingOf(announcement.text);
      // TOUR-TABLE-JUDGE: a table without a judge of its own is judged by the chief judge.
      const judging = judgesOf(announcement.text).map((id) =>
        [chief, judge2].find((p) => p.id === id)!,
      );
      expect(judging.map((p) => p.name)).toEqual(judges.map((p) => (p ?? chief).name));
      const tables = texts.map((text, index) => {
        const table = new Table(fake!, 0, 'en', {
          textChannel: text,
          voiceChannel: `Table ${index + 1}`,
        });
        const seated = seating[index]!.map((id) => players.find((p) => p.id === id)!);
        for (const player of seated) {
          player.defaultChannelId = channelId(text);
          player.joinVoice(`Table ${index + 1}`);
        }
        Object.assign(table, { players: seated, judge: judging[index]! });
        return table;
      });
      await Promise.all(tables.map((table) => table.fill()));
      return { seating, tables };
    };
    const giveExtra = async (table: Table, n: number, seat: number) => {
      table.judge.defaultChannelId = chief.defaultChannelId;
      const given = await table.judge.slash('tournament', 'points', {
        table: n,
        seat,
        value: '0.3',
        reason: 'sharp reads',
      });
      expect(given.text).toBe(label('tournament.pointsGiven', { seat, points: 0.3 }));
    };
    const standingsShown = () =>
      chief.visibleMessages('club').find((m) => m.text.startsWith('**Standings — Cup**'))?.text ??
      '';

    // Round 1: table 1 judged by the chief judge, table 2 by its own judge.
    const one = await startRound(1, ['game-1', 'game-2'], [undefined, judge2]);
    const protocols: GameProtocol[] = [];
    let removed: Player | undefined;
    await Promise.all(
      one.tables.map(async (table, index) => {
        await table.deal();
        if (index === 0) {
          // TOUR-REMOVAL: the chief judge removes seat 5 while the game is under way.
          removed = table.atSeat(5);
          chief.defaultChannelId = channelId('club');
          const removal = await chief.slash('tournament', 'remove', {
            player: { id: removed.id },
            reason: 'insulted the judge',
          });
          expect(removal.text).toBe(
            label('tournament.removed', { userId: removed.id, fromRound: 2 }),
          );
          await waitUntil(
            () =>
              table.judge
                .visibleMessages('game-1')
                .some((m) => m.text.includes('removed from the tournament: insulted the judge')),
            15_000,
            'the disqualification announced at the table',
          );
        }
        const protocol = protocolOf(await table.playToTheEnd(simplePolicy(table)));
        protocols.push(protocol);
        await giveExtra(table, index + 1, 3);
      }),
    );
    const atTable1 = protocols.find((p) => p.seats.some((s) => s.userId === removed!.id))!;
    expect(atTable1.seats.find((s) => s.seat === 5)?.out?.type).toBe('disqualified');
    await waitUntil(
      () => standingsShown().includes('(2 games counted)'),
      15_000,
      'the standings after round 1',
    );
    // Hidden: every line's extra column says so; the removed player's penalty is −0.50.
    // A line is found by the name the games showed (as the standings print it).
    const nameOf = (player: Player) =>
      protocols.flatMap((game) => game.seats).find((seat) => seat.userId === player.id)!.name;
    const rowOf = (player: Player) => {
      const columns = standingsColumns(standingsShown(), nameOf(player));
      if (!columns) throw new Error(`no line for ${nameOf(player)} in\n${standingsShown()}`);
      return columns;
    };
    const playedOne = one.seating.flat().map((id) => players.find((p) => p.id === id)!);
    for (const player of playedOne) expect(rowOf(player)[4], player.name).toBe('hidden');
    expect(rowOf(removed!)[7]).toBe('\u22120.50');
    expect(rowOf(removed!)).toContain('[removed]');

    // The final: the 10 best still playing, at table 1 in a fresh channel.
    const final = await startRound(2, ['game-3'], [undefined]);
    expect(final.seating).toHaveLength(1);
    expect(final.seating[0]).toHaveLength(10);
    expect(final.seating[0]).not.toContain(removed!.id);
    await waitUntil(
      () =>
        standingsShown()
          .split('\n')
          .filter((l) => l.includes('[final]')).length === 10,
      15_000,
      'the finalists marked',
    );
    const [table] = final.tables;
    await table!.deal();
    protocols.push(protocolOf(await table!.playToTheEnd(simplePolicy(table!))));
    await giveExtra(table!, 1, 3);
    // The end: the extra points are shown (+0.30 on the lines of those who got them).
    await waitUntil(
      () => standingsShown().includes('(3 games counted)') && !standingsShown().includes('hidden'),
      15_000,
      'the extra points revealed after the final',
    );
    const reveal = await chief.waitForMessage(
      (m) => m.attachments.some((a) => a.filename === 'seating.json'),
      { channel: 'club', timeoutMs: 15_000 },
    );
    const parsed = parseSeatingJson(
      reveal.attachments.find((a) => a.filename === 'seating.json')!.text(),
    );
    expect(parsed.ok && parsed.file.final?.seats).toHaveLength(10);
    expect(parsed.ok && verifySeatingFile(parsed.file)).toEqual({ ok: true, games: 3 });
  }, 300_000);
});
