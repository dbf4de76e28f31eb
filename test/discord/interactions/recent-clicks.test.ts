import { describe, expect, it } from 'vitest';
import { INTERACTION_TOKEN_LIFETIME_MS } from '../../../src/discord/interactions/click-response.ts';
import { RecentClicks } from '../../../src/discord/interactions/recent-clicks.ts';
import type { Screen } from '../../../src/engine/index.ts';
import type { GameDocument, ScreenHandle } from '../../../src/orchestrator/document.ts';
import type { ClickResponse } from '../../../src/orchestrator/ports.ts';

/** A click's response on one message, counting what it showed; `answers`: whether it can. */
function responseOn(messageId: string, answers = true) {
  const shown: boolean[] = [];
  const response: ClickResponse = {
    isOn: (handle) => handle.messageId === messageId,
    show: (_game, _screen, closed) => {
      if (answers) shown.push(closed);
      return Promise.resolve(answers);
    },
  };
  return { response, shown };
}

const game = {} as GameDocument;
const screen = {} as Screen;
const on = (messageId: string): ScreenHandle => ({ channelId: 'c', messageId });

describe('the newest click response of each message, kept while its token lives', () => {
  it('GIVEN a click that carried a change WHEN the same message changes with no click THEN the kept response carries it, and another message is not touched', async () => {
    const clicks = new RecentClicks();
    const click = responseOn('m1');
    expect(await clicks.show(game, screen, false, on('m1'), click.response)).toBe(true);
    expect(await clicks.show(game, screen, true, on('m1'), undefined)).toBe(true);
    expect(await clicks.show(game, screen, false, on('m2'), undefined)).toBe(false);
    expect(click.shown).toEqual([false, true]);
  });

  it('GIVEN a kept response that no longer answers WHEN shown THEN false (the usual edit), and it is dropped', async () => {
    const clicks = new RecentClicks();
    const answers = { now: true };
    const response: ClickResponse = {
      isOn: () => true,
      show: () => Promise.resolve(answers.now),
    };
    await clicks.show(game, screen, false, on('m1'), response);
    answers.now = false;
    expect(await clicks.show(game, screen, false, on('m1'), undefined)).toBe(false);
    expect(clicks.size).toBe(0);
  });

  it('GIVEN a response kept longer than a token lives WHEN any message is shown THEN it is dropped without being tried', async () => {
    let now = 0;
    const clicks = new RecentClicks(() => now);
    const old = responseOn('m1');
    await clicks.show(game, screen, false, on('m1'), old.response);
    now = INTERACTION_TOKEN_LIFETIME_MS + 1;
    expect(await clicks.show(game, screen, false, on('m1'), undefined)).toBe(false);
    expect(old.shown).toEqual([false]);
    expect(clicks.size).toBe(0);
  });
});
