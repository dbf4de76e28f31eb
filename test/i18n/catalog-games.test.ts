import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/rules/events.ts';
import type { Control, Screen } from '../../src/engine/views/screen.ts';
import { LOCALES, render } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/types.ts';
import { TestGame } from '../../harness/engine-game.ts';

import { expectClean } from './catalog-fixtures.ts';
import { MENU_OPTIONS_LIMIT, selectMenus } from '../../src/discord/interactions/select-menus.ts';

/** Every text a screen shows, with Discord's limits for its controls. */
function checkScreens(screens: Screen[], seen: Set<string>): void {
  for (const screen of screens) {
    for (const locale of LOCALES) {
      const title = render(locale, screen.title);
      expectClean(title, locale, `title of ${screen.id}`);
      expect(title.length, title).toBeLessThanOrEqual(256);
      // Titles become embed titles and thread names, where mentions and timestamps stay raw.
      expect(title, title).not.toMatch(/<@|<t:|\n/);
      for (const line of screen.lines) expectClean(render(locale, line), locale, line.key);
      for (const control of screen.controls) checkControl(control, locale, seen);
    }
  }
}

function checkControl(control: Control, locale: Locale, seen: Set<string>): void {
  if (control.kind === 'button') {
    const label = render(locale, control.label);
    seen.add(control.label.key);
    expectClean(label, locale, control.label.key);
    expect(label.length, `${locale} button ${label}`).toBeLessThanOrEqual(80);
    return;
  }
  const placeholder = render(locale, control.placeholder);
  seen.add(control.placeholder.key);
  expectClean(placeholder, locale, control.placeholder.key);
  expect(placeholder.length, `${locale} placeholder ${placeholder}`).toBeLessThanOrEqual(150);
  // Discord's 25 options a menu, as the adapter splits a long list (src/discord/interactions/select-menus.ts).
  for (const menu of selectMenus(control))
    expect(menu.options.length).toBeLessThanOrEqual(MENU_OPTIONS_LIMIT);
  for (const option of control.options) {
    const label = render(locale, option.label);
    seen.add(option.label.key);
    expectClean(label, locale, option.label.key);
    expect(label.length, `${locale} option ${label}`).toBeLessThanOrEqual(100);
  }
}

function checkEvents(events: GameEvent[], seen: Set<string>): void {
  for (const event of events) {
    if (event.type !== 'notice') continue;
    for (const line of event.lines) {
      seen.add(line.key);
      for (const locale of LOCALES) expectClean(render(locale, line), locale, line.key);
    }
  }
}

