import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, type Command, type GameEvent, type Screen } from '../../src/engine/index.ts';
import { fromRecord, type GameDocument } from '../../src/orchestrator/document.ts';
import { DocumentStore } from '../../src/store/document-store.ts';
import { SCHEMA_VERSION, UnreadableDocumentError } from '../../src/store/game-store.ts';
import { MIGRATIONS } from '../../src/store/migrations/registry.ts';
import { upgrade } from '../../src/store/migrations/upgrade.ts';
import { RedisKv } from '../../src/store/redis-kv.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../harness/redis.ts';
import { identityRandom } from '../../harness/engine-game.ts';
import { memoryLogger } from '../support/logger.ts';

/** A document exactly as an older bot saved it (test/store/samples/<name>.v<N>.json). */
function sample(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`samples/${name}.json`, import.meta.url), 'utf8'));
}

type Notice = Extract<GameEvent, { type: 'notice' }>;
const PURPOSES = ['roleCard', 'nightResult', 'report', 'personal', 'other'];

function noticesOf(document: GameDocument): Notice[] {
  const inbox = Object.values(document.inbox ?? {}).flat();
  return [...document.outbox.filter((event) => event.type === 'notice'), ...inbox];
}

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const entry of Object.values(value)) deepFrozen(entry);
    Object.freeze(value);
  }
  return value;
}

let kv: RedisKv;
let store: DocumentStore;
beforeAll(async () => {
  kv = await RedisKv.connect({ url: TEST_REDIS_URL, prefix: uniquePrefix('migrations') });
  store = new DocumentStore('redis', kv, memoryLogger().logger);
});
afterAll(async () => {
  await kv.clearPrefix();
  await kv.close();
});

/** Stores a sample as its bot wrote it (listed among the active games), then loads it back. */
async function storedAndLoaded(name: string): Promise<GameDocument> {
  const gameId = `${name}:game1`;
  const stored = sample(name);
  const saved = { ...stored, gameId, version: Number(stored.version) };
  const listed = { index: 'active-games', member: gameId, present: true };
  await kv.compareAndSet(`game:${gameId}`, 0, saved, listed);
  const record = await store.loadGame(gameId);
  expect(record?.schemaVersion).toBe(SCHEMA_VERSION);
  const active = (await store.listActiveGames()).find((game) => game.gameId === gameId);
  expect(active).toEqual(record);
  return fromRecord(record!);
}

/** The engine takes a command on the upgraded state, as it would on a game saved today. */
function playsOn(document: GameDocument, command: Command): void {
  const decision = decide(document.state, command, {
    now: document.state.createdAt + 60_000,
    random: identityRandom,
  });
  if (!decision.ok) throw new Error(`refused: ${decision.error.key}`);
  expect(decision.state.version).toBe(document.state.version + 1);
}

const judge = (document: GameDocument) => ({ userId: document.state.judgeId });

describe('stored documents upgraded at load: saved samples of schema 1 on real Redis', () => {
  it('GIVEN a forum deal whose role cards were saved without a purpose WHEN it is loaded THEN each role card is a roleCard, every notice has a purpose, and the judge can go on (a foul)', async () => {
    const document = await storedAndLoaded('game-forum-deal-outbox.v1');
    const notices = noticesOf(document);
    expect(notices.length).toBeGreaterThan(11);
    for (const notice of notices) expect(PURPOSES).toContain(notice.purpose);
    const cards = notices.filter((notice) => notice.lines[0]?.key === 'role.card');
    expect(cards).toHaveLength(11);
    expect(cards.every((notice) => notice.purpose === 'roleCard')).toBe(true);
    playsOn(document, { type: 'foul', by: judge(document), seat: 1 });
  });

  it('GIVEN a forum night whose prompts were saved without a purpose and with their JSON as `shown` WHEN it is loaded THEN the seat prompts and the mafia menu are night prompts, public screens stay ordinary, `shown` is gone, the inbox card is a roleCard, and the Detective can check', async () => {
    const document = await storedAndLoaded('game-forum-night.v1');
    const purposes = Object.fromEntries(
      Object.values(document.screens).map((record) => [record.screen.id, record.screen.purpose]),
    );
    expect(purposes).toEqual({
      table: undefined,
      'night.1': undefined,
      'night.1.mafia': 'nightPrompt',
      'night.1.7': 'nightPrompt',
      'night.1.8': 'nightPrompt',
    });
    for (const record of Object.values(document.screens))
      expect(record).not.toHaveProperty('shown');
    expect(noticesOf(document).map((notice) => notice.purpose)).toEqual(['roleCard']);
    const detective = document.state.seats.find((seat) => seat.role === 'DETECTIVE')!;
    const target = detective.seat === 1 ? 2 : 1;
    playsOn(document, {
      type: 'nightAction',
      by: { userId: detective.userId },
      action: 'check',
      targets: [target],
    });
  });

  it('GIVEN a mute ledger, a member record and a season month of schema 1 WHEN they are loaded THEN only their schemaVersion changes', async () => {
    const ledger = sample('mute-ledger.v1');
    const member = sample('member.v1');
    const month = sample('season-month.v1');
    await kv.set(`mutes:${String(ledger.guildId)}`, ledger);
    await kv.set(`member:${String(member.guildId)}:${String(member.userId)}`, member);
    await kv.set(`season:${String(month.guildId)}:${String(month.month)}`, month);
    const current = { schemaVersion: SCHEMA_VERSION };
    expect(await store.loadMuteLedger(String(ledger.guildId))).toEqual({ ...ledger, ...current });
    expect(await store.loadMemberRecord(String(member.guildId), String(member.userId))).toEqual({
      ...member,
      ...current,
    });
    expect(await store.loadSeasonMonth(String(month.guildId), String(month.month))).toEqual({
      ...month,
      ...current,
    });
  });

  it('GIVEN guild settings of schema 1 with one speechSeconds WHEN they are loaded THEN both sports presets get that length and the old field is gone', async () => {
    const saved = sample('guild-settings.v1');
    await kv.set(`settings:${String(saved.guildId)}`, saved);
    expect((await store.loadGuildSettings(String(saved.guildId)))?.settings).toEqual({
      language: 'ru',
      speechSecondsStylized: 50,
      speechSecondsClassic: 50,
    });
  });
});

