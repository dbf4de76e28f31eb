import { EventEmitter } from 'node:events';
import { joinVoiceChannel, type DiscordGatewayAdapterCreator } from '@discordjs/voice';
import { OverwriteType, PermissionFlagsBits, type Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDocument } from '../../src/orchestrator/document.ts';
import { VoiceLink, gatedAdapter } from '../../src/voice/connection.ts';
import type { VoiceLibrary } from '../../src/voice/library.ts';
import { ClipLibrary } from '../../src/voice/manifest.ts';
import { VoiceService, type VoiceUnavailableReason } from '../../src/voice/service.ts';
import { connectClient } from '@mafia-bot/fake-discord/client';
import { FakeDiscord, type VoiceServerMode } from '@mafia-bot/fake-discord';
import { memoryLogger } from '../support/logger.ts';

/**
 * The real discord.js client and the real @discordjs/voice against the fake Discord, whose
 * voice server refuses connections ('refuse': VOICE_SERVER_UPDATE names a closed port) or never
 * answers ('silent'). Nothing here may crash the process: an unhandled 'error' would fail the
 * run.
 */

let fake: FakeDiscord | undefined;
let client: Client<true> | undefined;
const cleanups: Array<() => void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await client?.destroy();
  await fake?.close();
  client = undefined;
  fake = undefined;
});

