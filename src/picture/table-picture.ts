import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { SeatView, TableView } from '../engine/index.ts';
import { catalog, render, type AnyText, type Locale } from '../i18n/index.ts';
import { registerPictureFont } from './fonts.ts';
import {
  CAPTION_HEIGHT,
  MAX_PICTURE_SEATS,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  SEAT_RING,
  TABLE_CENTRE,
  captionClock,
  labelPlace,
  seatSpots,
  type SeatSpot,
} from './table-layout.ts';

/** The picture's colours (Discord's dark theme around a green table). */
export const PICTURE_COLOURS = {
  background: '#1e1f24',
  caption: '#2b2d31',
  captionText: '#f2f3f5',
  felt: '#1f5f3a',
  feltRim: '#143d26',
  feltText: '#e9f5ec',
  seat: '#e9e4d4',
  seatText: '#1e1f24',
  speaker: '#f5c542',
  speakerHalo: 'rgba(245, 197, 66, 0.35)',
  out: '#5c5f66',
  outText: '#a3a6ad',
  name: '#f2f3f5',
  nominated: '#e67e22',
  foul: '#ed4245',
  red: '#ed4245',
  black: '#0b0b0d',
} as const;

/** "№3" in Russian, "#3" in English: the seat mark each language writes. */
const SEAT_MARK: Record<Locale, string> = { ru: '№', en: '#' };

export interface PictureOptions {
  locale: Locale;
  /** Now (epoch ms): the clock shows the time left at this moment. */
  now: number;
}

interface Pen {
  ctx: SKRSContext2D;
  font: string;
  locale: Locale;
}

const words = (pen: Pen, text: AnyText): string => render(pen.locale, text);

function setFont(pen: Pen, size: number, bold = false): void {
  pen.ctx.font = `${bold ? 'bold ' : ''}${Math.round(size)}px "${pen.font}"`;
}

/** The text cut with an ellipsis so that it fits `maxWidth` in the current font. */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Draws a line of text, in a smaller font (down to `min`) before it is cut to fit. */
function fitLine(
  pen: Pen,
  line: { text: string; size: number; min: number; bold?: boolean },
  x: number,
  y: number,
  maxWidth: number,
): void {
  let size = line.size;
  setFont(pen, size, line.bold);
  while (size > line.min && pen.ctx.measureText(line.text).width > maxWidth)
    setFont(pen, --size, line.bold);
  pen.ctx.fillText(fitText(pen.ctx, line.text, maxWidth), x, y);
}

