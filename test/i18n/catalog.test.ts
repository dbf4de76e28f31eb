import { describe, expect, it } from 'vitest';
import { composition, ROLES, PRESETS, type Preset } from '../../src/engine/index.ts';
import { roleCardOf } from '../../src/engine/rules/role-card.ts';
import { catalog, formatters, LOCALES, render, VIOLATIONS } from '../../src/i18n/index.ts';
import type { AnyText, Locale } from '../../src/i18n/types.ts';
import { TestGame } from '../../harness/engine-game.ts';
import { SAMPLES } from './samples.ts';

import { KEYS, ALL, expectClean } from './catalog-fixtures.ts';

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
