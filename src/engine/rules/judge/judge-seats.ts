import { currentDay, eligibleVoters } from '../queries.ts';
import type { GameState, Seat } from '../state/state.ts';

/**
 * What a judge's seat option stands for, so that the seats offered to him are only those the
 * engine could accept (the engine still decides: this only spares him scrolling).
 */
export type SeatPurpose =
  'discipline' | 'unfoul' | 'nominate' | 'withdraw' | 'voter' | 'candidate' | 'floor' | 'any';

/** GAME-OUT-PLAYERS: a seat that left but still holds or awaits his last word may be disciplined. */
function leaving(state: GameState, seat: Seat): boolean {
  const day = currentDay(state);
  if (day?.floor?.seat === seat.seat && day.floor.kind === 'lastWord') return true;
  return day?.stage.kind === 'lastWords' && day.stage.queue.includes(seat.seat);
}

/** The seats that make sense for a judge's command now, in seat order. */
export function judgeSeatChoices(state: GameState, purpose: SeatPurpose): Seat[] {
  const day = currentDay(state);
  const vote = day?.stage.kind === 'voting' ? day.stage.vote : undefined;
  const nominated = new Set(day?.nominations.map((entry) => entry.target) ?? []);
  const fits: Record<SeatPurpose, (seat: Seat) => boolean> = {
    discipline: (seat) => seat.alive || leaving(state, seat),
    unfoul: (seat) => seat.fouls > 0 && (seat.alive || leaving(state, seat)),
    nominate: (seat) => seat.alive && !nominated.has(seat.seat),
    withdraw: (seat) => nominated.has(seat.seat),
    voter: (seat) =>
      (vote?.eligible ?? (day ? eligibleVoters(state, day) : [])).includes(seat.seat),
    candidate: (seat) =>
      vote ? vote.candidates.slice(0, vote.current + 1).includes(seat.seat) : false,
    floor: (seat) => seat.alive && !(day?.spoke ?? []).includes(seat.seat),
    any: () => true,
  };
  return state.seats.filter(fits[purpose]);
}