function disc(ctx: SKRSContext2D, x: number, y: number, radius: number, fill: string): void {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

function ring(
  ctx: SKRSContext2D,
  spot: SeatSpot,
  radius: number,
  colour: string,
  width: number,
): void {
  ctx.beginPath();
  ctx.arc(spot.x, spot.y, radius, 0, Math.PI * 2);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

function captionText(view: TableView, now: number): AnyText {
  const left = captionClock(view, now);
  return {
    key: 'picture.caption',
    params: {
      preset: view.preset,
      phase: view.phase,
      day: view.day,
      ...(view.stage ? { stage: view.stage } : {}),
      paused: view.paused,
      ...(left !== undefined ? { left } : {}),
    },
  };
}

function drawCaption(pen: Pen, view: TableView, now: number): void {
  const { ctx } = pen;
  ctx.fillStyle = PICTURE_COLOURS.caption;
  ctx.fillRect(0, 0, PICTURE_WIDTH, CAPTION_HEIGHT);
  ctx.fillStyle = PICTURE_COLOURS.captionText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const caption = { text: words(pen, captionText(view, now)), size: 28, min: 18, bold: true };
  fitLine(pen, caption, PICTURE_WIDTH / 2, CAPTION_HEIGHT / 2, PICTURE_WIDTH - 40);
}

function oval(ctx: SKRSContext2D, radiusX: number, radiusY: number, fill: string): void {
  ctx.beginPath();
  ctx.ellipse(TABLE_CENTRE.x, TABLE_CENTRE.y, radiusX, radiusY, 0, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** The table itself, with the day or night in its middle and who speaks (or who won). */
function drawTable(pen: Pen, view: TableView, radius: number): void {
  const { ctx } = pen;
  const { x, y } = TABLE_CENTRE;
  // Room for three lines of labels under the top seats, which face the table.
  const inset = radius + 3 * lineHeight(radius) + 24;
  const table = { x: SEAT_RING.x - inset, y: SEAT_RING.y - inset };
  oval(ctx, table.x + 10, table.y + 10, PICTURE_COLOURS.feltRim);
  oval(ctx, table.x, table.y, PICTURE_COLOURS.felt);
  ctx.fillStyle = PICTURE_COLOURS.feltText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const centre = words(pen, {
    key: 'picture.centre',
    params: { phase: view.phase, day: view.day },
  });
  fitLine(pen, { text: centre, size: 54, min: 26, bold: true }, x, y - 24, table.x * 1.8);
  const below: AnyText | undefined = view.winner
    ? { key: 'picture.winner', params: { winner: view.winner } }
    : view.floor
      ? { key: 'picture.floor', params: view.floor }
      : undefined;
  if (below) fitLine(pen, { text: words(pen, below), size: 28, min: 16 }, x, y + 36, table.x * 1.8);
}

/** The font size of the names under the seats. */
function labelSize(radius: number): number {
  return Math.round(Math.max(12, Math.min(20, radius * 0.38)));
}

/** From one label line to the next. */
function lineHeight(radius: number): number {
  return labelSize(radius) + 2;
}

function seatFill(seat: SeatView): string {
  if (!seat.alive) return PICTURE_COLOURS.out;
  return seat.speaking ? PICTURE_COLOURS.speaker : PICTURE_COLOURS.seat;
}

/** The disc: halo for the speaker, ring for the nominated (or the side, at the end), number, fouls. */
function drawSeatDisc(pen: Pen, seat: SeatView, spot: SeatSpot): void {
  const { ctx } = pen;
  if (seat.speaking) disc(ctx, spot.x, spot.y, spot.radius + 16, PICTURE_COLOURS.speakerHalo);
  disc(ctx, spot.x, spot.y, spot.radius, seatFill(seat));
  if (seat.side) {
    const colour = seat.side === 'red' ? PICTURE_COLOURS.red : PICTURE_COLOURS.black;
    ring(ctx, spot, spot.radius - 3, colour, 6);
  }
  if (seat.nominated) ring(ctx, spot, spot.radius + 6, PICTURE_COLOURS.nominated, 5);
  ctx.fillStyle = seat.alive ? PICTURE_COLOURS.seatText : PICTURE_COLOURS.outText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  setFont(pen, spot.radius * 0.62, true);
  const label = `${SEAT_MARK[pen.locale]}${seat.seat}`;
  ctx.fillText(fitText(ctx, label, spot.radius * 1.7), spot.x, spot.y - spot.radius * 0.08);
  drawFouls(ctx, seat.fouls, spot);
}

/** One red dot per foul (at most four: the fourth removes the player, DISC-FOULS). */
function drawFouls(ctx: SKRSContext2D, fouls: number, spot: SeatSpot): void {
  const count = Math.min(fouls, 4);
  const dot = Math.max(3, spot.radius * 0.1);
  const gap = dot * 2.6;
  for (let index = 0; index < count; index++) {
    const x = spot.x + (index - (count - 1) / 2) * gap;
    disc(ctx, x, spot.y + spot.radius * 0.55, dot, PICTURE_COLOURS.foul);
  }
}

/** Under the disc: the name, then (at the end) the role, then how the player left. */
function drawSeatLabels(pen: Pen, view: TableView, seat: SeatView, spot: SeatSpot): void {
  const { ctx } = pen;
  const size = labelSize(spot.radius);
  const lines: Array<{ text: string; colour: string; bold: boolean }> = [
    {
      text: seat.name,
      colour: seat.alive ? PICTURE_COLOURS.name : PICTURE_COLOURS.outText,
      bold: true,
    },
  ];
  if (seat.role)
    lines.push({
      text: catalog(pen.locale).roles[seat.role].name,
      colour: PICTURE_COLOURS.name,
      bold: false,
    });
  if (seat.out) {
    const out: AnyText = { key: 'picture.out', params: { ...seat.out, preset: view.preset } };
    lines.push({ text: words(pen, out), colour: PICTURE_COLOURS.outText, bold: false });
  }
  const place = labelPlace(spot, view.seats.length, seat.nominated ? 14 : 8);
  const step = lineHeight(spot.radius);
  ctx.textAlign = place.align;
  ctx.textBaseline = 'top';
  let y = place.beside ? place.y - (lines.length * step) / 2 : place.y;
  for (const line of lines) {
    setFont(pen, line.bold ? size : size * 0.85, line.bold);
    ctx.fillStyle = line.colour;
    ctx.fillText(fitText(ctx, line.text, place.width), place.x, y);
    y += step;
  }
}

/** True when the picture can be drawn: a dealt table of at most MAX_PICTURE_SEATS seats. */
export function canPicture(view: TableView): boolean {
  return view.seats.length > 0 && view.seats.length <= MAX_PICTURE_SEATS;
}

/** Draws the table on a canvas (synchronous; `tablePicture` encodes it). */
export function drawTablePicture(view: TableView, options: PictureOptions): Canvas {
  const canvas = createCanvas(PICTURE_WIDTH, PICTURE_HEIGHT);
  const pen: Pen = {
    ctx: canvas.getContext('2d'),
    font: registerPictureFont(),
    locale: options.locale,
  };
  pen.ctx.fillStyle = PICTURE_COLOURS.background;
  pen.ctx.fillRect(0, 0, PICTURE_WIDTH, PICTURE_HEIGHT);
  drawCaption(pen, view, options.now);
  const spots = seatSpots(view.seats.length);
  drawTable(pen, view, spots[0]?.radius ?? 0);
  for (const [index, seat] of view.seats.entries()) {
    const spot = spots[index]!;
    drawSeatDisc(pen, seat, spot);
    drawSeatLabels(pen, view, seat, spot);
  }
  return canvas;
}

/**
 * The picture of the table as a PNG: seats around the table, the out greyed with how they
 * left, fouls as red dots, the nominated ringed, the speaker in gold, the phase and the clock
 * in the caption. Undefined before the deal (no seats) and past MAX_PICTURE_SEATS.
 */
export async function tablePicture(
  view: TableView,
  options: PictureOptions,
): Promise<Buffer | undefined> {
  if (!canPicture(view)) return undefined;
  return drawTablePicture(view, options).encode('png');
}
