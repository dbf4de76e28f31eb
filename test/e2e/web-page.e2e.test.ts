import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ButtonStyle } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../harness/redis-server.ts';
import { leaksIn } from '../web/leaks.ts';
import { readStream, type StreamReader } from '../../harness/stream-reader.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { simplePolicy } from '../../harness/policies.ts';

/** Debian's chromium (`.ci/run` installs it); CHROMIUM_PATH points elsewhere. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Set to a folder to keep the README's screenshots of the live page and the overlay. */
const SHOTS = process.env.WEB_SCREENSHOTS_DIR;

let session: Session | undefined;
let browser: Browser | undefined;
const streams: StreamReader[] = [];

afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await browser?.close();
  await session?.close();
});

/** The pixel's alpha in a PNG screenshot. */
async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(x, y, 1, 1).data[3]!;
}

async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What a spectator's page holds now, and the secrets it must not (none before the end). */
async function pageLeaks(page: Page): Promise<string[]> {
  return leaksIn(await page.content());
}

describe('issue 27: the public page of a game played on the fake Discord, in a real browser', () => {
  it('GIVEN a server that opted in WHEN a classic game is played THEN the table card’s link button opens the live page, which follows the speaker within 1 s, the overlay renders at 1920×1080 on a transparent background, and no page or event stream shows a role or night move before the end; AND after it the report’s link opens the protocol, the deal verified in the browser, and the standings render', async () => {
    const port = await freePort();
    session = await openSession({
      players: 10,
      bot: {
        timeScale: 0.1,
        env: {
          WEB_PORT: String(port),
          WEB_HOST: '127.0.0.1',
          WEB_PUBLIC_URL: `http://127.0.0.1:${port}`,
        },
      },
    });
    const { table, steps, fake } = session;
    const admin = fake.addPlayer({ name: 'Admin', locale: 'en', permissions: ['ManageGuild'] });
    const optedIn = await admin.slash('mafia', 'settings', { web_page: 'on' });
    const site = /https?:\/\/\S+/.exec(optedIn.text)?.[0];
    expect(site, optedIn.text).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/g/\\d+/[\\w-]{22}/$`),
    );

    await table.start('classic');
    await table.fill();
    await table.deal();
    const card = await steps.speechOf(1, 30_000);
    // A spectator in the channel follows the table card’s link button (issue 27, item 4).
    const watch = card.buttons.find((button) => button.label === table.label('ui.link.live'));
    expect(watch, JSON.stringify(card.buttons)).toMatchObject({
      style: ButtonStyle.Link,
      customId: null,
    });
    const live = watch!.url!;
    const gameId = new RegExp(`^${site}live/([\\w-]+)$`).exec(live)?.[1];
    expect(gameId, live).toBeDefined();
    // The server's page lists it among the games being played (a lobby is listed apart).
    const home = await (await fetch(site!)).text();
    expect(home.slice(0, home.indexOf('Finished games'))).toContain(`/live/${gameId}"`);
    streams.push(await readStream(`${live}/events`));
    streams.push(await readStream(`${live}/events?view=overlay`));

    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(live);
    expect(phone.url()).toBe(live);
    await phone.waitForSelector('#table [data-speaker]', { timeout: 5_000 });
    const speaking = Number(await phone.getAttribute('#table [data-speaker]', 'data-speaker'));
    const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await overlay.goto(`${site}overlay/${gameId}`);
    await overlay.waitForSelector('.seats-row li[data-seat="10"]', { timeout: 5_000 });

    // The floor moves on (each speech runs out); the page follows within a second of the card.
    for (const seat of [speaking + 1, speaking + 2, speaking + 3]) {
      await steps.speechOf(seat);
      await phone.waitForSelector(`#table [data-speaker="${seat}"]`, { timeout: 1_000 });
      expect(await pageLeaks(phone)).toEqual([]);
    }
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await phone.screenshot({ path: join(SHOTS, 'web-live.png'), fullPage: true });
    }

    // The overlay: a fixed 1920×1080 layout, no scrollbars, nothing painted where nothing is drawn.
    const size = await overlay.evaluate(
      `({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight,
          overflow: getComputedStyle(document.body).overflow })`,
    );
    expect(size).toEqual({ width: 1920, height: 1080, overflow: 'hidden' });
    const shot = await overlay.screenshot({ omitBackground: true });
    if (SHOTS)
      await overlay.screenshot({ path: join(SHOTS, 'web-overlay.png'), omitBackground: true });
    expect(await alphaAt(shot, 960, 540)).toBe(0);
    expect(await alphaAt(shot, 1900, 10)).toBe(0);
    expect(await alphaAt(shot, 960, 1080 - 60)).toBeGreaterThan(0);
    expect(await pageLeaks(overlay)).toEqual([]);

    // The rest of the game: every page and stream taken meanwhile holds no secret.
    table.autoplay(simplePolicy(table));
    let looks = 0;
    while (!table.gameOver()) {
      // Save, then act: the page may show the end (and the roles) before Discord does.
      const running = (text: string) => !text.includes('data-phase="ended"');
      const shown = [await phone.content(), await overlay.content()].filter(running);
      for (const text of shown) expect(leaksIn(text)).toEqual([]);
      for (const path of ['standings', 'tournament', ''])
        expect(leaksIn(await (await fetch(`${site}${path}`)).text())).toEqual([]);
      looks++;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await table.stop();
    expect(looks).toBeGreaterThan(3);
    for (const stream of streams) {
      const before = stream.frames.filter((frame) => !frame.ended);
      expect(before.length).toBeGreaterThan(3);
      for (const frame of before) expect(leaksIn(frame.html)).toEqual([]);
    }

    // After the end: the report’s link opens the protocol (roles now shown), verified in the
    // browser; and the standings.
    const report = table.report()!;
    const record = report.buttons.find(
      (button) => button.label === table.label('ui.link.protocol'),
    );
    expect(record, JSON.stringify(report.buttons)).toMatchObject({
      style: ButtonStyle.Link,
      url: `${site}game/${gameId}`,
    });
    const protocol = await browser.newPage();
    await protocol.goto(record!.url!);
    await protocol.waitForSelector('h1', { timeout: 5_000 });
    expect(await protocol.title()).toContain(gameId);
    await protocol.waitForSelector('#verify[data-result="ok"]', { timeout: 5_000 });
    await protocol.waitForFunction(`document.querySelector('img.picture').naturalWidth === 960`);
    let standingsText = '';
    await eventually(
      async () => {
        standingsText = await (await fetch(`${site}standings`)).text();
        return /<tbody>\s*<tr>/.test(standingsText);
      },
      20_000,
      'the game in the standings',
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${standingsText}\n${table.report()?.text.slice(0, 300)}`);
    });
    const standings = await browser.newPage();
    await standings.goto(`${site}standings`);
    expect(await standings.locator('table tbody tr').count()).toBe(10);
    expect(session.bot.errors()).toEqual([]);
  }, 300_000);
});