async function start(voice: VoiceServerMode): Promise<{ fake: FakeDiscord; client: Client<true> }> {
  fake = await FakeDiscord.start({ voice });
  client = await connectClient(fake);
  return { fake, client };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

/** Op 4 payloads that join a channel (not leaves). */
function joins(fake: FakeDiscord): number {
  return fake.voiceJoins.filter((join) => join.channelId !== null).length;
}

/** A running game as the orchestrator stores it (only what the voice service reads). */
function gameDoc(
  fake: FakeDiscord,
  options: {
    gameId?: string;
    phase?: 'night' | 'day' | 'ended';
    players?: string[];
    timeScale?: number;
    floorControl?: 'mute' | 'detect';
  } = {},
): GameDocument {
  const players = options.players ?? [];
  const phase = options.phase ?? 'night';
  return {
    revision: 1,
    meta: {
      guildId: fake.guildId,
      channelId: fake.channels.game as string,
      voiceChannelId: fake.channels.Table as string,
      locale: 'ru',
      hostId: 'host',
    },
    state: {
      gameId: options.gameId ?? 'g1',
      config: {
        preset: 'classic',
        timeScale: options.timeScale ?? 1,
        floorControl: options.floorControl ?? 'mute',
      },
      seats: players.map((userId, index) => ({ seat: index + 1, userId, alive: true })),
      phase:
        phase === 'night'
          ? { kind: 'night', night: { number: 0, submissions: {} } }
          : phase === 'day'
            ? { kind: 'day', day: { number: 1 } }
            : { kind: 'ended', result: { winner: 'red', teams: ['RED'], reason: 'allBlacksOut' } },
    },
    outbox: [],
    screens: {},
    reported: [],
  } as unknown as GameDocument;
}

describe('voice against the fake Discord', () => {
  it('the raw library rejoins in a tight loop on a refused voice server (why the link gates it)', async () => {
    const { fake, client } = await start('refuse');
    const guild = client.guilds.cache.get(fake.guildId);
    const connection = joinVoiceChannel({
      guildId: fake.guildId,
      channelId: fake.channels.Table as string,
      adapterCreator: guild?.voiceAdapterCreator as DiscordGatewayAdapterCreator,
      selfDeaf: false,
    });
    connection.on('error', () => {});
    await sleep(500);
    const loops = joins(fake);
    connection.destroy();
    // @discordjs/voice 0.19.2: dozens of op 4 joins in half a second (Discord allows 120 gateway
    // sends a minute in all). If a release stops looping, VoiceLink's gate is merely harmless.
    expect(loops).toBeGreaterThan(10);
  });

  it('VoiceLink: op 4 sent, connection refused, bounded retries, gives up once, no crash', async () => {
    const { fake, client } = await start('refuse');
    const guild = client.guilds.cache.get(fake.guildId);
    const gaveUp: string[] = [];
    const errors: Error[] = [];
    const link = new VoiceLink({
      join: () => {
        const connection = joinVoiceChannel({
          guildId: fake.guildId,
          channelId: fake.channels.Table as string,
          adapterCreator: gatedAdapter(guild?.voiceAdapterCreator as DiscordGatewayAdapterCreator),
          selfDeaf: false,
          daveEncryption: true,
        });
        connection.on('error', (error) => errors.push(error));
        return connection;
      },
      retryDelaysMs: [100, 200, 400],
      readyTimeoutMs: 5_000,
      onGiveUp: (reason) => gaveUp.push(reason),
    });
    cleanups.push(() => link.destroy());
    link.start();
    await until(() => gaveUp.length > 0);
    expect(gaveUp).toEqual(['disconnected']);
    expect(link.attempts).toBe(4);
    // One join per attempt, and one leave after each failure.
    expect(joins(fake)).toBe(4);
    expect(fake.voiceJoins.length).toBeLessThanOrEqual(10);
    expect(fake.voiceJoins.every((join) => join.accepted)).toBe(true);
    expect(fake.voiceJoins.find((join) => join.channelId)?.selfDeaf).toBe(false);
    // The voice websocket really was dialled and refused (the error reached our listener).
    expect(errors.some((error) => /ECONNREFUSED/.test(error.message))).toBe(true);
    await sleep(1_000);
    expect(joins(fake)).toBe(4);
    expect(gaveUp).toHaveLength(1);
  });

  it('VoiceService: the game goes on, narrate never throws, "voice unavailable" fires once', async () => {
    const { fake, client } = await start('refuse');
    const { logger, lines } = memoryLogger('debug');
    const unavailable: VoiceUnavailableReason[] = [];
    const voice = await VoiceService.create({
      client,
      logger,
      retryDelaysMs: [100, 200, 400],
      readyTimeoutMs: 5_000,
      onUnavailable: (_game, reason) => unavailable.push(reason),
    });
    cleanups.push(() => voice.stop());
    const game = gameDoc(fake);
    const started = Date.now();
    await voice.narrate(game, { cue: 'citySleeps' }, 'g1:e1');
    await voice.narrate(game, { cue: 'nightStep', step: 'meeting.MAFIA' }, 'g1:e2');
    // Resolved without waiting for Discord: the connection is still on its way.
    expect(voice.status('g1')).toEqual({ owner: true, link: 'connecting' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await until(() => unavailable.length > 0);
    expect(unavailable).toEqual(['joinFailed']);
    expect(joins(fake)).toBe(4);
    await voice.narrate(game, { cue: 'nightStep', step: 'look.SHERIFF' }, 'g1:e3');
    await sleep(800);
    expect(unavailable).toHaveLength(1);
    expect(joins(fake)).toBe(4);
    expect(fake.voiceJoins.length).toBeLessThanOrEqual(10);
    const logged = lines();
    expect(logged.some((line) => line.msg === 'voice: @discordjs/voice loaded with DAVE')).toBe(
      true,
    );
    expect(logged.some((line) => String(line.msg).startsWith('voice: giving up'))).toBe(true);
  });

  it('a voice server that never answers: each attempt times out, then gives up', async () => {
    const { fake, client } = await start('silent');
    const unavailable: VoiceUnavailableReason[] = [];
    const voice = await VoiceService.create({
      client,
      logger: memoryLogger('warn').logger,
      retryDelaysMs: [50, 50, 50],
      readyTimeoutMs: 200,
      onUnavailable: (_game, reason) => unavailable.push(reason),
    });
    cleanups.push(() => voice.stop());
    voice.sync(gameDoc(fake));
    await until(() => unavailable.length > 0);
    expect(unavailable).toEqual(['joinFailed']);
    expect(joins(fake)).toBe(4);
  });

  it('without Connect permission it does not try, and says so once', async () => {
    const { fake, client } = await start('refuse');
    // A member overwrite on the voice channel: the bot may not connect there.
    fake.setChannelOverwrite('Table', {
      id: fake.botUserId,
      type: OverwriteType.Member,
      allow: '0',
      deny: String(PermissionFlagsBits.Connect),
    });
    const channel = fake.channels.Table as string;
    const guild = client.guilds.cache.get(fake.guildId);
    await until(
      () =>
        guild?.channels.cache
          .get(channel)
          ?.permissionsFor(fake.botUserId)
          ?.has(PermissionFlagsBits.Connect) === false,
    );
    const unavailable: VoiceUnavailableReason[] = [];
    const voice = await VoiceService.create({
      client,
      logger: memoryLogger('warn').logger,
      onUnavailable: (_game, reason) => unavailable.push(reason),
    });
    cleanups.push(() => voice.stop());
    const game = gameDoc(fake);
    await voice.narrate(game, { cue: 'citySleeps' }, 'a');
    await voice.narrate(game, { cue: 'cityWakes', day: 1 }, 'b');
    voice.sync(game);
    expect(unavailable).toEqual(['missingPermissions']);
    expect(fake.voiceJoins).toEqual([]);
  });

  it('one connection per guild: the second game is told the guild is busy', async () => {
    const { fake, client } = await start('silent');
    const unavailable: Array<[string, VoiceUnavailableReason]> = [];
    const voice = await VoiceService.create({
      client,
      logger: memoryLogger('warn').logger,
      readyTimeoutMs: 60_000,
      onUnavailable: (game, reason) => unavailable.push([game.state.gameId, reason]),
    });
    cleanups.push(() => voice.stop());
    voice.sync(gameDoc(fake, { gameId: 'first' }));
    voice.sync(gameDoc(fake, { gameId: 'second' }));
    voice.sync(gameDoc(fake, { gameId: 'second' }));
    expect(unavailable).toEqual([['second', 'guildBusy']]);
    expect(voice.status('first')).toEqual({ owner: true, link: 'connecting' });
    expect(voice.status('second')).toEqual({ owner: false, link: 'none' });
    await until(() => joins(fake) === 1);
    // The first game ends: the bot leaves the channel.
    voice.sync(gameDoc(fake, { gameId: 'first', phase: 'ended' }));
    await until(() => voice.status('first') === undefined);
    await until(() => fake.voiceJoins.at(-1)?.channelId === null);
  });

  it('VoiceStage: followed with each saved document, a game reports to the orchestrator bound to it, not to the callbacks', async () => {
    const { fake, client } = await start('silent');
    const callbacks: VoiceUnavailableReason[] = [];
    const voice = await VoiceService.create({
      client,
      logger: memoryLogger('warn').logger,
      readyTimeoutMs: 60_000,
      onUnavailable: (_game, reason) => callbacks.push(reason),
    });
    cleanups.push(() => voice.stop());
    const told: Array<[string, VoiceUnavailableReason]> = [];
    const reports = (gameId: string) => ({
      outOfTurn: () => {},
      disconnectExpired: () => {},
      unavailable: (reason: VoiceUnavailableReason) => told.push([gameId, reason]),
    });
    voice.follow(gameDoc(fake, { gameId: 'first' }), reports('first'));
    voice.follow(gameDoc(fake, { gameId: 'second' }), reports('second'));
    expect(told).toEqual([['second', 'guildBusy']]);
    expect(callbacks).toEqual([]);
  });

  it('disconnect grace through real gateway voice states: back in time → nothing; away → once', async () => {
    const { fake, client } = await start('silent');
    const alice = fake.addPlayer({ name: 'Alice' });
    const bob = fake.addPlayer({ name: 'Bob' });
    alice.joinVoice('Table');
    bob.joinVoice('Table');
    await until(() => client.guilds.cache.get(fake.guildId)?.voiceStates.cache.size === 2);
    const expired: Array<{ seat: number; userId: string }> = [];
    const voice = await VoiceService.create({
      client,
      logger: memoryLogger('warn').logger,
      readyTimeoutMs: 60_000,
      onDisconnectExpired: (_game, record) =>
        expired.push({ seat: record.seat, userId: record.userId }),
    });
    cleanups.push(() => voice.stop());
    // Time scale 0.02: the 60 s grace is 1.2 s.
    voice.sync(gameDoc(fake, { players: [alice.id, bob.id], timeScale: 0.02, phase: 'day' }));
    alice.leaveVoice();
    bob.leaveVoice();
    await sleep(400);
    alice.joinVoice('Table');
    await sleep(1_600);
    expect(expired).toEqual([{ seat: 2, userId: bob.id }]);
    await sleep(1_500);
    expect(expired).toHaveLength(1);
  });
});

describe('VoiceService glue (a stand-in voice library over the real client)', () => {
  /** joinVoiceChannel → a connection that gets Ready; the player records what it plays. */
  function fakeLibrary() {
    const speaking = new EventEmitter();
    const played: string[] = [];
    const subscribed: unknown[] = [];
    const player = Object.assign(new EventEmitter(), {
      play: (resource: { metadata: string }) => played.push(resource.metadata),
      stop: () => true,
    });
    const library = {
      NoSubscriberBehavior: { Pause: 'pause' },
      StreamType: { OggOpus: 'ogg/opus' },
      createAudioPlayer: () => player,
      createAudioResource: (_stream: unknown, options: { metadata: string }) => {
        (_stream as { destroy(): void }).destroy();
        return { metadata: options.metadata };
      },
      joinVoiceChannel: (options: { selfDeaf: boolean; daveEncryption: boolean }) => {
        expect(options.selfDeaf).toBe(false);
        expect(options.daveEncryption).toBe(true);
        const connection = Object.assign(new EventEmitter(), {
          state: { status: 'signalling' },
          receiver: { speaking },
          subscribe: (what: unknown) => subscribed.push(what),
          destroy() {
            connection.state = { status: 'destroyed' };
          },
        });
        setTimeout(() => {
          const from = connection.state;
          connection.state = { status: 'ready' };
          connection.emit('stateChange', from, connection.state);
        }, 10);
        return connection;
      },
    };
    return { library: library as unknown as VoiceLibrary, speaking, played, subscribed, player };
  }

  it('detect mode by day: a non-floor player talking past the threshold is reported with the seat', async () => {
    const { fake, client } = await start('silent');
    const stand = fakeLibrary();
    const records: Array<{ seat: number; durationMs: number }> = [];
    const voice = new VoiceService({
      client,
      logger: memoryLogger('warn').logger,
      library: stand.library,
      clips: ClipLibrary.load(),
      ootThresholdMs: () => 300,
      onOutOfTurn: (_game, record) =>
        records.push({ seat: record.seat, durationMs: record.durationMs }),
    });
    cleanups.push(() => voice.stop());
    const day = gameDoc(fake, {
      players: ['u1', 'u2', 'u3'],
      phase: 'day',
      floorControl: 'detect',
    });
    (day.state.phase as { day: { floor?: unknown } }).day.floor = {
      seat: 1,
      kind: 'regular',
      slotId: 's1',
    };
    await voice.narrate(day, { cue: 'speech', seat: 1 }, 'g1:e1');
    await until(() => stand.subscribed.length === 1);
    expect(stand.played[0]).toBe('common:tone.speech');
    // The floor holder talks freely; seat 2 interrupts for half a second.
    stand.speaking.emit('start', 'u1');
    stand.speaking.emit('start', 'u2');
    await sleep(600);
    stand.speaking.emit('end', 'u2');
    stand.speaking.emit('end', 'u1');
    await sleep(500);
    expect(records).toHaveLength(1);
    expect(records[0]?.seat).toBe(2);
    expect(records[0]?.durationMs).toBeGreaterThanOrEqual(300);
  });
});
