import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The family the picture is drawn in: DejaVu Sans, from the dejavu-fonts-ttf package, under a
 * name of our own. The font ships with the bot because a server image (node:22-slim) has no
 * fonts at all, and Skia would draw no letters; DejaVu has Cyrillic.
 */
export const PICTURE_FONT = 'MafiaTable Sans';

/** Package-relative paths, resolved like a module (works from src/, dist/ and the Docker image). */
const FONT_FILES = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
] as const;

const require = createRequire(import.meta.url);
let registered = false;

/** Where the bundled font files are on this machine. */
export function pictureFontFiles(): string[] {
  return FONT_FILES.map((file) => require.resolve(file));
}

/** Registers the bundled font once per process; throws if a file cannot be loaded. */
export function registerPictureFont(): string {
  if (registered) return PICTURE_FONT;
  for (const path of pictureFontFiles()) {
    if (!GlobalFonts.registerFromPath(path, PICTURE_FONT))
      throw new Error(`the picture font ${path} could not be loaded`);
  }
  registered = true;
  return PICTURE_FONT;
}
