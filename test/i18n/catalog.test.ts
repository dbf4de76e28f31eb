import { describe, expect, it } from 'vitest';
import { composition, ROLES, PRESETS, type Preset } from '../../src/engine/index.ts';
import type { Control, GameEvent, Screen } from '../../src/engine/events.ts';
import { roleCardOf } from '../../src/engine/role-card.ts';
import { catalog, formatters, LOCALES, render, VIOLATIONS } from '../../src/i18n/index.ts';
import type { AnyKey, AnyText, Locale } from '../../src/i18n/types.ts';
import { TestGame } from '../engine/harness.ts';
import { SAMPLES, VARIANTS } from './samples.ts';

const KEYS = Object.keys(SAMPLES) as AnyKey[];
const ALL: AnyText[] = [
  ...KEYS.map((key) => ({ key, params: SAMPLES[key] }) as AnyText),
  ...VARIANTS,
];

const BROKEN = ['undefined', 'NaN', '[object Object]', 'null'];

/** Tokens that may stay Latin in a Russian text: Discord markup, seats, hashes, code. */
function latinWords(text: string): string[] {
  const stripped = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/<@&?\d+>/g, ' ')
    .replace(/<t:\d+:[A-Za-z]>/g, ' ')
    .replace(/#\d+/g, ' ')
    .replace(/\b[0-9a-f]{16,}\b/gi, ' ')
    .replace(/K&A|FBI|npm run verify-deal/g, ' ')
    // Display names are the players' own, in any script (the samples and the test harness's).
    .replace(/\bAlice\b|\bPlayer \d+\b/g, ' ');
  return stripped.match(/[A-Za-z]+/g) ?? [];
}

function expectClean(text: string, locale: Locale, what: string): void {
  expect(text.trim().length, `${locale} ${what} is empty`).toBeGreaterThan(0);
  for (const bad of BROKEN) expect(text, `${locale} ${what}`).not.toContain(bad);
  if (locale === 'ru') {
    expect(text, `ru ${what} has no Cyrillic`).toMatch(/[А-Яа-яЁё]/);
    expect(latinWords(text), `ru ${what}: leftover English in «${text}»`).toEqual([]);
  }
}

describe('the catalogues', () => {
  it('GIVEN every key WHEN the catalogues are loaded THEN both have a renderer for exactly the known keys', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(catalog(locale).texts).sort()).toEqual([...KEYS].sort());
    }
  });

  for (const locale of LOCALES) {
    it(`GIVEN realistic parameters WHEN every key and branch is rendered in ${locale} THEN the text is clean`, () => {
      for (const text of ALL) expectClean(render(locale, text), locale, text.key);
    });

    it(`GIVEN ${locale} WHEN roles, teams, presets and violations are named THEN every name exists and fits a choice`, () => {
      const book = catalog(locale);
      for (const role of ROLES) {
        expectClean(book.roles[role].name, locale, `role ${role}`);
        expectClean(book.roles[role].description, locale, `description of ${role}`);
        expect(book.roles[role].description.length).toBeGreaterThan(40);
      }
      for (const preset of PRESETS) {
        expectClean(book.presets[preset], locale, `preset ${preset}`);
        expect(book.presets[preset].length).toBeLessThanOrEqual(100);
      }
      for (const team of ['RED', 'GAMBINO', 'KA', 'MAFIA'] as const)
        expect(book.teams[team].length).toBeGreaterThan(0);
      for (const violation of VIOLATIONS) {
        const name = formatters(locale).violation(violation);
        expectClean(name, locale, `violation ${violation}`);
        expect(name.length, `violation ${violation}: ${name}`).toBeLessThanOrEqual(100);
      }
    });

    it(`GIVEN the slash commands WHEN described in ${locale} THEN every description and choice is 1–100 characters`, () => {
      for (const key of KEYS.filter((k) => k.startsWith('cmd.') || k.startsWith('choice.'))) {
        const text = render(locale, { key, params: SAMPLES[key] } as AnyText);
        expect(text.length, `${key}: ${text}`).toBeGreaterThanOrEqual(1);
        expect(text.length, `${key}: ${text}`).toBeLessThanOrEqual(100);
        expect(text, key).not.toContain('\n');
      }
    });
  }
});

describe('the plural helper', () => {
  it('GIVEN Russian WHEN counting fouls, votes and seconds THEN the three forms are chosen right', () => {
    const f = formatters('ru');
    const cases: Array<[number, string, string, string]> = [
      [0, 'фолов', 'голосов', 'секунд'],
      [1, 'фол', 'голос', 'секунда'],
      [2, 'фола', 'голоса', 'секунды'],
      [5, 'фолов', 'голосов', 'секунд'],
      [11, 'фолов', 'голосов', 'секунд'],
      [21, 'фол', 'голос', 'секунда'],
      [22, 'фола', 'голоса', 'секунды'],
      [25, 'фолов', 'голосов', 'секунд'],
      [111, 'фолов', 'голосов', 'секунд'],
    ];
    for (const [n, foul, vote, second] of cases) {
      expect(f.plural(n, ['фол', 'фола', 'фолов']), String(n)).toBe(foul);
      expect(f.plural(n, ['голос', 'голоса', 'голосов']), String(n)).toBe(vote);
      expect(f.plural(n, ['секунда', 'секунды', 'секунд']), String(n)).toBe(second);
    }
  });

  it('GIVEN English WHEN counting THEN one is singular and everything else plural', () => {
    const f = formatters('en');
    for (const n of [0, 1, 2, 5, 11, 21, 22, 25, 111])
      expect(f.plural(n, ['foul', 'fouls', 'fouls'])).toBe(n === 1 ? 'foul' : 'fouls');
  });

  it('GIVEN rendered texts WHEN they count THEN the numbers agree with their nouns', () => {
    expect(render('ru', { key: 'vote.out', params: { seat: 4, votes: 1 } })).toContain('(1 голос)');
    expect(render('ru', { key: 'vote.out', params: { seat: 4, votes: 3 } })).toContain(
      '(3 голоса)',
    );
    expect(render('ru', { key: 'vote.out', params: { seat: 4, votes: 5 } })).toContain(
      '(5 голосов)',
    );
    expect(render('ru', { key: 'speech.warning', params: { seat: 3, seconds: 10 } })).toBe(
      '#3, осталось 10 секунд.',
    );
    expect(render('ru', { key: 'speech.warning', params: { seat: 3, seconds: 1 } })).toBe(
      '#3, осталась 1 секунда.',
    );
    expect(render('ru', { key: 'foul.undone', params: { seat: 5, count: 2 } })).toContain('2 фола');
    expect(render('en', { key: 'vote.out', params: { seat: 4, votes: 1 } })).toContain('(1 vote)');
  });
});

