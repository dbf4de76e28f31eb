import type { Words } from '../book.ts';

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const units: Words['units']['nominative'] = {
  day: ['day', 'days', 'days'],
  hour: ['hour', 'hours', 'hours'],
  minute: ['minute', 'minutes', 'minutes'],
  second: ['second', 'seconds', 'seconds'],
};

/** English has one form for one and another for every other count. */
export const WORDS: Words = {
  commands: {
    'mafia start': 'mafia start',
    'mafia role': 'mafia role',
    'mafia settings': 'mafia settings',
    'mafia undo': 'mafia undo',
  },
  and: 'and',
  pluralIndex: (n) => (n === 1 ? 0 : 2),
  ordinal,
  reason: (text) => ` Reason: ${text}.`,
  units: { nominative: units, accusative: units },
  fouls: ['foul', 'fouls', 'fouls'],
  votes: ['vote', 'votes', 'votes'],
  players: ['player', 'players', 'players'],
};
