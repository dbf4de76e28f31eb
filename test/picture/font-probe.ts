/**
 * Run by no-system-fonts.test.ts in a process that sees no system fonts (as in the Docker
 * image): prints what Skia finds and how wide a Cyrillic name measures with and without the
 * bundled font.
 */
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PICTURE_FONT, registerPictureFont } from '../../src/picture/fonts.ts';

const ctx = createCanvas(10, 10).getContext('2d');
const systemFamilies = GlobalFonts.families.map((entry) => entry.family);
ctx.font = '20px "No Such Family"';
const missing = ctx.measureText('Жанна Ёлкина').width;
registerPictureFont();
ctx.font = `20px "${PICTURE_FONT}"`;
const bundled = ctx.measureText('Жанна Ёлкина').width;
console.log(JSON.stringify({ systemFamilies, missing, bundled }));
