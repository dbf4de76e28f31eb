import { describe, expect, it } from 'vitest';
import type { APIMessageTopLevelComponent } from 'discord-api-types/v10';
import { ComponentType } from 'discord-api-types/v10';
import type { JudgeSheet, Screen, SheetMove } from '../../../src/engine/index.ts';
import { judgePanelScreen } from '../../../src/engine/views/judge-panel.ts';
import { renderPanel } from '../../../src/discord/screens/render-panel.ts';
import { LOCALES } from '../../../src/i18n/index.ts';
import { JUDGE, TestGame } from '../../../harness/engine-game.ts';

type Component = { type: number; content?: string; components?: Component[] };

function all(components: readonly Component[]): Component[] {
  return components.flatMap((component) => [component, ...all(component.components ?? [])]);
}

function rendered(screen: Screen, locale: (typeof LOCALES)[number]) {
  const message = renderPanel(locale, 'game1', screen);
  const json = message.components.map((c) => c.toJSON()) as APIMessageTopLevelComponent[];
  const components = all(json as unknown as Component[]);
  const text = components
    .filter((component) => component.type === ComponentType.TextDisplay)
    .map((component) => component.content ?? '')
    .join('');
  return { components, text };
}

/** The longest stylized night: two leaders' shots and every check, protection, comparison, block. */
function night(n: number): JudgeSheet['nights'][number] {
  const moves: SheetMove[] = [
    { seat: 1, role: 'FATHER', action: 'shot', targets: [12] },
    { seat: 4, role: 'GANG_HEAD', action: 'shot', targets: [12] },
    {
      seat: 1,
      role: 'FATHER',
      action: 'leaderCheck',
      targets: [7],
      found: { kind: 'role', seat: 7, role: 'DETECTIVE', found: true },
    },
    { seat: 10, role: 'FBI_AGENT', action: 'block', targets: [13] },
    { seat: 8, role: 'LAWYER', action: 'protect', targets: [12] },
    {
      seat: 9,
      role: 'JOURNALIST',
      action: 'compare',
      targets: [2, 5],
      found: { kind: 'same', first: 2, second: 5, same: false },
    },
    {
      seat: 7,
      role: 'DETECTIVE',
      action: 'check',
      targets: [5],
      found: { kind: 'side', seat: 5, side: 'black' },
    },
  ];
  return { night: n, open: false, moves, outcome: 'save', shot: 12 };
}

/** Sixteen seats, six days of sixteen nominations and two rounds, six full nights. */
function heaviestSheet(state: TestGame['state']): JudgeSheet {
  const seats = Array.from({ length: 16 }, (_, i) => i + 1);
  return {
    preset: 'stylized',
    seats: state.seats.map((seat) => ({
      seat: seat.seat,
      name: `A rather long display name ${seat.seat}`,
      userId: seat.userId,
      role: seat.role,
      team: seat.team,
      alive: true,
      fouls: 2,
      warnings: 1,
    })),
    nights: [1, 2, 3, 4, 5, 6].map(night),
    days: [1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      nominations: seats.map((by) => ({ by, target: (by % 16) + 1 })),
      votes: [1, 2].map((round) => ({
        round,
        open: false,
        votes: seats.map((voter) => ({ voter, candidate: (voter % 3) + 1, auto: false })),
        out: [],
      })),
    })),
  };
}

describe("the judge panel in Discord's limits (Components V2)", () => {
  for (const locale of LOCALES)
    it(`GIVEN a 16-seat stylized game over six nights and days WHEN its panel is rendered in ${locale} THEN its texts fit 4,000 characters and its components 40, with the latest night in full and the earlier ones told briefly`, () => {
      const game = TestGame.started('stylized', 16);
      game.ok({ type: 'panel', by: JUDGE, pick: { seat: 5 } });
      const screen = { ...judgePanelScreen(game.state), sheet: heaviestSheet(game.state) };
      const { components, text } = rendered(screen, locale);
      expect(text.length).toBeLessThanOrEqual(4000);
      expect(components.length).toBeLessThanOrEqual(40);
      const lastNight = locale === 'ru' ? '__Ночь 6__' : '__Night 6__';
      expect(text).toContain(lastNight);
      expect(text).toContain(locale === 'ru' ? 'Прошлые ночи' : 'Earlier nights');
      // Every seat's button, and the chosen seat's five actions.
      expect(components.filter((c) => c.type === ComponentType.Button)).toHaveLength(16 + 5 + 5);
    });

  it('GIVEN a short game WHEN its panel is rendered THEN every night and day is told in full', () => {
    const game = TestGame.started('classic', 10);
    game.fireUntil(() => game.state.phase.kind === 'night');
    const { text } = rendered(judgePanelScreen(game.state), 'en');
    expect(text).toContain('__Day 1__');
    expect(text).not.toContain('Earlier nights');
  });
});
