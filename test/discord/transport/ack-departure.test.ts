import { afterEach, describe, expect, it, vi } from 'vitest';
import { acknowledge } from '../../../src/discord/transport/ack-departure.ts';

/**
 * The wait for an acknowledgement to leave never holds a turn: it ends when the request is
 * written, when it settles (taken or refused), or after a short cap (issue 13, item 1).
 */
describe('acknowledge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GIVEN an acknowledgement no HTTP client reports as written WHEN it is still under way after 50 ms THEN the work may start anyway', async () => {
    vi.useFakeTimers();
    let departed = false;
    const sent = acknowledge('1', () => new Promise<boolean>(() => {}));
    void sent.departed.then(() => (departed = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(departed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(departed).toBe(true);
  });

  it('GIVEN an acknowledgement Discord refuses WHEN it settles THEN the work may start, and the refusal stays the caller’s to read', async () => {
    const sent = acknowledge('2', () => Promise.reject(new Error('10062 Unknown interaction')));
    await expect(sent.departed).resolves.toBeUndefined();
    await expect(sent.acknowledged).rejects.toThrow('10062');
  });
});
