/** How the scripted players choose when it is up to them: the simple (sports) policy and the forum policy. */
import type { Player } from '@mafia-bot/fake-discord';
import { sideOfTeam, teamOf } from '../src/engine/rules/roles.ts';
import type { Table } from './table.ts';
import { type Policy } from './table.ts';

/** The seat number in an option label or a title ("Seat #5 — P3" → 5). */
export function seatIn(label: string): number {
  return Number(/#(\d+)/.exec(label)?.[1] ?? 0);
}

/**
 * A simple table: blacks shoot the lowest seat that is not on their team (they know it from
 * their card), the checkers check the first seat offered, every speaker nominates the first seat
 * offered, everybody votes for the first candidate and says yes to eliminating all.
 */
export function simplePolicy(table: Table): Policy {
  // The words before the teammates' seats on a card, learnt from a sample card in this language.
  const sample = table.label('role.card', {
    seat: 1,
    role: 'MAFIOSO',
    team: 'MAFIA',
    preset: 'classic',
    teammates: [97, 98],
  });
  const sampleLine = sample.split('\n').find((line) => line.includes('#97')) ?? '';
  const prefix = sampleLine.slice(0, sampleLine.indexOf('#97'));
  const teammates = (player: Player): number[] => {
    const line = table
      .card(player)
      .split('\n')
      .find((entry) => prefix !== '' && entry.startsWith(prefix));
    return [...(line ?? '').matchAll(/#(\d+)/g)].map((match) => Number(match[1]));
  };
  // Blacks tell each other their team in the Night-0 meetings, so the leaders of the two black
  // teams know every black seat and shoot the same player.
  const knownBlacks = (player: Player): Set<number> =>
    new Set([
      table.seatOf(player),
      ...teammates(player),
      ...[...table.threadTalk(player).matchAll(/#(\d+)/g)].map((match) => Number(match[1])),
    ]);
  const shot = table.label('control.nightTarget', { action: 'shot' });
  return {
    night: (player, placeholder, options) => {
      if (placeholder === shot) {
        const mine = knownBlacks(player);
        const target = options.find((option) => !mine.has(Number(/#(\d+)/.exec(option)?.[1])));
        return target ? [target] : null;
      }
      const others = options.filter(
        (option) => Number(/#(\d+)/.exec(option)?.[1]) !== table.seatOf(player),
      );
      return placeholder === table.label('control.nightTarget', { action: 'compare' })
        ? others.slice(0, 2)
        : others.slice(0, 1);
    },
    nominate: (player, options) =>
      options.find((option) => Number(/#(\d+)/.exec(option)?.[1]) !== table.seatOf(player)) ?? null,
    vote: () => true,
    eliminateAll: () => true,
    // Forum: everyone votes for the lowest seat he does not know to be on his own side.
    forumVote: (player, options) => {
      const mine = knownBlacks(player);
      return options.find((option) => !mine.has(seatIn(option))) ?? null;
    },
    // Forum duel: the cover and the shot follow the seat, so the duellists seldom agree.
    duel: (player, placeholder, options) => {
      const seat = table.seatOf(player);
      if (placeholder === table.label('control.duelCover')) return options[seat % 3] ?? null;
      if (placeholder === table.label('control.duelPosition'))
        return options[(seat + 1) % 3] ?? null;
      return options[0] ?? null;
    },
    meeting: (player) =>
      [table.seatOf(player), ...teammates(player)].map((seat) => `#${seat}`).join(' '),
    bestMove: (player, options) =>
      options
        .filter((option) => Number(/#(\d+)/.exec(option)?.[1]) !== table.seatOf(player))
        .slice(0, 3),
  };
}

/**
 * A forum table that reaches an end: the mafia shoot the lowest seat not on their side, the
 * Doctor protects the highest seat he may, the Detective checks seats he has not checked yet
 * and tells the game channel when he finds a mafioso, and the town votes for the newest seat
 * named so (else the lowest seat); the mafia vote for the lowest town seat.
 */
export function forumPolicy(table: Table): Policy {
  const simple = simplePolicy(table);
  const results = (['red', 'black'] as const).map((side) => ({
    side,
    parts: table.label('night.result.check', { seat: 0, side, preset: 'forum' }).split('#0'),
  }));
  /** What the Detective learnt: seat → mafia or not, from his DMs. */
  const checks = (player: Player): Map<number, boolean> => {
    const found = new Map<number, boolean>();
    for (const message of player.dmMessages()) {
      const seat = seatIn(message.text);
      for (const { side, parts } of results)
        if (seat > 0 && message.text.includes(`${parts[0]}#${seat}${parts[1]}`))
          found.set(seat, side === 'black');
    }
    return found;
  };
  const accusation = (seat: number) => `#${seat}: mafia (checked). Vote #${seat}!`;
  const check = table.label('control.nightTarget', { action: 'check' });
  const protect = table.label('control.nightTarget', { action: 'protect' });
  const mafioso = (player: Player) => table.roleOf(player) === 'MAFIOSO';
  return {
    ...simple,
    night: (player, placeholder, options) => {
      const others = options.filter((option) => seatIn(option) !== table.seatOf(player));
      if (placeholder === check) {
        const known = checks(player);
        const next = others.find((option) => !known.has(seatIn(option)));
        return next ? [next] : others.slice(0, 1);
      }
      if (placeholder === protect) return others.slice(-1);
      return simple.night(player, placeholder, options);
    },
    talk: (player) => {
      const found = [...checks(player)].filter(([, isMafia]) => isMafia).map(([seat]) => seat);
      const last = found.at(-1);
      return last !== undefined ? accusation(last) : null;
    },
    forumVote: (player, options) => {
      if (!mafioso(player)) {
        const named = table.judge
          .visibleMessages('game')
          .filter((message) => message.authorId !== table.fake.botUserId)
          .map((message) => seatIn(message.text))
          .reverse()
          .find((seat) => options.some((option) => seatIn(option) === seat));
        const pick = options.find((option) => seatIn(option) === named);
        if (pick) return pick;
      }
      return simple.forumVote?.(player, options) ?? null;
    },
  };
}

/**
 * A classic table the mafia wins: the blacks shoot the lowest red seat as in simplePolicy (so a
 * red dies on Night 1), and everybody nominates and votes only red seats (the scripted players
 * read their DMs, as the test does, so they know every role), so each day eliminates reds too.
 */
export function mafiaWinsPolicy(table: Table): Policy {
  const simple = simplePolicy(table);
  const red = (label: string) => {
    const seat = seatIn(label);
    const player = table.players.find((entry) => table.seatOf(entry) === seat);
    const role = player ? table.roleOf(player) : undefined;
    return role !== undefined && sideOfTeam(teamOf('classic', role)) === 'red';
  };
  return {
    ...simple,
    nominate: (player, options) =>
      options.find((option) => seatIn(option) !== table.seatOf(player) && red(option)) ?? null,
    vote: (_player, buttonLabel) => red(buttonLabel),
  };
}
