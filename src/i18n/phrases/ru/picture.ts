import type { PicturePhrases } from '../book.ts';

/** Короткие слова на картинке стола. */
export const PICTURE: PicturePhrases = {
  lobby: 'запись',
  stages: {
    lastWords: 'последние слова',
    speeches: 'речи',
    voting: 'голосование',
    tieSpeeches: 'речи при равенстве',
    eliminateAll: 'голосование: поднять всех?',
    forumVoting: 'голосование',
    duel: 'дуэль',
  },
  paused: 'пауза',
  left: (time) => `осталось ${time}`,
  centre: {
    lobby: 'Запись',
    night: (day) => `Ночь ${day}`,
    day: (day) => `День ${day}`,
    ended: 'Игра окончена',
  },
  floor: {
    regular: (seat) => `Говорит №${seat}`,
    silenced: (seat) => `№${seat} молчит (3 фола)`,
    short: (seat) => `Говорит №${seat}, 30 с`,
    tie: (seat) => `Речь при равенстве: №${seat}`,
    lastWord: (seat) => `Последнее слово: №${seat}`,
  },
  out: {
    killed: 'убит',
    voted: 'заголосован',
    jailed: 'посажен',
    removed: 'удалён',
    day: 'день',
    night: 'ночь',
  },
  winner: {
    red: 'Победа города',
    black: 'Победа чёрных',
    draw: 'Ничья',
    aborted: 'Игра остановлена',
  },
  alt: (alive, out) => `Стол: в игре ${alive}, выбыли ${out}`,
};
