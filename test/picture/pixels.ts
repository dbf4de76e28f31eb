import { createCanvas, loadImage } from '@napi-rs/canvas';
import { seatFillPoint, seatSpots } from '../../src/picture/table-layout.ts';

export type Rgb = [number, number, number];

export interface DecodedImage {
  width: number;
  height: number;
  at(x: number, y: number): Rgb;
}

/** A PNG decoded, to read its pixels back. */
export async function decode(png: Buffer): Promise<DecodedImage> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  return {
    width: image.width,
    height: image.height,
    at(x: number, y: number): Rgb {
      const offset = (y * image.width + x) * 4;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    },
  };
}

export function hex(colour: string): Rgb {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** The colour of a seat's disc (where only its fill is drawn), on a table of `count` seats. */
export function seatColour(image: DecodedImage, count: number, seat: number): Rgb {
  const point = seatFillPoint(seatSpots(count)[seat - 1]!);
  return image.at(point.x, point.y);
}
