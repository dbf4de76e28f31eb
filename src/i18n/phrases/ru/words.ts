import type { Forms } from '../../types.ts';
import type { Words } from '../book.ts';

/** «от 10 до 12 игроков», «выберите 3 игроков»: the genitive after a number. */
export const PLAYERS_GEN: Forms = ['игрока', 'игроков', 'игроков'];

/** One, few (2–4, but not 12–14) or many, by the last digits. */
function pluralIndex(n: number): 0 | 1 | 2 {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 0;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 1;
  return 2;
}

const day: Forms = ['день', 'дня', 'дней'];
const hour: Forms = ['час', 'часа', 'часов'];

export const WORDS: Words = {
  commands: {
    'mafia start': 'мафия старт',
    'mafia role': 'мафия роль',
    'mafia settings': 'мафия настройки',
    'mafia undo': 'мафия отменить',
  },
  and: 'и',
  pluralIndex,
  ordinal: (n) => `${n}-й`,
  reason: (text) => ` Причина: ${text}.`,
  units: {
    nominative: {
      day,
      hour,
      minute: ['минута', 'минуты', 'минут'],
      second: ['секунда', 'секунды', 'секунд'],
    },
    // «на 30 секунд», «через 1 минуту».
    accusative: {
      day,
      hour,
      minute: ['минуту', 'минуты', 'минут'],
      second: ['секунду', 'секунды', 'секунд'],
    },
  },
  fouls: ['фол', 'фола', 'фолов'],
  votes: ['голос', 'голоса', 'голосов'],
  players: ['игрок', 'игрока', 'игроков'],
};
