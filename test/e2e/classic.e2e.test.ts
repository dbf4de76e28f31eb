import { afterEach, describe, expect, it } from 'vitest';
import { verifyProtocol, type GameProtocol } from '../../src/protocol/index.ts';
import { FakeDiscord, type SeenMessage } from '@mafia-bot/fake-discord';
import { BotProcess } from '../../harness/bot-process.ts';
import { protocolOf } from './support/protocol.ts';
import { Table } from '../../harness/table.ts';
import { simplePolicy } from '../../harness/policies.ts';
import { waitUntil } from '../../harness/wait.ts';

describe('a whole classic game against the fake Discord (real bot process, real discord.js, real Redis)', () => {
  let fake: FakeDiscord | undefined;
  let bot: BotProcess | undefined;

  afterEach(async () => {
    // SIGTERM: a graceful stop that leaves the games saved, exit code 0.
    if (bot) expect(await bot.stop()).toBe(0);
    await fake?.close();
  });

  it('GIVEN ten players and a judge WHEN they play a classic game through slash commands and buttons THEN it ends with a winner, the report, the deal record and the game protocol, and nobody is left muted', async () => {
    fake = await FakeDiscord.start({ guild: { locale: 'en' } });
    bot = await BotProcess.start(fake, { timeScale: 0.05 });
    const table = new Table(fake, 10, 'en');
    await table.start('classic');
    await table.fill();
    await table.deal();
    const report = await table.playToTheEnd(simplePolicy(table));
    expect(report.text).toMatch(/wins|draw/i);
    const record = report.attachments[0]!.json() as { seats: string[]; roles: string[] };
    expect(record.seats).toHaveLength(10);
    // VOTE-SEQUENCE: each vote message is the public record of the vote ("the list of who voted for
    // whom is public"): closed, no "voting now", and as many votes as there were voters.
    const closedMark = table.label('ui.closedScreen');
    const votes = table.judge
      .visibleMessages('game')
      .filter((message) => /^(Vote|Revote) — day/m.test(message.text));
    expect(votes.length).toBeGreaterThan(0);
    // Issue 15: the report attaches the game protocol (JSON and CSV); its roles are the ones
    // the role cards told each player, its votes the ones the vote messages show.
    const protocol = protocolOf(report);
    for (const player of table.players) {
      const seat = protocol.seats[table.seatOf(player) - 1]!;
      expect(seat.userId).toBe(player.id);
      expect(seat.role, player.name).toBe(table.roleOf(player));
    }
    // FAIR-REVEAL: the verifier accepts it: its deal record verifies and its roles are the dealt ones.
    expect(verifyProtocol(protocol).checks.filter((check) => !check.ok)).toEqual([]);
    expect(votesInProtocol(protocol).length).toBeGreaterThan(0);
    expect(votesShown(votes)).toEqual(votesInProtocol(protocol));
    const csv = report.attachments.find((file) => file.filename.endsWith('.csv'))!;
    expect(csv.filename).toBe(`protocol-${protocol.gameId}.csv`);
    expect(csv.text().trimEnd().split('\r\n')).toHaveLength(11);
    for (const message of votes) {
      // Closed before the result came: by the time the report is out, every one is final.
      expect(message.text).toContain(closedMark);
      expect(message.text).not.toContain('voting now');
      const voters = Number(/Voters: (\d+)/.exec(message.text)?.[1]);
      const counted = [...message.text.matchAll(/\*\*#\d+\*\* — (\d+) votes?/g)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
      expect(counted, message.text).toBe(voters);
    }
    // Unmuting ten players takes about ten seconds under Discord's 5-per-5-s member-edit limit.
    await waitUntil(() => fake!.mutedMembers().length === 0, 30_000, 'everybody unmuted');
    expect(fake.redundantMemberEdits()).toEqual([]);
    // Voice: the bot tried to join the table's voice channel (gateway opcode 4); the fake has no
    // voice server, so joining failed after a few bounded tries (no reconnect storm), the judge
    // heard about it once, and the game went on.
    expect(fake.voiceJoins.length).toBeGreaterThan(0);
    expect(fake.voiceJoins.length).toBeLessThanOrEqual(12);
    const voiceNotice = table
      .label('judge.voiceUnavailable', { reason: 'joinFailed' })
      .slice(0, 40);
    await waitUntil(
      () => table.judge.dmMessages().some((message) => message.text.includes(voiceNotice)),
      20_000,
      'the judge told about voice',
    );
    expect(
      table.judge.dmMessages().filter((message) => message.text.includes(voiceNotice)),
    ).toHaveLength(1);
    expect(fake.unknownRoutes).toEqual([]);
    // Every click and command was answered well within Discord's 3 s.
    const interactions = fake.interactionLog();
    expect(interactions.length).toBeGreaterThan(50);
    for (const interaction of interactions)
      expect(interaction.latencyMs ?? Infinity).toBeLessThan(2000);
    expect(fake.internalErrors).toEqual([]);
    expect(bot.errors()).toEqual([]);
  }, 180_000);
});

type VoteLine = { day: number; round: number; candidate: number; voters: number[]; auto: number[] };

/** Each candidate line of the closed vote messages: "**#5** — 3 votes (#1, #3; not cast: #2)". */
function votesShown(messages: SeenMessage[]): VoteLine[] {
  const seats = (text = '') => [...text.matchAll(/#(\d+)/g)].map((match) => Number(match[1]));
  const lines = messages.flatMap((message) => {
    const [, kind, day] = /^(Vote|Revote) — day (\d+)/m.exec(message.text) ?? [];
    return [...message.text.matchAll(/^\*\*#(\d+)\*\* — \d+ votes?(?: \((.*)\))?$/gm)].map(
      ([, candidate, who]) => {
        const [cast, auto] = (who ?? '').startsWith('not cast: ')
          ? ['', who]
          : (who ?? '').split('; ');
        return {
          day: Number(day),
          round: kind === 'Vote' ? 1 : 2,
          candidate: Number(candidate),
          voters: seats(cast),
          auto: seats(auto),
        };
      },
    );
  });
  return inOrder(lines.filter((line) => line.voters.length + line.auto.length > 0));
}

function inOrder(lines: VoteLine[]): VoteLine[] {
  return lines.sort((a, b) => a.day - b.day || a.round - b.round || a.candidate - b.candidate);
}

/** The same lines from the protocol's vote rounds (a vote with one candidate has no message). */
function votesInProtocol(protocol: GameProtocol): VoteLine[] {
  const lines = protocol.votes
    .filter((round) => round.votes.length > 0)
    .flatMap((round) => {
      const candidates = [...new Set(round.votes.map((vote) => vote.candidate))];
      return candidates.map((candidate) => {
        const mine = round.votes.filter((vote) => vote.candidate === candidate);
        return {
          day: round.day,
          round: round.round,
          candidate,
          voters: mine.filter((vote) => !vote.auto).map((vote) => vote.voter),
          auto: mine.filter((vote) => vote.auto).map((vote) => vote.voter),
        };
      });
    });
  return inOrder(lines);
}
