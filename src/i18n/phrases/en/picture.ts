import type { PicturePhrases } from '../book.ts';

/** The short words drawn on the picture of the table. */
export const PICTURE: PicturePhrases = {
  lobby: 'sign-up',
  stages: {
    lastWords: 'last words',
    speeches: 'speeches',
    voting: 'the vote',
    tieSpeeches: 'tie speeches',
    eliminateAll: 'vote: all of them out?',
    forumVoting: 'voting',
    duel: 'the duel',
  },
  paused: 'paused',
  left: (time) => `${time} left`,
  centre: {
    lobby: 'Sign-up',
    night: (day) => `Night ${day}`,
    day: (day) => `Day ${day}`,
    ended: 'Game over',
  },
  floor: {
    regular: (seat) => `Speaking: #${seat}`,
    silenced: (seat) => `#${seat} is silenced (3 fouls)`,
    short: (seat) => `Speaking: #${seat}, 30 s`,
    tie: (seat) => `Tie speech: #${seat}`,
    lastWord: (seat) => `Last word: #${seat}`,
  },
  out: {
    killed: 'killed',
    voted: 'voted out',
    jailed: 'jailed',
    removed: 'removed',
    day: 'day',
    night: 'night',
  },
  winner: { red: 'The town wins', black: 'Black wins', draw: 'A draw', aborted: 'Game stopped' },
  alt: (alive, out) => `The table: ${alive} in the game, ${out} out`,
};
