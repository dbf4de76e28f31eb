import type { Composers } from './compose.ts';

/** The short words drawn on the picture of the table (src/picture/table-picture.ts). */
export const PICTURE_TEXTS = {
  'picture.caption': (book, { preset, phase, day, stage, paused, left }, f) => {
    const { picture, status } = book;
    const phaseWord = {
      lobby: picture.lobby,
      night: day === 0 ? status.nightZero : status.night(day),
      day: status.day(day),
      ended: status.ended,
    }[phase];
    return [
      f.preset(preset),
      phaseWord,
      ...(stage ? [picture.stages[stage]] : []),
      ...(paused ? [picture.paused] : left ? [picture.left(left)] : []),
    ].join(' · ');
  },
  'picture.centre': (book, { phase, day }) => {
    const { centre } = book.picture;
    if (phase === 'night') return centre.night(day);
    return phase === 'day' ? centre.day(day) : centre[phase];
  },
  'picture.floor': (book, { seat, kind }) => book.picture.floor[kind](seat),
  'picture.out': (book, { reason, day, phase, preset }) => {
    const { out } = book.picture;
    const how = reason === 'voted' && preset === 'forum' ? out.jailed : out[reason];
    return `${how} · ${phase === 'day' ? out.day : out.night} ${day}`;
  },
  'picture.winner': (book, { winner }) => book.picture.winner[winner],
  'picture.alt': (book, { alive, out }) => book.picture.alt(alive, out),
} satisfies Partial<Composers>;
