import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DisconnectWatch, disconnectGraceMs } from '../../src/voice/disconnect-watch.ts';
import { SpeakingMonitor, type OutOfTurnRecord } from '../../src/voice/speaking-monitor.ts';

/**
 * A simulated receiver.speaking: 'start' with the first packet, 'end' 100 ms after the last one
 * (SpeakingMap.DELAY), as @discordjs/voice does.
 */
class Receiver extends EventEmitter {
  /** The user talks for `ms` starting now; resolves when 'end' has been emitted. */
  async talk(userId: string, ms: number): Promise<void> {
    this.emit('start', userId);
    await vi.advanceTimersByTimeAsync(ms + 100);
    this.emit('end', userId);
  }
}

const T0 = Date.UTC(2026, 2, 1, 20, 0, 0);

describe('FLAG-OUT-OF-TURN: SpeakingMonitor (detect mode)', () => {
  let receiver: Receiver;
  let records: OutOfTurnRecord[];
  let monitor: SpeakingMonitor;

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    receiver = new Receiver();
    records = [];
    monitor = new SpeakingMonitor({ onOutOfTurn: (record) => records.push(record) });
    monitor.attach(receiver);
    monitor.setPlayers(['alice', 'bob', 'carol']);
    monitor.setFloor('alice');
    monitor.setEnabled(true);
  });

  afterEach(() => {
    monitor.dispose();
    vi.useRealTimers();
  });

  it('never flags the floor holder', async () => {
    await receiver.talk('alice', 30_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(records).toEqual([]);
  });

  it('1.4 s out of turn is not flagged; 1.6 s is flagged once', async () => {
    await receiver.talk('bob', 1_400);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(records).toEqual([]);

    const startedAt = Date.now();
    await receiver.talk('bob', 1_600);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(records).toEqual([{ userId: 'bob', startedAt, durationMs: 1_600 }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(records).toHaveLength(1);
  });

  it('bridges short pauses: 1 s, a 150 ms breath, 1 s is one burst of 2.15 s', async () => {
    const startedAt = Date.now();
    await receiver.talk('carol', 1_000);
    await vi.advanceTimersByTimeAsync(50);
    await receiver.talk('carol', 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(records).toEqual([{ userId: 'carol', startedAt, durationMs: 2_150 }]);
  });

  it('does not flag non-players (spectators, players who are out)', async () => {
    await receiver.talk('spectator', 5_000);
    monitor.setPlayers(['alice', 'carol']);
    await receiver.talk('bob', 5_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(records).toEqual([]);
  });

  it('is off when disabled (night, pause, mute mode)', async () => {
    monitor.setEnabled(false);
    await receiver.talk('bob', 5_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(records).toEqual([]);
  });

  it('counts a speaker who keeps talking after the floor passed on, from the handover', async () => {
    receiver.emit('start', 'alice');
    await vi.advanceTimersByTimeAsync(10_000);
    const handover = Date.now();
    monitor.setFloor('bob');
    await vi.advanceTimersByTimeAsync(2_000 + 100);
    receiver.emit('end', 'alice');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(records).toEqual([{ userId: 'alice', startedAt: handover, durationMs: 2_000 }]);
  });

  it('stops counting a talker who gets the floor', async () => {
    receiver.emit('start', 'bob');
    await vi.advanceTimersByTimeAsync(1_000);
    monitor.setFloor('bob');
    await vi.advanceTimersByTimeAsync(20_000);
    receiver.emit('end', 'bob');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(records).toEqual([]);
  });

  it('with nobody on the floor (the vote), everybody is out of turn', async () => {
    monitor.setFloor(undefined);
    await receiver.talk('alice', 2_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(records.map((record) => record.userId)).toEqual(['alice']);
  });

  it('follows a new receiver after a reconnection', async () => {
    const next = new Receiver();
    monitor.attach(next);
    await receiver.talk('bob', 3_000);
    await next.talk('carol', 3_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(records.map((record) => record.userId)).toEqual(['carol']);
  });

  it('uses the per-game threshold', async () => {
    const strict = new SpeakingMonitor({
      thresholdMs: 500,
      onOutOfTurn: (record) => records.push(record),
    });
    strict.attach(receiver);
    strict.setPlayers(['bob']);
    strict.setEnabled(true);
    monitor.dispose();
    await receiver.talk('bob', 600);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(records.map((record) => record.durationMs)).toEqual([600]);
    strict.dispose();
  });
});

describe('FLAG-DISCONNECT: DisconnectWatch', () => {
  let expired: Array<{ userId: string; leftAt: number }>;
  let watch: DisconnectWatch;

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    expired = [];
    watch = new DisconnectWatch({
      graceMs: disconnectGraceMs(1),
      onExpired: (record) => expired.push(record),
    });
    watch.setPlayers(['alice', 'bob']);
    watch.setEnabled(true);
  });

  afterEach(() => {
    watch.dispose();
    vi.useRealTimers();
  });

  it('back after 40 s: nothing', async () => {
    watch.observe('alice', false);
    await vi.advanceTimersByTimeAsync(40_000);
    watch.observe('alice', true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(expired).toEqual([]);
  });

  it('not back after 60 s: the callback fires once', async () => {
    const leftAt = Date.now();
    watch.observe('bob', false);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(expired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(expired).toEqual([{ userId: 'bob', leftAt }]);
    // Further updates while still away (e.g. a re-sync) do not report again.
    watch.observe('bob', false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(expired).toHaveLength(1);
  });

  it('a repeated "out" does not restart the grace period', async () => {
    watch.observe('bob', false);
    await vi.advanceTimersByTimeAsync(30_000);
    watch.observe('bob', false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(expired.map((record) => record.userId)).toEqual(['bob']);
  });

  it('leaving again after coming back starts a new grace period', async () => {
    watch.observe('bob', false);
    await vi.advanceTimersByTimeAsync(70_000);
    watch.observe('bob', true);
    watch.observe('bob', false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expired).toHaveLength(2);
  });

  it('ignores non-players and players who are out of the game', async () => {
    watch.observe('spectator', false);
    watch.observe('alice', false);
    watch.setPlayers(['bob']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(expired).toEqual([]);
  });

  it('is off while disabled (pause, game over)', async () => {
    watch.observe('alice', false);
    watch.setEnabled(false);
    await vi.advanceTimersByTimeAsync(120_000);
    watch.observe('bob', false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(expired).toEqual([]);
  });

  it('scales the grace with the game time scale', async () => {
    expect(disconnectGraceMs(0.02)).toBe(1_200);
    const fast = new DisconnectWatch({
      graceMs: disconnectGraceMs(0.02),
      onExpired: (record) => expired.push(record),
    });
    fast.setPlayers(['alice']);
    fast.setEnabled(true);
    fast.observe('alice', false);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(expired.map((record) => record.userId)).toEqual(['alice']);
    fast.dispose();
  });
});