describe('texts of real games', () => {
  it('GIVEN a stylized game played through nights, speeches, a Best Move, votes and discipline WHEN every screen and notice is rendered THEN all fit Discord and read cleanly', () => {
    const seen = new Set<string>();
    const lobby = TestGame.lobby('stylized', 12);
    checkScreens(lobby.screens(), seen);

    const game = TestGame.lobby('stylized', 16);
    game.deal();
    for (let guard = 0; guard < 20 && game.state.phase.kind === 'night'; guard++) {
      checkScreens(game.screens(), seen);
      game.fire();
    }
    checkScreens(game.screens(), seen); // Day 1, seat 1 holds the floor with the nominate menu
    game.ok({ type: 'foul', by: { userId: '900000000000000001' }, seat: 3, reason: 'Жесты' });
    game.ok({ type: 'warn', by: { userId: '900000000000000001' }, seat: 3 });
    game.ok({ type: 'pause', by: { userId: '900000000000000001' } });
    game.ok({ type: 'resume', by: { userId: '900000000000000001' } });
    game.ok({ type: 'extend', by: { userId: '900000000000000001' }, seconds: 20 });
    game.toNight();
    checkScreens(game.screens(), seen); // every night actor's prompt
    game.act(8, 'protect', [12]);
    game.act(9, 'compare', [1, 5]);
    game.act(10, 'block', [11]);
    game.act(7, 'check', [4]);
    game.act(1, 'leaderCheck', [7]);
    checkScreens(game.screens(), seen);
    game.night([
      [1, 'shot', [2]],
      [4, 'shot', [2]],
    ]);
    checkScreens(game.screens(), seen); // the victim's last word with the Best Move menu
    game.ok({ type: 'bestMove', by: game.seat(2), seats: [1, 4, 6] });
    game.fire();
    game.runSpeeches({ 3: 5, 6: 9, 7: 13 });
    checkScreens(game.screens(), seen); // the vote
    game.runVote({ 1: 5, 3: 9 });
    for (let guard = 0; guard < 40 && game.state.phase.kind === 'day'; guard++) {
      checkScreens(game.screens(), seen);
      game.fire();
    }
    const judge = { userId: '900000000000000001' };
    if (game.state.timers.some((timer) => timer.kind === 'step'))
      game.ok({ type: 'skip', by: judge });
    const [first, second, third] = game.alive().filter((seat) => seat > 4);
    for (let i = 0; i < 4; i++) game.ok({ type: 'foul', by: judge, seat: first! });
    game.ok({ type: 'unfoul', by: judge, seat: 3 });
    game.ok({ type: 'disqualify', by: judge, seat: second!, reason: 'Мат' });
    game.ok({ type: 'penalty', by: judge, seat: third!, reason: 'Клятва' });
    checkEvents(game.events, seen);
    expect(game.state.phase.kind).toBe('ended');
    const report = game.find('game.report');
    expect(report).toBeDefined();
    for (const locale of LOCALES) {
      const text = render(locale, report!);
      expect(text.split('\n').length).toBeGreaterThan(30);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'control.join',
        'control.seatOption',
        'control.nightTarget',
        'control.nominate',
        'control.bestMove',
        'control.vote',
        'control.pass',
        'foul.recorded',
        'game.report',
      ]),
    );
  });

  it('GIVEN a classic game with a tie twice WHEN the eliminate-all vote runs THEN its screen and notices render cleanly', () => {
    const seen = new Set<string>();
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    const tie = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5 };
    game.runVote(tie);
    for (let guard = 0; guard < 10 && game.day.stage.kind === 'tieSpeeches'; guard++) {
      checkScreens(game.screens(), seen);
      game.fire();
    }
    game.runVote(tie);
    expect(game.day.stage.kind).toBe('eliminateAll');
    checkScreens(game.screens(), seen);
    game.ok({ type: 'eliminateAll', by: game.seat(1), voteId: 'd1e', yes: true });
    game.fire();
    game.toNight();
    checkScreens(game.screens(), seen);
    game.ok({ type: 'end', by: { userId: '900000000000000001' } });
    checkEvents(game.events, seen);
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'control.yes',
        'control.no',
        'vote.tie',
        'vote.tieAgain',
        'eliminateAll.result',
      ]),
    );
  });

  it('GIVEN a forum game of 29 with a three-way duel WHEN every screen and notice is rendered THEN the split menus and duel controls fit', () => {
    const seen = new Set<string>();
    const game = TestGame.started('forum', 29);
    checkScreens(game.screens(), seen);
    const vote = (votes: Record<number, number>) => {
      for (const [voter, target] of Object.entries(votes))
        game.ok({ type: 'forumVote', by: game.seat(Number(voter)), target });
    };
    vote({ 10: 12, 11: 13, 14: 15, 16: 16 });
    game.ok({ type: 'forumVote', by: game.seat(16), target: null });
    checkScreens(game.screens(), seen);
    game.fire();
    expect(game.day.stage.kind).toBe('duel');
    checkScreens(game.screens(), seen);
    const duel = game.day.stage.kind === 'duel' ? game.day.stage.duel : undefined;
    game.ok({
      type: 'duelMove',
      by: game.seat(12),
      duelId: duel!.id,
      cover: 1,
      target: 13,
      position: 2,
    });
    checkScreens(game.screens(), seen);
    game.fire();
    game.fireUntil(() => game.state.phase.kind === 'night');
    checkScreens(game.screens(), seen);
    game.act(1, 'shot', [20]);
    checkScreens(game.screens(), seen);
    game.fire();
    checkScreens(game.screens(), seen);
    game.ok({ type: 'foul', by: { userId: '900000000000000001' }, seat: 21 });
    for (let i = 0; i < 4; i++)
      game.ok({ type: 'foul', by: { userId: '900000000000000001' }, seat: 22 });
    game.ok({ type: 'end', by: { userId: '900000000000000001' } });
    checkEvents(game.events, seen);
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'control.forumVote',
        'control.unvote',
        'control.duelCover',
        'control.duelTarget',
        'control.duelPosition',
        'control.position',
        'duel.round',
        'duel.lost',
        'morning.killedRevealed',
        'forum.removed',
      ]),
    );
  });

  it('GIVEN a forum game WHEN the town jails every mafioso THEN the report reveals the roles', () => {
    const game = TestGame.started('forum', 11);
    for (const mafioso of [1, 2]) {
      const voters = game.alive().filter((seat) => seat !== mafioso);
      for (const voter of voters)
        game.ok({ type: 'forumVote', by: game.seat(voter), target: mafioso });
      game.fire();
      if (game.state.phase.kind === 'night') game.fire();
    }
    expect(game.result()?.winner).toBe('red');
    const report = game.find('game.report')!;
    const text = render('ru', report);
    expect(text).toContain('Победа мирных жителей');
    expect(text).toContain('посажен');
    expect(text).toContain('Мафиози');
    checkEvents(game.events, new Set());
  });
});
