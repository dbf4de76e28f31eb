/**
 * Where things go on the picture of the table: a square table area under a caption band, the
 * seats on an ellipse around an oval table, seat 1 at the top and the numbers going clockwise
 * (as players sit and speak in turn, DAY-OPENER). The ellipse is taller than wide because
 * the names and labels hang under the seats: the seats down the sides need that room.
 */
import type { TableView } from '../engine/index.ts';

export const PICTURE_WIDTH = 960;
export const CAPTION_HEIGHT = 80;
export const PICTURE_HEIGHT = CAPTION_HEIGHT + PICTURE_WIDTH;

/** The most seats drawn: every preset fits (forum games seat up to 29). */
export const MAX_PICTURE_SEATS = 30;

export const TABLE_CENTRE = { x: PICTURE_WIDTH / 2, y: CAPTION_HEIGHT + 450 };
/** The ellipse the seats' centres sit on (half-width, half-height). */
export const SEAT_RING = { x: 330, y: 360 };
const MAX_SEAT_RADIUS = 52;
const MIN_SEAT_RADIUS = 22;

export interface SeatSpot {
  seat: number;
  x: number;
  y: number;
  radius: number;
}

/** A seat's disc radius: as large as the neighbours allow, within bounds. */
export function seatRadius(count: number): number {
  const chord = 2 * SEAT_RING.x * Math.sin(Math.PI / Math.max(count, 2));
  return Math.max(MIN_SEAT_RADIUS, Math.min(MAX_SEAT_RADIUS, Math.floor(chord * 0.4)));
}

/** The centres of seats 1..count. */
export function seatSpots(count: number): SeatSpot[] {
  const radius = seatRadius(count);
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
    return {
      seat: index + 1,
      x: Math.round(TABLE_CENTRE.x + SEAT_RING.x * Math.cos(angle)),
      y: Math.round(TABLE_CENTRE.y + SEAT_RING.y * Math.sin(angle)),
      radius,
    };
  });
}

/**
 * A point inside a seat's disc where only its fill is drawn (no number, no foul marks): the
 * tests read the seat's colour there.
 */
export function seatFillPoint(spot: SeatSpot): { x: number; y: number } {
  return { x: spot.x, y: Math.round(spot.y - spot.radius * 0.68) };
}

/** Where a seat's labels go: under the disc, or (a crowded table's sides) beside it, outwards. */
export interface LabelPlace {
  x: number;
  /** The top of the first line (under) or the middle of the block (beside). */
  y: number;
  align: 'center' | 'left' | 'right';
  beside: boolean;
  width: number;
}

/** Past this many seats the neighbours down the sides are too close for labels under them. */
const CROWDED = 12;

export function labelPlace(spot: SeatSpot, count: number, gap: number): LabelPlace {
  const chord = 2 * SEAT_RING.x * Math.sin(Math.PI / Math.max(count, 2));
  const outwards = (spot.x - TABLE_CENTRE.x) / SEAT_RING.x;
  if (count > CROWDED && Math.abs(outwards) > 0.55) {
    const right = outwards > 0;
    const x = right ? spot.x + spot.radius + gap : spot.x - spot.radius - gap;
    const width = (right ? PICTURE_WIDTH - x : x) - 8;
    return { x, y: spot.y, align: right ? 'left' : 'right', beside: true, width };
  }
  const width = Math.min(200, Math.floor(chord - 8));
  return { x: spot.x, y: spot.y + spot.radius + gap, align: 'center', beside: false, width };
}

/**
 * The time left that the caption shows at `now` (epoch ms): the paused step's, else the running
 * step's; undefined when none runs or the game has ended. The only way `now` enters the picture,
 * so the picture at two moments with the same clock is the same picture (picture-thread.ts).
 */
export function captionClock(view: TableView, now: number): string | undefined {
  if (view.pausedRemainingMs !== undefined) return clock(view.pausedRemainingMs);
  if (view.endsAt !== undefined && view.phase !== 'ended') return clock(view.endsAt - now);
  return undefined;
}

/** The time a step has left, as a clock: "0:45", "12:05", "3:20:00". */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${minutes}:${seconds}`;
}
