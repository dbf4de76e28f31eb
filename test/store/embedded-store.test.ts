import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentStore } from '../../src/store/document-store.ts';
import { EmbeddedKv } from '../../src/store/embedded-kv.ts';
import { memoryLogger } from '../support/logger.ts';
import { describeGameStoreContract, gameRecord } from './contract.ts';
import { describeSeasonContract } from './season-contract.ts';
import { describeSeasonAdminContract } from './season-admin-contract.ts';

const root = mkdtempSync(join(tmpdir(), 'mafia-store-'));
let counter = 0;
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeGameStoreContract('embedded (Keyv over node:sqlite)', {
  open: async () => EmbeddedKv.inDirectory(join(root, `run-${counter++}`)),
  dispose: (kv) => kv.close(),
});

describeSeasonAdminContract('embedded (Keyv over node:sqlite)', {
  place: () => join(root, `season-admin-${counter++}`),
  connect: async (dir) => EmbeddedKv.inDirectory(dir),
  dispose: async (_dir, kvs) => {
    for (const kv of kvs) await kv.close();
  },
});

describeSeasonContract('embedded (Keyv over node:sqlite)', {
  place: () => join(root, `season-${counter++}`),
  connect: async (dir) => EmbeddedKv.inDirectory(dir),
  dispose: async (_dir, kvs) => {
    for (const kv of kvs) await kv.close();
  },
});

describe('embedded store restarts', () => {
  it('GIVEN games and a ledger were saved WHEN the store is closed and opened again on the same directory THEN everything is still there', async () => {
    const dir = join(root, 'restart');
    const first = new DocumentStore('embedded', EmbeddedKv.inDirectory(dir), memoryLogger().logger);
    await first.saveGame(gameRecord({ gameId: 'kept', data: { votes: [3, 5] } }));
    await first.saveGame(gameRecord({ gameId: 'kept', version: 2, data: { votes: [3, 5, 8] } }));
    await first.saveMuteLedger({
      schemaVersion: 1,
      guildId: 'g',
      version: 1,
      muted: { u: { gameId: 'kept', since: 5 } },
    });
    await first.close();

    const second = new DocumentStore(
      'embedded',
      EmbeddedKv.inDirectory(dir),
      memoryLogger().logger,
    );
    expect(await second.loadGame('kept')).toEqual(
      gameRecord({ gameId: 'kept', version: 2, data: { votes: [3, 5, 8] } }),
    );
    expect((await second.listActiveGames()).map((game) => game.gameId)).toEqual(['kept']);
    expect((await second.listMuteLedgers()).map((ledger) => ledger.guildId)).toEqual(['g']);
    await second.close();
  });
});
