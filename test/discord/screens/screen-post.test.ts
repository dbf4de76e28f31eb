import type { Message } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import type { Screen, Text } from '../../../src/engine/index.ts';
import {
  renderScreenMessage,
  type ScreenMessage,
} from '../../../src/discord/screens/render-card.ts';
import { showAsAsked, shows } from '../../../src/discord/screens/screen-post.ts';

const paused = { key: 'game.paused', params: {} } as const;

function screen(label: Text = paused, card = false): Screen {
  return {
    id: 'lobby',
    to: { kind: 'public' },
    tone: 'info',
    title: paused,
    lines: [paused],
    controls: [{ kind: 'button', id: 'join', label, style: 'primary' }],
    ...(card ? { card: { seats: [paused] } } : {}),
  };
}

/** What Discord keeps of a component or embed: an id on every component, an embed's type. */
function asKept(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asKept);
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = { id: 7 };
  for (const [name, field] of Object.entries(value))
    if (field !== false) kept[name] = asKept(field);
  return kept;
}

/** A message as discord.js hands it back: the sent message as Discord keeps it. */
function messageShowing(sent: ScreenMessage, createdTimestamp = 0): Message {
  const json = (items: Array<{ toJSON(): unknown }>) =>
    items.map((item) => ({ toJSON: () => asKept(item.toJSON()) }));
  return {
    content: '',
    createdTimestamp,
    embeds: json('embeds' in sent ? sent.embeds : []),
    components: json(sent.components),
    edit: vi.fn(async () => messageShowing(sent, createdTimestamp)),
  } as unknown as Message;
}

describe('what a screen post handed back shows (screen-post.ts)', () => {
  it.each([
    ['an embed screen', false],
    ['the table card', true],
  ])(
    'GIVEN %s as Discord keeps it (its own ids and fields, false ones left out) THEN it shows the screen sent; AND another label THEN not',
    (_, card) => {
      const sent = renderScreenMessage('en', 'g1', screen(paused, card));
      const other = renderScreenMessage(
        'en',
        'g1',
        screen({ key: 'control.join', params: {} }, card),
      );
      expect(shows(messageShowing(sent), sent)).toBe(true);
      expect(shows(messageShowing(sent), other)).toBe(false);
    },
  );

  it('GIVEN a post that created its message (not one the nonce handed back) THEN it is not edited, whatever it shows', async () => {
    const sent = renderScreenMessage('en', 'g1', screen());
    const other = renderScreenMessage('en', 'g1', screen({ key: 'control.join', params: {} }));
    const fresh = messageShowing(sent, Date.now() + 1000);
    expect(await showAsAsked(async () => fresh, other)).toBe(fresh);
    expect(fresh.edit).not.toHaveBeenCalled();
    const earlier = messageShowing(sent, Date.now() - 1000);
    await showAsAsked(async () => earlier, other);
    expect(earlier.edit).toHaveBeenCalledWith(other);
  });

  it('GIVEN a message the nonce handed back stamped with the very millisecond of the ask (a fast repeat) THEN it is compared and edited to the screen asked for', async () => {
    const sent = renderScreenMessage('en', 'g1', screen());
    const other = renderScreenMessage('en', 'g1', screen({ key: 'control.join', params: {} }));
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      const sameMillisecond = messageShowing(sent, 1_700_000_000_000);
      await showAsAsked(async () => sameMillisecond, other);
      expect(sameMillisecond.edit).toHaveBeenCalledWith(other);
      const asAsked = messageShowing(other, 1_700_000_000_000);
      await showAsAsked(async () => asAsked, other);
      expect(asAsked.edit).not.toHaveBeenCalled();
    } finally {
      now.mockRestore();
    }
  });
});
