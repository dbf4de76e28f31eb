import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { finalTableView, tableView, type TableView } from '../../src/engine/index.ts';
import { PICTURE_FONT, pictureFontFiles, registerPictureFont } from '../../src/picture/fonts.ts';
import {
  MAX_PICTURE_SEATS,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  seatSpots,
} from '../../src/picture/table-layout.ts';
import { PICTURE_COLOURS, tablePicture } from '../../src/picture/table-picture.ts';
import { sampleDayTwo, sampleEnded } from '../../scripts/table-picture-sample.ts';
import { decode, distance, hex, seatColour as colourOf } from './pixels.ts';

const seatColour = (image: Awaited<ReturnType<typeof decode>>, view: TableView, seat: number) =>
  colourOf(image, view.seats.length, seat);

/** Day 2, #3 speaking, #7 killed and #8 voted out, #3 with two fouls, #5 nominated. */
const sample = sampleDayTwo();
const dayTwo = tableView(sample.state);
const draw = (view: TableView, locale: 'ru' | 'en' = 'ru') =>
  tablePicture(view, { locale, now: sample.now });

describe('the picture of the table (issue 15 item 4: seats around a table, out players greyed, fouls, the speaker)', () => {
  it('GIVEN a 10-seat table on day 2 WHEN it is drawn THEN it is a PNG of the documented size', async () => {
    const png = (await draw(dayTwo))!;
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // IHDR: width and height, big-endian, right after the signature and the chunk header.
    expect(png.readUInt32BE(16)).toBe(PICTURE_WIDTH);
    expect(png.readUInt32BE(20)).toBe(PICTURE_HEIGHT);
    const image = await decode(png);
    expect([image.width, image.height]).toEqual([PICTURE_WIDTH, PICTURE_HEIGHT]);
  });

  it('GIVEN the picture WHEN its pixels are read THEN it is not blank: many colours, a real spread of brightness', async () => {
    const image = await decode((await draw(dayTwo))!);
    const brightness: number[] = [];
    const colours = new Set<string>();
    for (let y = 0; y < image.height; y += 8)
      for (let x = 0; x < image.width; x += 8) {
        const pixel = image.at(x, y);
        brightness.push((pixel[0] + pixel[1] + pixel[2]) / 3);
        colours.add(pixel.join(','));
      }
    const mean = brightness.reduce((sum, value) => sum + value, 0) / brightness.length;
    const variance =
      brightness.reduce((sum, value) => sum + (value - mean) ** 2, 0) / brightness.length;
    expect(variance).toBeGreaterThan(500);
    expect(colours.size).toBeGreaterThan(20);
  });

  it('GIVEN #3 holds the floor WHEN the table is drawn THEN his seat is in the speaker colour and the others are not', async () => {
    const image = await decode((await draw(dayTwo))!);
    const speaker = hex(PICTURE_COLOURS.speaker);
    expect(distance(seatColour(image, dayTwo, 3), speaker)).toBeLessThan(10);
    for (const seat of [1, 2, 4, 5, 6, 9, 10]) {
      expect(distance(seatColour(image, dayTwo, seat), speaker), `#${seat}`).toBeGreaterThan(80);
      expect(distance(seatColour(image, dayTwo, seat), hex(PICTURE_COLOURS.seat))).toBeLessThan(10);
    }
    // The floor moves: with #4 speaking, #4 is lit and #3 is back to an ordinary seat.
    const next = tableView(sampleDayTwo(0).state);
    const moved: TableView = {
      ...next,
      floor: { seat: 4, kind: 'regular' },
      seats: next.seats.map((seat) => ({ ...seat, speaking: seat.seat === 4 })),
    };
    const again = await decode((await draw(moved))!);
    expect(distance(seatColour(again, moved, 4), speaker)).toBeLessThan(10);
    expect(distance(seatColour(again, moved, 3), hex(PICTURE_COLOURS.seat))).toBeLessThan(10);
  });

  it('GIVEN #7 killed and #8 voted out WHEN the table is drawn THEN their seats are greyed and the living are not', async () => {
    const image = await decode((await draw(dayTwo))!);
    const grey = hex(PICTURE_COLOURS.out);
    for (const seat of [7, 8])
      expect(distance(seatColour(image, dayTwo, seat), grey)).toBeLessThan(10);
    for (const seat of [1, 4, 9])
      expect(distance(seatColour(image, dayTwo, seat), grey)).toBeGreaterThan(80);
  });

  it('GIVEN #3 with two fouls and #5 nominated WHEN drawn THEN #3 has red foul marks and #5 an orange ring', async () => {
    const image = await decode((await draw(dayTwo))!);
    const spots = seatSpots(10);
    const three = spots[2]!;
    const dots = [-1, 1].map((side) =>
      image.at(
        Math.round(three.x + side * 0.13 * three.radius),
        Math.round(three.y + three.radius * 0.55),
      ),
    );
    for (const dot of dots) expect(distance(dot, hex(PICTURE_COLOURS.foul))).toBeLessThan(40);
    const five = spots[4]!;
    const ring = image.at(five.x, five.y - five.radius - 6);
    expect(distance(ring, hex(PICTURE_COLOURS.nominated))).toBeLessThan(40);
    const four = spots[3]!;
    expect(
      distance(image.at(four.x, four.y - four.radius - 6), hex(PICTURE_COLOURS.nominated)),
    ).toBeGreaterThan(80);
  });

  it('GIVEN the bundled font WHEN registered THEN its family comes from the dejavu-fonts-ttf package, has a regular and a bold face, and draws Cyrillic names', () => {
    const family = registerPictureFont();
    expect(family).toBe(PICTURE_FONT);
    expect(GlobalFonts.has(PICTURE_FONT)).toBe(true);
    for (const file of pictureFontFiles())
      expect(file).toMatch(/dejavu-fonts-ttf[/\\]ttf[/\\]DejaVuSans/);
    const weights = GlobalFonts.families
      .find((entry) => entry.family === PICTURE_FONT)!
      .styles.map((style) => style.weight);
    expect(new Set(weights)).toEqual(new Set([400, 700]));
    const canvas = createCanvas(300, 60);
    const ctx = canvas.getContext('2d');
    ctx.font = `20px "${PICTURE_FONT}"`;
    const regular = ctx.measureText('Дмитрий Карамазов').width;
    ctx.font = `bold 20px "${PICTURE_FONT}"`;
    const bold = ctx.measureText('Дмитрий Карамазов').width;
    expect(regular).toBeGreaterThan(100);
    expect(bold).toBeGreaterThan(regular);
    // Ink: the Cyrillic name leaves dark pixels on a white canvas.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 300, 60);
    ctx.fillStyle = '#000000';
    ctx.textBaseline = 'middle';
    ctx.fillText('Жанна Ёлкина', 10, 30);
    const pixels = ctx.getImageData(0, 0, 300, 60).data;
    let ink = 0;
    for (let index = 0; index < pixels.length; index += 4) if (pixels[index]! < 128) ink++;
    expect(ink).toBeGreaterThan(200);
  });

  it("GIVEN the same table WHEN drawn in Russian and in English THEN both are drawn and they differ (the captions and seat marks are the language's)", async () => {
    const ru = (await draw(dayTwo, 'ru'))!;
    const en = (await draw(dayTwo, 'en'))!;
    expect(en.subarray(0, 8)).toEqual(ru.subarray(0, 8));
    expect(en.equals(ru)).toBe(false);
  });

  it('GIVEN the end of the game WHEN the final table is drawn THEN the sides ring the seats: black for the Don (#1), red for the Sheriff (#4)', async () => {
    const ended = finalTableView(sampleEnded().state);
    const image = await decode((await draw(ended))!);
    const spots = seatSpots(10);
    const ringAt = (seat: number) => {
      const spot = spots[seat - 1]!;
      return image.at(spot.x, spot.y - spot.radius + 3);
    };
    expect(distance(ringAt(1), hex(PICTURE_COLOURS.black))).toBeLessThan(40);
    expect(distance(ringAt(4), hex(PICTURE_COLOURS.red))).toBeLessThan(40);
  });

  it('GIVEN no seats (the lobby) or more than the most seats drawn WHEN asked for a picture THEN there is none; a 30-seat table is drawn', async () => {
    expect(await draw({ ...dayTwo, seats: [] })).toBeUndefined();
    const seats = Array.from({ length: MAX_PICTURE_SEATS }, (_, index) => ({
      ...dayTwo.seats[index % 10]!,
      seat: index + 1,
      speaking: index === 0,
    }));
    const large = (await draw({ ...dayTwo, seats }))!;
    expect(large.readUInt32BE(16)).toBe(PICTURE_WIDTH);
    const image = await decode(large);
    const big: TableView = { ...dayTwo, seats };
    expect(distance(seatColour(image, big, 1), hex(PICTURE_COLOURS.speaker))).toBeLessThan(10);
    const extra = { ...dayTwo.seats[0]!, seat: MAX_PICTURE_SEATS + 1 };
    expect(await draw({ ...dayTwo, seats: [...seats, extra] })).toBeUndefined();
  });

  it('GIVEN a 10-seat table WHEN drawn THEN it takes well under a second and the PNG stays small', async () => {
    await draw(dayTwo);
    const started = performance.now();
    const png = (await draw(dayTwo))!;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(png.length).toBeLessThan(400_000);
  });
});
