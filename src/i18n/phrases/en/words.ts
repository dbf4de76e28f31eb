import type { Forms } from '../../types.ts';
import type { Words } from '../book.ts';

export const FOULS: Forms = ['foul', 'fouls', 'fouls'];
export const VOTES: Forms = ['vote', 'votes', 'votes'];
export const PLAYERS: Forms = ['player', 'players', 'players'];

const UNITS: Words['units']['nominative'] = {
  day: ['day', 'days', 'days'],
  hour: ['hour', 'hours', 'hours'],
  minute: ['minute', 'minutes', 'minutes'],
  second: ['second', 'seconds', 'seconds'],
};

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export const WORDS: Words = {
  and: 'and',
  pluralIndex: (n) => (n === 1 ? 0 : 2),
  ordinal,
  reason: (text) => ` Reason: ${text}.`,
  units: { nominative: UNITS, accusative: UNITS },
  fouls: FOULS,
  votes: VOTES,
  players: PLAYERS,
};
