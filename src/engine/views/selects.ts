import type { Control } from './screen.ts';
import { text, type Text } from '../rules/messages.ts';
import type { Seat } from '../rules/state/state.ts';

function seatOption(seat: Seat) {
  return {
    value: String(seat.seat),
    label: text('control.seatOption', { seat: seat.seat, userId: seat.userId, name: seat.name }),
  };
}

/**
 * "Pick min..max of these seats", every seat in one control (a forum table lists 29: the
 * adapter splits what its platform cannot show in one menu). No seats: nothing to pick, no control.
 */
export function seatSelects(
  id: string,
  placeholder: Text,
  seats: Seat[],
  min = 1,
  max = 1,
): Control[] {
  if (seats.length === 0) return [];
  return [
    {
      kind: 'select',
      id,
      placeholder,
      options: seats.map(seatOption),
      min: Math.min(min, seats.length),
      max: Math.min(max, seats.length),
    },
  ];
}

/**
 * A pair (the Journalist's compare, D09): two seats picked together. Fewer than two players:
 * nothing can be compared, so no control.
 */
export function pairSelects(id: string, placeholder: Text, seats: Seat[]): Control[] {
  return seats.length < 2 ? [] : seatSelects(id, placeholder, seats, 2, 2);
}
