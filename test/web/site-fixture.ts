import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { GameState } from '../../src/engine/index.ts';
import { toRecord, type GameDocument } from '../../src/orchestrator/document.ts';
import { changedWebPage, type WebPage } from '../../src/settings/web-page.ts';
import { createStore } from '../../src/store/create-store.ts';
import { SCHEMA_VERSION, type GameStore } from '../../src/store/game-store.ts';
import { SaveFeed } from '../../src/web/save-feed.ts';
import { createWebServer, type WebServer } from '../../src/web/server.ts';
import { JUDGE } from '../../harness/engine-game.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';
import { memoryLogger } from '../support/logger.ts';

export const GUILD = '300000000000000001';

/** A server that opted in to its web page, its store and the web server reading it. */
export interface Site {
  store: GameStore;
  web: WebServer;
  page: WebPage;
  base: string;
  get(url: string): Promise<{ statusCode: number; body: string }>;
  /** Saves a game of the server as the orchestrator would (`revision`: its document's). */
  saveGame(state: GameState, revision?: number): Promise<void>;
}

/** A store of its own on the test Redis, whose saves the web server hears through `feed`. */
export async function openWebStore(): Promise<{ store: GameStore; feed: SaveFeed }> {
  const raw = await createStore(
    {
      redisUrl: TEST_REDIS_URL,
      redisKeyPrefix: uniquePrefix('web'),
      dataDir: mkdtempSync(join(tmpdir(), 'web-')),
    },
    memoryLogger().logger,
  );
  const feed = new SaveFeed();
  return { store: feed.watching(raw), feed };
}

export async function openSite(language: 'ru' | 'en' = 'en'): Promise<Site> {
  const { store, feed } = await openWebStore();
  const page = changedWebPage(undefined, { enabled: true });
  await store.saveGuildSettings({
    schemaVersion: SCHEMA_VERSION,
    guildId: GUILD,
    version: 1,
    settings: { language, web: page },
  });
  const web = await createWebServer({ store, feed, logger: memoryLogger().logger });
  const saveGame = async (state: GameState, revision = 1) => {
    const document: GameDocument = {
      revision,
      meta: {
        guildId: GUILD,
        channelId: '300000000000000002',
        locale: language,
        hostId: JUDGE.userId,
      },
      state,
      outbox: [],
      screens: {},
      reported: [],
    };
    expect((await store.saveGame(toRecord(document, Date.now()))).ok).toBe(true);
  };
  return {
    store,
    web,
    page,
    base: `/g/${GUILD}/${page.slug}`,
    get: async (url) => await web.app.inject({ method: 'GET', url }),
    saveGame,
  };
}

export async function closeSite(site: Site): Promise<void> {
  await site.web.close();
  await site.store.close();
}
