import type { Forms } from '../../types.ts';
import type { Words } from '../book.ts';

export const FOULS: Forms = ['фол', 'фола', 'фолов'];
export const VOTES: Forms = ['голос', 'голоса', 'голосов'];
export const PLAYERS: Forms = ['игрок', 'игрока', 'игроков'];
/** «от 10 до 12 игроков», «нужно 11 игроков»: the genitive after a number. */
export const PLAYERS_GEN: Forms = ['игрока', 'игроков', 'игроков'];

const NOMINATIVE: Words['units']['nominative'] = {
  day: ['день', 'дня', 'дней'],
  hour: ['час', 'часа', 'часов'],
  minute: ['минута', 'минуты', 'минут'],
  second: ['секунда', 'секунды', 'секунд'],
};

/** «на 30 секунд», «через 1 минуту». */
const ACCUSATIVE: Words['units']['accusative'] = {
  ...NOMINATIVE,
  minute: ['минуту', 'минуты', 'минут'],
  second: ['секунду', 'секунды', 'секунд'],
};

/** One, few (2–4, but not 12–14) or many, by the last digits. */
function pluralIndex(n: number): 0 | 1 | 2 {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 0;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 1;
  return 2;
}

export const WORDS: Words = {
  and: 'и',
  pluralIndex,
  ordinal: (n) => `${n}-й`,
  reason: (text) => ` Причина: ${text}.`,
  units: { nominative: NOMINATIVE, accusative: ACCUSATIVE },
  fouls: FOULS,
  votes: VOTES,
  players: PLAYERS,
};
