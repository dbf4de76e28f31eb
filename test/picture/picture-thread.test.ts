import { afterAll, describe, expect, it, vi } from 'vitest';
import { finalTableView, tableView, type TableView } from '../../src/engine/index.ts';
import { tablePictureAttachment } from '../../src/discord/screens/table-picture-file.ts';
import { PictureThread } from '../../src/picture/picture-thread.ts';
import { tablePicture } from '../../src/picture/table-picture.ts';
import { sampleDayTwo, sampleEnded } from '../../scripts/table-picture-sample.ts';
import type { Logger } from '../../src/logger.ts';

/** Day 2, #3 speaking, a step running: the caption shows a clock. */
const sample = sampleDayTwo();
const dayTwo = tableView(sample.state);
const thread = new PictureThread();
afterAll(() => thread.close());

describe('the picture of the table drawn off the event loop (issue 23, defect 4)', () => {
  it('GIVEN a table WHEN the picture thread draws it THEN its PNG is byte for byte the one drawn on the main thread', async () => {
    const ended = sampleEnded();
    const cases: [TableView, 'ru' | 'en', number][] = [
      [dayTwo, 'ru', sample.now],
      [dayTwo, 'en', sample.now],
      [finalTableView(ended.state), 'en', ended.now],
    ];
    for (const [view, locale, now] of cases) {
      const fromThread = await thread.draw(view, { locale, now });
      const here = await tablePicture(view, { locale, now });
      expect(fromThread).toBeInstanceOf(Buffer);
      expect(fromThread!.equals(here!), `${locale} ${view.phase}`).toBe(true);
    }
  });

  it('GIVEN a table before the deal WHEN the picture thread is asked THEN there is no picture', async () => {
    expect(await thread.draw({ ...dayTwo, seats: [] }, { locale: 'en', now: sample.now })).toBe(
      undefined,
    );
  });

  it('GIVEN an unchanged table and the same clock WHEN the picture is asked again, or twice at once THEN it is drawn once; AND a new second of the clock or another language is drawn anew', async () => {
    const cached = new PictureThread();
    try {
      const now = sample.now;
      const [first, second] = await Promise.all([
        cached.draw(dayTwo, { locale: 'en', now }),
        cached.draw(dayTwo, { locale: 'en', now: now + 1 }),
      ]);
      const third = await cached.draw(structuredClone(dayTwo), { locale: 'en', now: now + 2 });
      expect(cached.drawings).toBe(1);
      expect(second).toBe(first);
      expect(third).toBe(first);
      await cached.draw(dayTwo, { locale: 'en', now: now + 1000 });
      expect(cached.drawings).toBe(2);
      await cached.draw(dayTwo, { locale: 'ru', now });
      expect(cached.drawings).toBe(3);
    } finally {
      await cached.close();
    }
  });

  it('GIVEN the picture worker dies WHEN a picture is asked THEN no attachment (the words go alone) and a warning is logged; AND the next ask starts a new worker', async () => {
    const dying = new PictureThread(new URL('./dying-picture-worker.ts', import.meta.url));
    const warn = vi.fn();
    const logger = { warn } as unknown as Logger;
    try {
      expect(await tablePictureAttachment(dayTwo, 'en', logger, dying)).toBe(undefined);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0].err)).toMatch(/exited \(3\)/);
      expect(await tablePictureAttachment(dayTwo, 'ru', logger, dying)).toBe(undefined);
      expect(dying.drawings).toBe(2);
    } finally {
      await dying.close();
    }
  });
});
