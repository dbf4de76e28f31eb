import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GuildSettingsService } from '../../src/settings/guild-settings-service.ts';
import { TestGame } from '../../harness/engine-game.ts';
import { lobbyDefaults, speechSecondsFor } from '../../src/settings/guild-settings.ts';
import { DocumentStore } from '../../src/store/document-store.ts';
import { EmbeddedKv } from '../../src/store/embedded-kv.ts';
import { LEGACY_SETTINGS_VERSION } from '../../src/store/game-store.ts';
import { memoryLogger } from '../support/logger.ts';

const GUILD = '300000000000000001';
const ROLE = '300000000000000009';

const open: EmbeddedKv[] = [];
afterEach(async () => {
  for (const kv of open.splice(0)) await kv.close();
});

function embeddedStore(): DocumentStore {
  const kv = EmbeddedKv.inDirectory(mkdtempSync(join(tmpdir(), 'mafia-settings-')));
  open.push(kv);
  return new DocumentStore('embedded', kv, memoryLogger().logger);
}

describe('server settings as stored (/mafia settings, product.md)', () => {
  it('GIVEN settings saved before speech length was per preset (schema 1) WHEN loaded THEN the one length applies to stylized and classic, as it did, and the rest is kept', async () => {
    const store = embeddedStore();
    await store.saveGuildSettings({
      schemaVersion: 1,
      guildId: GUILD,
      version: 1,
      settings: { language: 'ru', speechSeconds: 50, nightSeconds: 20, judgeRoleId: ROLE },
    });
    const settings = await new GuildSettingsService(store).get(GUILD);
    expect(settings).toEqual({
      language: 'ru',
      speechSecondsStylized: 50,
      speechSecondsClassic: 50,
      nightSeconds: 20,
      judgeRoleId: ROLE,
    });
    expect(speechSecondsFor(settings, 'forum')).toBeUndefined();
  });

  it('GIVEN an old speech length, saved as schema 1 wrote settings (no version) WHEN the classic one is changed THEN the stylized one keeps the old length, and what is saved has no old field and counts its versions on', async () => {
    const kv = EmbeddedKv.inDirectory(mkdtempSync(join(tmpdir(), 'mafia-settings-')));
    open.push(kv);
    const store = new DocumentStore('embedded', kv, memoryLogger().logger);
    await kv.set(`settings:${GUILD}`, {
      schemaVersion: 1,
      guildId: GUILD,
      settings: { speechSeconds: 50 },
    });
    const service = new GuildSettingsService(store);
    await service.update(GUILD, { speechSecondsClassic: 90 });
    await service.update(GUILD, { nightSeconds: 20 });
    expect(await store.loadGuildSettings(GUILD)).toMatchObject({
      version: LEGACY_SETTINGS_VERSION + 2,
      settings: { speechSecondsStylized: 50, speechSecondsClassic: 90, nightSeconds: 20 },
    });
  });

  it('GIVEN a speech length for one preset WHEN a game of the other preset starts THEN it keeps its own default', async () => {
    const service = new GuildSettingsService(embeddedStore());
    const settings = await service.update(GUILD, { speechSecondsStylized: 45 });
    expect(speechSecondsFor(settings, 'stylized')).toBe(45);
    expect(speechSecondsFor(settings, 'classic')).toBeUndefined();
  });

  it('GIVEN a judge role, speech and night lengths WHEN each is reset THEN it is unset (the default) for this process and the next, and the others stay', async () => {
    const store = embeddedStore();
    const service = new GuildSettingsService(store);
    await service.update(GUILD, {
      judgeRoleId: ROLE,
      speechSecondsStylized: 45,
      speechSecondsClassic: 90,
      nightSeconds: 20,
      floorControl: 'detect',
    });
    await service.update(GUILD, {}, ['judgeRoleId']);
    await service.update(GUILD, {}, ['speechSecondsClassic']);
    await service.update(GUILD, {}, ['nightSeconds']);
    const expected = { speechSecondsStylized: 45, floorControl: 'detect' };
    expect(await service.get(GUILD)).toEqual(expected);
    expect(await new GuildSettingsService(store).get(GUILD)).toEqual(expected);
  });
});

describe('CONF-GEO-FLAGS: the flags geo_7_4 and geo_7_6 as server settings for ordinary games', () => {
  it('GIVEN settings stored before the rule flags existed (schema 1) WHEN loaded THEN they load, and a new game has both rules on', async () => {
    const store = embeddedStore();
    await store.saveGuildSettings({
      schemaVersion: 1,
      guildId: GUILD,
      version: 1,
      settings: { language: 'ru', nightSeconds: 20 },
    });
    const settings = await new GuildSettingsService(store).get(GUILD);
    expect(settings).toEqual({ language: 'ru', nightSeconds: 20 });
    const game = TestGame.lobby('classic', 10, lobbyDefaults(settings, 'classic'));
    expect(game.state.config).toMatchObject({ geo74: true, geo76: true });
  });

  it('GIVEN geo_7_4 and geo_7_6 off on the server WHEN a lobby opens THEN the game has both off; WHEN both are reset THEN they are unset again (on)', async () => {
    const service = new GuildSettingsService(embeddedStore());
    const off = await service.update(GUILD, { geo74: false, geo76: false });
    const game = TestGame.lobby('classic', 10, lobbyDefaults(off, 'classic'));
    expect(game.state.config).toMatchObject({ geo74: false, geo76: false });
    const on = await service.update(GUILD, {}, ['geo74', 'geo76']);
    expect(on).toEqual({});
    expect(lobbyDefaults(on, 'classic')).not.toHaveProperty('geo74');
  });
});