describe('upgrade(): one pure step per schemaVersion, newer documents refused', () => {
  const SAMPLES = [
    'game-forum-deal-outbox.v1',
    'game-forum-night.v1',
    'game-forum-night.v2',
    'mute-ledger.v1',
    'member.v1',
    'season-month.v1',
    'guild-settings.v1',
  ];

  it('GIVEN the registry WHEN its steps are listed THEN they start at schema 1, none is missing, and the last one reaches the schema this build writes', () => {
    expect(MIGRATIONS.map((step) => step.from)).toEqual(
      Array.from({ length: SCHEMA_VERSION - 1 }, (_, index) => index + 1),
    );
  });

  it.each(SAMPLES)(
    'GIVEN the sample %s WHEN it is upgraded THEN the stored JSON is left untouched and upgrading the result again changes nothing',
    (name) => {
      const saved = deepFrozen(sample(name));
      const once = upgrade(saved);
      if (!once.ok) throw new Error('refused');
      expect(once.document.schemaVersion).toBe(SCHEMA_VERSION);
      expect(upgrade(once.document)).toEqual(once);
    },
  );

  it('GIVEN any document of the current schema WHEN it is upgraded THEN it is returned as it is (idempotent)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (fields) => {
        const document = deepFrozen({ ...fields, schemaVersion: SCHEMA_VERSION });
        expect(upgrade(document)).toEqual({ ok: true, document });
      }),
    );
  });

  it('GIVEN any schema-1 game with notices and screens WHEN it is upgraded twice THEN the second upgrade changes nothing and every notice has a purpose', () => {
    const line = fc.record({
      key: fc.constantFrom('role.card', 'night.result.check', 'skip.warning', 'game.paused'),
      params: fc.constant({}),
    });
    const notice = fc.record({
      type: fc.constant('notice'),
      id: fc.string(),
      lines: fc.array(line),
    });
    const screen = fc.record({ id: fc.constantFrom('table', 'night.2.4', 'duel.d1.1.3~2') });
    fc.assert(
      fc.property(fc.array(notice), fc.array(screen), (outbox, screens) => {
        const saved = deepFrozen({
          schemaVersion: 1,
          gameId: 'g',
          data: {
            outbox,
            screens: Object.fromEntries(screens.map((s) => [s.id, { screen: s, shown: '{}' }])),
          },
        });
        const once = upgrade(saved);
        if (!once.ok) throw new Error('refused');
        expect(upgrade(once.document)).toEqual(once);
        const data = once.document.data as { outbox: Notice[]; screens: Record<string, Screen> };
        for (const event of data.outbox) expect(PURPOSES).toContain(event.purpose);
      }),
    );
  });

  it.each([SCHEMA_VERSION + 1, 0, '2', undefined])(
    'GIVEN a document of schema %s (newer than this build, or none) WHEN it is upgraded THEN it is refused, never read',
    (schemaVersion) => {
      expect(upgrade({ schemaVersion, gameId: 'g' })).toEqual({
        ok: false,
        foundSchemaVersion: schemaVersion,
      });
    },
  );

  it('GIVEN a game saved by a newer build WHEN this build loads it from Redis THEN the store refuses it with UnreadableDocumentError', async () => {
    await kv.set('game:future', { ...sample('game-forum-night.v1'), schemaVersion: 99 });
    await expect(store.loadGame('future')).rejects.toBeInstanceOf(UnreadableDocumentError);
  });
});
