import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlidingWindow } from '../../src/rest-proxy/sliding-window.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Admits `count` callers at once and records when (in fake time) each one went. */
function admitAll(window: SlidingWindow, count: number): number[] {
  const admittedAt: number[] = [];
  for (let index = 0; index < count; index++) {
    void window.admit().then(() => admittedAt.push(Date.now()));
  }
  return admittedAt;
}

describe('the REST proxy global window: no second holds more than the limit, wherever it starts (issue 14, item 4)', () => {
  it('GIVEN a limit of 3 per second WHEN 7 callers come at once THEN 3 go now, 3 a second later and 1 after that, in their order', async () => {
    const start = Date.now();
    const admittedAt = admitAll(new SlidingWindow(3, 1000), 7);
    await vi.advanceTimersByTimeAsync(2500);
    expect(admittedAt.map((at) => at - start)).toEqual([0, 0, 0, 1000, 1000, 1000, 2000]);
  });

  it('GIVEN one request late in a second WHEN a burst follows just after it THEN the burst waits until a second has passed since that request, not until a fixed second ends', async () => {
    const window = new SlidingWindow(2, 1000);
    const start = Date.now();
    await window.admit();
    await vi.advanceTimersByTimeAsync(900);
    await window.admit();
    const admittedAt = admitAll(window, 2);
    await vi.advanceTimersByTimeAsync(2000);
    // Any 1 s window holds at most 2: 0 and 900, then 1000 (a second after 0) and 1900.
    expect(admittedAt.map((at) => at - start)).toEqual([1000, 1900]);
  });
});
