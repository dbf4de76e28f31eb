import { describe, expect, it } from 'vitest';
import {
  groupForMessages,
  renderNotice,
  splitForEmbeds,
} from '../../../src/discord/screens/render.ts';
import { render } from '../../../src/i18n/index.ts';
import { longForumReport } from '../long-report.ts';

/** Discord's limits on one message's embeds (API docs: embed limits). */
function expectWithinDiscordLimits(message: ReturnType<typeof renderNotice>[number]): void {
  expect(message.embeds.length).toBeGreaterThan(0);
  expect(message.embeds.length).toBeLessThanOrEqual(10);
  let total = 0;
  for (const embed of message.embeds) {
    const description = embed.data.description ?? '';
    expect(description.length).toBeLessThanOrEqual(4096);
    total += description.length;
  }
  expect(total).toBeLessThanOrEqual(6000);
}

describe('long texts over embeds and messages (Discord: 4096 a description, 10 embeds and 6000 characters a message)', () => {
  it('GIVEN pieces that together exceed 6000 characters WHEN grouped THEN each message stays within 10 embeds and 6000 characters, in order, nothing dropped', () => {
    const pieces = ['a'.repeat(4096), 'b'.repeat(2000), 'c'.repeat(3000), 'd'.repeat(3000)];
    const messages = groupForMessages(pieces);
    expect(messages).toEqual([[pieces[0]], [pieces[1], pieces[2]], [pieces[3]]]);
    const small = Array.from({ length: 23 }, (_, index) => `piece ${index}`);
    expect(groupForMessages(small).map((message) => message.length)).toEqual([10, 10, 3]);
    expect(groupForMessages(small).flat()).toEqual(small);
  });

  it('GIVEN a text of many lines WHEN split for embeds THEN every piece fits a description and joining them at the cut line breaks gives the text back', () => {
    const text = Array.from(
      { length: 600 },
      (_, index) => `line ${index}: ${'x'.repeat(index % 40)}`,
    ).join('\n');
    const pieces = splitForEmbeds(text);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(4096);
    expect(pieces.join('\n')).toBe(text);
  });

  it('GIVEN the report of a 29-player forum game over nine days WHEN rendered in either language THEN it is several messages, each within Discord limits, and together they hold the whole report', () => {
    const { report } = longForumReport();
    for (const locale of ['ru', 'en'] as const) {
      const whole = render(locale, report);
      expect(whole.length).toBeGreaterThan(6000);
      const messages = renderNotice(locale, 'end', [report]);
      expect(messages.length).toBeGreaterThan(1);
      for (const message of messages) expectWithinDiscordLimits(message);
      const pieces = messages.flatMap((message) =>
        message.embeds.map((embed) => embed.data.description ?? ''),
      );
      expect(pieces.join('\n')).toBe(whole);
    }
  });

  it('GIVEN a short notice WHEN rendered THEN it is one message, as before', () => {
    const messages = renderNotice('en', 'info', [{ key: 'game.paused', params: {} }]);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.embeds).toHaveLength(1);
  });
});
