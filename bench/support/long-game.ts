import type { Player } from '@mafia-bot/fake-discord';
import { type Policy, type Table } from '../../harness/table.ts';
import { seatIn, simplePolicy } from '../../harness/policies.ts';
import { sideOfTeam, teamOf } from '../../src/engine/rules/roles.ts';

type Side = 'red' | 'black';

/** The shape of a scripted game: the side voted out each day, and which nights the shot hits. */
export interface GameScript {
  /** Day n votes out a seat of `votedOut[n - 1]` (the first speaker nominates one). */
  votedOut: Side[];
  /** Night n: the blacks name one red seat (a kill), or each another (a miss). */
  kills: boolean[];
}

/**
 * A classic game of 10 that lasts 5 nights after Night 0: three nights the blacks do not agree
 * (as a table that cannot meet again after Night 0 often does), and the votes take reds until
 * the last days. A game of 10 that votes somebody out every day cannot last 5 nights unless
 * three nights miss or three days vote nobody out: this is such a game, with every day's vote.
 * 7 red, 3 black: D1 red (6-3), N1 miss, D2 black (6-2), N2 miss, D3 red (5-2), N3 miss,
 * D4 red (4-2), N4 kill (3-2), D5 black (3-1), N5 kill (2-1), D6 black: red wins.
 */
export const FIVE_NIGHTS: GameScript = {
  votedOut: ['red', 'black', 'red', 'red', 'black', 'black'],
  kills: [false, false, false, true, true],
};

/** The highest n for which some message of the game channel shows `title(n)`. */
function latest(table: Table, title: (n: number) => string): number {
  const texts = table.fake.messages(table.textChannel).map((message) => message.text);
  let n = 0;
  while (texts.some((text) => text.includes(title(n + 1)))) n++;
  return n;
}

/**
 * The simple policy of the e2e table steered to a script: the bench reads every card (the
 * scripted people do not), so the day's nominations and the night's shot follow the script.
 */
export function scriptedPolicy(table: Table, script: GameScript): Policy {
  const simple = simplePolicy(table);
  const sideAt = (seat: number): Side | undefined => {
    const role = table.roleOf(table.atSeat(seat));
    return role ? sideOfTeam(teamOf('classic', role)) : undefined;
  };
  const shot = table.label('control.nightTarget', { action: 'shot' });
  const blackSeats = () =>
    table.players.map((player) => table.seatOf(player)).filter((seat) => sideAt(seat) === 'black');
  const split = (player: Player, options: string[]): string[] | null => {
    const reds = options.filter((option) => sideAt(seatIn(option)) === 'red');
    const own = table.seatOf(player);
    // The living blacks: any living player may be shot, so they are among the options.
    const alive = blackSeats().filter(
      (seat) => seat === own || options.some((option) => seatIn(option) === seat),
    );
    const index = alive.indexOf(own);
    // Each black names another red seat; a lone black does not shoot at all.
    return alive.length > 1 && reds[index] ? [reds[index]] : null;
  };
  return {
    ...simple,
    night: (player, placeholder, options) => {
      if (placeholder !== shot) return simple.night(player, placeholder, options);
      const night = latest(table, (n) => table.label('night.title', { night: n }));
      return script.kills[night - 1] === false
        ? split(player, options)
        : simple.night(player, placeholder, options);
    },
    nominate: (player, options) => {
      const day = latest(table, (n) => table.label('day.title', { day: n }));
      const wanted = script.votedOut[day - 1];
      const others = options.filter((option) => seatIn(option) !== table.seatOf(player));
      return others.find((option) => sideAt(seatIn(option)) === wanted) ?? others[0] ?? null;
    },
  };
}
