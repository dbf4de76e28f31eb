import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toRecord, type GameDocument } from '../../src/orchestrator/document.ts';
import { SeasonService } from '../../src/season/season-service.ts';
import { changedWebPage, type WebPage } from '../../src/settings/web-page.ts';
import { SCHEMA_VERSION, type GameStore } from '../../src/store/game-store.ts';
import type { SaveFeed } from '../../src/web/save-feed.ts';
import { createWebServer, type WebServer } from '../../src/web/server.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';
import { finishedClassic } from '../season/fixtures.ts';
import { memoryLogger } from '../support/logger.ts';
import { leaksIn } from './leaks.ts';
import { GUILD, openWebStore } from './site-fixture.ts';
import { readStream } from '../../harness/stream-reader.ts';

interface World {
  store: GameStore;
  feed: SaveFeed;
  web: WebServer;
  page: WebPage;
  game: TestGame;
  revision: number;
  base: string;
}

let world: World;

/** Saves the server's settings as the settings service does: the next version over the stored one. */
async function optIn(store: GameStore, page: WebPage, language: 'ru' | 'en' = 'en') {
  const stored = await store.loadGuildSettings(GUILD);
  const saved = await store.saveGuildSettings({
    schemaVersion: SCHEMA_VERSION,
    guildId: GUILD,
    version: (stored?.version ?? 0) + 1,
    settings: { language, web: page },
  });
  expect(saved).toMatchObject({ ok: true });
}

/** Saves the test game as the orchestrator would: a new revision of its document. */
async function saveGame(): Promise<void> {
  const document: GameDocument = {
    revision: ++world.revision,
    meta: { guildId: GUILD, channelId: '300000000000000002', locale: 'en', hostId: JUDGE.userId },
    state: world.game.state,
    outbox: [],
    screens: {},
    reported: [],
  };
  const saved = await world.store.saveGame(toRecord(document, Date.now()));
  expect(saved.ok).toBe(true);
}

beforeEach(async () => {
  const { store, feed } = await openWebStore();
  const page = changedWebPage(undefined, { enabled: true });
  await optIn(store, page);
  const web = await createWebServer({ store, feed, logger: memoryLogger().logger });
  const game = TestGame.started('classic', 10);
  world = { store, feed, web, page, game, revision: 0, base: `/g/${GUILD}/${page.slug}` };
  await saveGame();
});

afterEach(async () => {
  await world.web.close();
  await world.store.close();
});

const get = (url: string) => world.web.app.inject({ method: 'GET', url });
const gameId = () => world.game.state.gameId;

