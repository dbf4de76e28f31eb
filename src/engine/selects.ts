import type { Control } from './events.ts';
import { text, type Text } from './messages.ts';
import type { Seat } from './state.ts';

const SELECT_LIMIT = 25;

function seatOption(seat: Seat) {
  return {
    value: String(seat.seat),
    label: text('control.seatOption', { seat: seat.seat, userId: seat.userId, name: seat.name }),
  };
}

/** Seat selects with more options than Discord allows in one menu are split (forum: 29). */
export function seatSelects(
  id: string,
  placeholder: Text,
  seats: Seat[],
  min = 1,
  max = 1,
): Control[] {
  const controls: Control[] = [];
  for (let start = 0; start < seats.length; start += SELECT_LIMIT) {
    const chunk = seats.slice(start, start + SELECT_LIMIT);
    controls.push({
      kind: 'select',
      id: seats.length > SELECT_LIMIT ? `${id}.${start / SELECT_LIMIT}` : id,
      placeholder,
      options: chunk.map(seatOption),
      min: Math.min(min, chunk.length),
      max: Math.min(max, chunk.length),
    });
  }
  return controls;
}

/**
 * A pair (the Journalist's compare, D09) is picked in ONE menu. Up to 25 players fit in one;
 * above that (forum tables of 27–29) three overlapping menus hold every pair: the first 25,
 * the last 25, and the k first with the k last (k = the overflow, at most 12 here). Fewer
 * than two players: nothing can be compared, so no menu.
 */
export function pairSelects(id: string, placeholder: Text, seats: Seat[]): Control[] {
  if (seats.length < 2) return [];
  if (seats.length <= SELECT_LIMIT) return seatSelects(id, placeholder, seats, 2, 2);
  const overflow = seats.length - SELECT_LIMIT;
  const menus = [
    seats.slice(0, SELECT_LIMIT),
    seats.slice(overflow),
    [...seats.slice(0, overflow), ...seats.slice(-overflow)],
  ];
  return menus.map((menu, index) => ({
    kind: 'select',
    id: `${id}.${index}`,
    placeholder,
    options: menu.map(seatOption),
    min: 2,
    max: 2,
  }));
}