describe('what the table reads', () => {
  it('GIVEN fouls WHEN recorded THEN the seat, the count and the consequence are said (product.md)', () => {
    const foul = (locale: Locale, count: number) =>
      render(locale, {
        key: 'foul.recorded',
        params: {
          seat: 5,
          count,
          consequence: count >= 4 ? 'removed' : count === 3 ? 'silenced' : 'none',
        },
      });
    expect(foul('en', 3)).toBe('3rd foul: seat #5 loses the next speech (may still nominate).');
    expect(foul('en', 4)).toBe('4th foul: seat #5 leaves the game, with no last word.');
    expect(foul('en', 1)).toBe('1st foul: seat #5.');
    expect(foul('en', 2)).toBe('2nd foul: seat #5.');
    expect(foul('ru', 3)).toBe(
      '3-й фол: игрок #5 лишается слова в свою ближайшую речь (выставить кандидатуру может).',
    );
    expect(foul('ru', 4)).toBe('4-й фол: игрок #5 покидает игру без последнего слова.');
  });

  it('GIVEN a night WHEN the morning is announced THEN a kill names the seat only, and a save reads like a miss', () => {
    for (const locale of LOCALES) {
      const book = catalog(locale);
      const killed = render(locale, {
        key: 'morning.killed',
        params: { seat: 5, userId: '100000000000000005' },
      });
      expect(killed).toContain('#5');
      for (const role of ROLES) expect(killed).not.toContain(book.roles[role].name);
      for (const team of ['GAMBINO', 'KA', 'MAFIA'] as const)
        expect(killed).not.toContain(book.teams[team]);
    }
    // T09 / T12: the engine sends the same key for a miss and a save; it must not vary.
    expect(render('ru', { key: 'morning.nobody', params: {} })).toBe(
      'Этой ночью никто не покинул игру.',
    );
  });

  it('GIVEN a check WHEN its result is sent THEN it says red/black (forum: mafia or not) and never a role', () => {
    for (const locale of LOCALES) {
      const book = catalog(locale);
      for (const preset of PRESETS) {
        for (const side of ['red', 'black'] as const) {
          const result = render(locale, {
            key: 'night.result.check',
            params: { seat: 5, side, preset },
          });
          for (const role of ROLES) expect(result).not.toContain(book.roles[role].name);
        }
      }
    }
    expect(
      render('ru', {
        key: 'night.result.check',
        params: { seat: 5, side: 'black', preset: 'classic' },
      }),
    ).toBe('Проверка: #5 — чёрный.');
    expect(
      render('ru', {
        key: 'night.result.check',
        params: { seat: 5, side: 'black', preset: 'forum' },
      }),
    ).toBe('Проверка: #5 — мафия.');
  });

  it('GIVEN the end of a game WHEN the report is rendered THEN it tells how to verify the deal', () => {
    for (const locale of LOCALES) {
      const report = render(locale, { key: 'game.report', params: SAMPLES['game.report'] });
      expect(report).toContain('npm run verify-deal -- ');
      expect(report).toContain('a'.repeat(64));
      expect(report).toContain('f'.repeat(64));
      expect(report).toContain('<@100000000000000001>');
    }
  });
});

describe('role cards of real deals', () => {
  const sizes: Record<Preset, number[]> = {
    stylized: [10, 11, 12, 13, 14, 15, 16],
    classic: [10],
    forum: [11, 17, 23, 29],
  };
  for (const preset of PRESETS) {
    it(`GIVEN a ${preset} deal WHEN each player reads the role card THEN it names the role, the seat, and for blacks the teammates and the leader`, () => {
      for (const players of sizes[preset]) {
        expect(composition(preset, players)).toBeDefined();
        const game = TestGame.lobby(preset, players);
        game.deal();
        for (const seat of game.state.seats) {
          const card = roleCardOf(game, seat);
          for (const locale of LOCALES) {
            const text = render(locale, card);
            expectClean(text, locale, `card ${preset} ${players} ${seat.role}`);
            expect(text).toContain(catalog(locale).roles[seat.role].name);
            expect(text).toContain(`#${seat.seat}`);
            if (seat.side === 'black') {
              const mates = game.state.seats.filter(
                (other) => other.team === seat.team && other.seat !== seat.seat,
              );
              for (const mate of mates) expect(text).toContain(`#${mate.seat}`);
            }
          }
        }
      }
    });
  }
});

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
  expect(control.options.length).toBeLessThanOrEqual(25);
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