describe('issue 27: a server opts in, and its pages live under an unguessable slug', () => {
  it('GIVEN the page on WHEN its live table is asked for THEN it answers with the seats and the speaker, no role, and security headers', async () => {
    const reply = await get(`${world.base}/live/${gameId()}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('Player 1');
    expect(reply.body).toContain('data-speaker="1"');
    expect(leaksIn(reply.body)).toEqual([]);
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
  });

  it('GIVEN a wrong, malformed or another server’s address WHEN asked for THEN 404, the same page as an unknown one', async () => {
    const other = changedWebPage(world.page, { newLink: true }).slug;
    for (const url of [
      `/g/${GUILD}/${other}/live/${gameId()}`,
      `/g/${GUILD}/short/live/${gameId()}`,
      `/g/300000000000000009/${world.page.slug}/live/${gameId()}`,
      `${world.base}/live/${encodeURIComponent('../../etc')}`,
      `${world.base}/overlay/${gameId()}?delay=-4`,
      `${world.base}/nothing`,
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
    }
  });

  it('GIVEN the admin rotates the link or turns the page off WHEN the old link is used THEN 404 at once', async () => {
    const rotated = changedWebPage(world.page, { newLink: true });
    await optIn(world.store, rotated);
    expect((await get(`${world.base}/live/${gameId()}`)).statusCode).toBe(404);
    expect((await get(`/g/${GUILD}/${rotated.slug}/live/${gameId()}`)).statusCode).toBe(200);
    await optIn(world.store, { ...rotated, enabled: false });
    expect((await get(`/g/${GUILD}/${rotated.slug}/live/${gameId()}`)).statusCode).toBe(404);
  });

  it('GIVEN a store that fails WHEN a page is asked for THEN a 500 page that names no cause (no stack trace, no message)', async () => {
    world.store.loadGuildSettings = () =>
      Promise.reject(new Error('secret internals at /srv/x.ts:12'));
    const reply = await get(`${world.base}/`);
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toMatch(/secret internals|x\.ts|at /);
    expect(reply.body).toContain('Something went wrong');
  });

  it('GIVEN a tight rate limit WHEN one address asks too often THEN 429 with a page saying so', async () => {
    await world.web.close();
    world.web = await createWebServer({
      store: world.store,
      feed: world.feed,
      logger: memoryLogger().logger,
      rateLimitPerMinute: 2,
    });
    await get(`${world.base}/`);
    await get(`${world.base}/`);
    const reply = await get(`${world.base}/`);
    expect(reply.statusCode).toBe(429);
    expect(reply.body).toContain('Too many requests');
  });
});

describe('issue 27: the records of a finished game, and nothing of a running one beyond its table', () => {
  it('GIVEN a running game WHEN its protocol, picture or protocol file is asked for THEN 404; AND once it ends THEN they answer, with every role', async () => {
    for (const path of ['', '/picture.png', '/protocol.json'])
      expect((await get(`${world.base}/game/${gameId()}${path}`)).statusCode).toBe(404);
    world.game.ok({ type: 'end', by: JUDGE });
    await saveGame();
    const page = await get(`${world.base}/game/${gameId()}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Don');
    expect(page.body).toContain(world.game.state.deal.commitment);
    expect(page.body).toContain('/assets/verify.js');
    const picture = await get(`${world.base}/game/${gameId()}/picture.png`);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const protocol = JSON.parse((await get(`${world.base}/game/${gameId()}/protocol.json`)).body);
    expect(protocol.deal.gameId).toBe(gameId());
  });

  it('GIVEN a game counted into the season WHEN the standings and a player’s page are asked for THEN they list the players and points', async () => {
    const season = new SeasonService(world.store, memoryLogger().logger);
    await season.count(GUILD, finishedClassic({ createdAt: Date.now() }));
    const standings = await get(`${world.base}/standings`);
    expect(standings.statusCode).toBe(200);
    expect(standings.body).toContain('P4');
    expect((await get(`${world.base}/standings?period=month`)).body).toContain('P4');
    expect((await get(`${world.base}/standings?period=decade`)).statusCode).toBe(404);
    const home = await get(`${world.base}/`);
    expect(home.body).toContain(`/live/${gameId()}`);
    const player = await get(`${world.base}/player/100000000000000004`);
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('P4');
  });

  it('GIVEN the overlay WHEN asked for THEN a transparent 1920×1080 page that follows the stream with the delay asked for', async () => {
    const reply = await get(`${world.base}/overlay/${gameId()}?delay=30`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('class="overlay"');
    expect(reply.body).toContain('view=overlay&amp;delay=30');
    const css = await get('/assets/site.css');
    expect(css.body).toMatch(/html\.overlay, html\.overlay body \{ width: 1920px; height: 1080px;/);
  });
});

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('issue 27: live updates by Server-Sent Events fed by the saves', () => {
  it('GIVEN a stream open on the live game WHEN a save moves the floor THEN a frame with the new speaker follows, and no frame carries a role or night move', async () => {
    const address = await world.web.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await readStream(`${address}${world.base}/live/${gameId()}/events`);
    expect(stream.response.headers['content-type']).toContain('text/event-stream');
    await until(() => stream.frames.length === 1);
    expect(stream.frames[0]!.html).toContain('data-speaker="1"');
    world.game.ok({ type: 'pass', by: world.game.seat(1) });
    await saveGame();
    await until(() =>
      stream.frames.some((frame) => String(frame.html).includes('data-speaker="2"')),
    );
    world.game.toNight();
    await saveGame();
    await until(() => stream.frames.length >= 3);
    stream.close();
    expect(leaksIn(stream.raw.join(''))).toEqual([]);
  });

  it('GIVEN a save that changes nothing spectators see WHEN it is told THEN no frame is sent', async () => {
    const address = await world.web.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await readStream(`${address}${world.base}/live/${gameId()}/events`);
    await until(() => stream.frames.length === 1);
    await saveGame();
    await new Promise((resolve) => setTimeout(resolve, 200));
    stream.close();
    expect(stream.frames).toHaveLength(1);
  });
});
