import { ComponentType, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { renderCard, renderScreenMessage } from '../../../src/discord/screens/render-card.ts';
import { tableCard, type Screen } from '../../../src/engine/index.ts';
import { allComponents, titleOf, textOf, validateMessageBody } from '@mafia-bot/fake-discord';
import { JUDGE, TestGame } from '../../../harness/engine-game.ts';

/** The card as Discord receives it: its JSON, checked by the fake's validator (Discord's rules). */
function sent(screen: Screen, locale: 'en' | 'ru', closed = false) {
  const message = renderCard(locale, 'g1234567', screen, closed);
  const body = { components: message.components.map((c) => c.toJSON()), flags: message.flags };
  validateMessageBody(body);
  const components = allComponents(body.components as never);
  const text = components
    .filter((c) => c.type === ComponentType.TextDisplay)
    .reduce((sum, c) => sum + (c.content ?? '').length, 0);
  return { body, count: components.length, text };
}

describe('the table card on Discord (Components V2: 40 components, 4,000 characters of text)', () => {
  it('GIVEN a forum table of 29 with fouls WHEN its card is rendered in either language THEN Discord accepts it: one container, within 40 components and 4,000 characters', () => {
    const game = TestGame.started('forum', 29);
    for (const seat of [1, 2, 3]) game.ok({ type: 'foul', by: JUDGE, seat });
    for (const locale of ['en', 'ru'] as const) {
      const { body, count, text } = sent(game.card(), locale);
      expect(body.flags).toBe(MessageFlags.IsComponentsV2);
      expect(body.components).toHaveLength(1);
      expect(count).toBeLessThanOrEqual(40);
      expect(text).toBeLessThanOrEqual(4000);
      const seen = textOf({ components: body.components as never });
      for (const seat of game.state.seats) expect(seen).toContain(`<@${seat.userId}>`);
    }
  });

  it('GIVEN a classic speech WHEN the card is rendered THEN its heading is the floor (a person reads "#1"), its lines and seats are text displays, and its menu and Pass are in rows; closed, no controls', () => {
    const game = TestGame.started('classic', 10);
    const { body } = sent(game.card(), 'en');
    const message = { components: body.components as never };
    expect(titleOf(message)).toMatch(/#1(?!\d)/);
    const types = allComponents(message.components).map((c) => c.type);
    expect(types).toContain(ComponentType.StringSelect);
    expect(types).toContain(ComponentType.Button);
    const closed = allComponents(sent(game.card(), 'en', true).body.components as never);
    expect(closed.some((c) => c.type === ComponentType.Button)).toBe(false);
  });

  it('GIVEN an ordinary screen WHEN rendered for its message THEN it stays an embed (only the card is V2)', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 4, 2: 6 });
    const vote = game.screens().find((screen) => screen.id.startsWith('vote.'))!;
    expect(renderScreenMessage('en', 'g1234567', vote)).toHaveProperty('embeds');
    expect(renderScreenMessage('en', 'g1234567', tableCard(game.state))).toHaveProperty(
      'flags',
      MessageFlags.IsComponentsV2,
    );
  });
});
