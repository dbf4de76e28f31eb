import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceLink, gatedAdapter, type ConnectionLike } from '../../src/voice/connection.ts';

/** A VoiceConnection stand-in: the test moves it through the statuses. */
class FakeConnection extends EventEmitter implements ConnectionLike {
  state: { status: string } = { status: 'signalling' };
  destroyed = 0;

  to(status: string): void {
    const from = this.state;
    this.state = { status };
    this.emit('stateChange', from, this.state);
  }

  destroy(): void {
    if (this.state.status === 'destroyed') throw new Error('already destroyed');
    this.destroyed++;
    this.to('destroyed');
  }
}

describe('VoiceLink: bounded reconnection', () => {
  let connections: FakeConnection[];
  let gaveUp: string[];
  let ready: FakeConnection[];
  let behaviour: (connection: FakeConnection, attempt: number) => void;

  function link(options: { maxAttempts?: number } = {}) {
    return new VoiceLink<FakeConnection>({
      join: (attempt) => {
        const connection = new FakeConnection();
        connections.push(connection);
        // The library answers asynchronously (gateway round trip).
        setTimeout(() => behaviour(connection, attempt), 50);
        return connection;
      },
      onReady: (connection) => ready.push(connection),
      onGiveUp: (reason) => gaveUp.push(reason),
      readyTimeoutMs: 15_000,
      ...options,
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    connections = [];
    gaveUp = [];
    ready = [];
    behaviour = () => {};
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects: Ready once, onReady with the connection', async () => {
    behaviour = (connection) => {
      connection.to('connecting');
      connection.to('ready');
    };
    const voice = link();
    voice.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(voice.status).toBe('ready');
    expect(ready).toEqual([connections[0]]);
    expect(connections).toHaveLength(1);
  });

  it('retries after 1 s, 2 s, 4 s, then gives up once and sends nothing more', async () => {
    behaviour = (connection) => {
      connection.emit('error', new Error('connect ECONNREFUSED'));
      connection.to('connecting');
      connection.to('disconnected');
    };
    const voice = link();
    voice.start();
    // Attempt k is made at C(k) and fails 50 ms later: C = 0, 1050, 3100, 7150.
    const start = Date.now();
    const at = async (time: number) => vi.advanceTimersByTimeAsync(time - Date.now() + start);
    await at(60);
    expect(connections).toHaveLength(1);
    expect(connections[0]?.destroyed).toBe(1);
    await at(1_040);
    expect(connections).toHaveLength(1);
    await at(1_060);
    expect(connections).toHaveLength(2);
    await at(3_090);
    expect(connections).toHaveLength(2);
    await at(3_110);
    expect(connections).toHaveLength(3);
    await at(7_140);
    expect(connections).toHaveLength(3);
    await at(7_160);
    expect(connections).toHaveLength(4);
    expect(gaveUp).toEqual([]);
    await at(7_210);
    expect(gaveUp).toEqual(['disconnected']);
    expect(voice.status).toBe('gaveUp');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(connections).toHaveLength(4);
    expect(gaveUp).toHaveLength(1);
    expect(connections.every((connection) => connection.state.status === 'destroyed')).toBe(true);
  });

  it('a connection that never gets Ready (no voice server) times out and counts as a failure', async () => {
    const voice = link();
    voice.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(connections).toHaveLength(1);
    expect(connections[0]?.state.status).toBe('destroyed');
    await vi.advanceTimersByTimeAsync(1_000 + 15_000 + 2_000 + 15_000 + 4_000 + 15_000);
    expect(connections).toHaveLength(4);
    expect(gaveUp).toEqual(['not ready in time']);
  });

  it('recovers on a retry, and a later drop gets the full retries again', async () => {
    behaviour = (connection, attempt) => {
      if (attempt === 1) connection.to('disconnected');
      else connection.to('ready');
    };
    const voice = link();
    voice.start();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(voice.status).toBe('ready');
    expect(ready).toEqual([connections[1]]);
    // The voice server goes away for good.
    behaviour = (connection) => connection.to('disconnected');
    connections[1]?.to('disconnected');
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 500);
    expect(connections).toHaveLength(2 + 3);
    expect(gaveUp).toHaveLength(1);
  });

  it('gives the library time to move to another voice server, then Ready again', async () => {
    behaviour = (connection) => connection.to('ready');
    const voice = link();
    voice.start();
    await vi.advanceTimersByTimeAsync(100);
    const connection = connections[0] as FakeConnection;
    connection.to('connecting');
    expect(voice.status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(5_000);
    connection.to('ready');
    expect(voice.status).toBe('ready');
    expect(connections).toHaveLength(1);
    expect(ready).toHaveLength(2);
  });

  it('caps the connections of a flapping server', async () => {
    behaviour = (connection) => {
      connection.to('ready');
      setTimeout(() => connection.to('disconnected'), 100);
    };
    const voice = link({ maxAttempts: 5 });
    voice.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(5);
    expect(gaveUp).toHaveLength(1);
  });

  it('destroy() leaves and cancels a pending retry', async () => {
    behaviour = (connection) => connection.to('disconnected');
    const voice = link();
    voice.start();
    await vi.advanceTimersByTimeAsync(100);
    voice.destroy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(1);
    expect(gaveUp).toEqual([]);
    expect(voice.status).toBe('destroyed');
  });

  it('survives a join function that throws', async () => {
    const voice = new VoiceLink<FakeConnection>({
      join: () => {
        throw new Error('no adapter');
      },
      onGiveUp: (reason) => gaveUp.push(reason),
    });
    voice.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gaveUp).toEqual(['join threw']);
  });
});

describe('gatedAdapter', () => {
  it('lets one join through per connection, refuses the library rejoin, always lets leaves through', () => {
    const sent: unknown[] = [];
    let refused = 0;
    const creator = gatedAdapter(
      () => ({
        sendPayload: (payload: unknown) => {
          sent.push(payload);
          return true;
        },
        destroy: () => {},
      }),
      () => refused++,
    );
    const adapter = creator({
      onVoiceServerUpdate: () => {},
      onVoiceStateUpdate: () => {},
      destroy: () => {},
    });
    const join = {
      op: 4,
      d: { guild_id: 'g', channel_id: 'c', self_mute: false, self_deaf: false },
    };
    const leave = {
      op: 4,
      d: { guild_id: 'g', channel_id: null, self_mute: false, self_deaf: false },
    };
    expect(adapter.sendPayload(join)).toBe(true);
    expect(adapter.sendPayload(join)).toBe(false);
    expect(adapter.sendPayload(leave)).toBe(true);
    expect(sent).toEqual([join, leave]);
    expect(refused).toBe(1);
  });
});
