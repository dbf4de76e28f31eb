import { describe, expect, it } from 'vitest';
import { ROLES, type GameEvent, type Screen, type Text } from '../../src/engine/index.ts';
import { catalog, LOCALES, render } from '../../src/i18n/index.ts';
import type { AnyKey, AnyText, Locale } from '../../src/i18n/types.ts';
import { TestGame } from '../../harness/engine-game.ts';
import { SAMPLES, VARIANTS } from './samples.ts';

/**
 * No public text may put a role name next to a seat so that it reads as that seat's role
 * (issue 11, defect 5: "#2 has no vote (FBI Agent)." reads as "#2, the FBI Agent, …"). Roles
 * are secret until the end (GAME-ROLE-SECRECY); a text that names who acted says so ("blocked by the
 * FBI Agent").
 */

/** Texts only their reader sees (a DM, the judge, an ephemeral reply): they may pair roles and seats. */
const PRIVATE: ReadonlySet<AnyKey> = new Set<AnyKey>([
  'role.card', // the player's own card, teammates and leader (NIGHT0-TEAMS)
  'judge.roles', // the judge knows every role
  'night.result.leaderCheck', // the Father's / the Don's own check
]);

/** Public texts that reveal a seat's role because the rules say so. */
const REVEALED_BY_RULE: ReadonlySet<AnyKey> = new Set<AnyKey>([
  'game.report', // the end of the game opens every role
  'morning.killedRevealed', // forum: a killed player's role is announced
  'forum.day.result', // forum: the jailed player's role is announced
  'forum.removed',
  'forum.inactive',
  'duel.lost',
]);

/** "#5" or a mention: how a text points at a seat. */
const SEAT = String.raw`(?:#\d+|<@\d+>)`;

/**
 * A role name as a whole word; in Russian in any case form (each word's stem and a short
 * ending: Агент → Агентом), since an attribution inflects it.
 */
function rolePattern(locale: Locale): string {
  const names = ROLES.map((role) => catalog(locale).roles[role].name);
  const forms = names.map((name) =>
    locale === 'en'
      ? `${escape(name)}s?`
      : name
          .split(/\s+/)
          .map((word) => `${escape(word.slice(0, Math.max(3, word.length - 2)))}\\p{L}{0,4}`)
          .join(String.raw`\s+`),
  );
  return `(?<!\\p{L})(?:${forms.join('|')})(?!\\p{L})`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words before a role name that make it the one who acted, not a label of the seat. */
const ATTRIBUTION = /(?:\bby(?:\s+the)?|\bот|заблокирова\p{L}*|лиш\p{L}*)\s*$/iu;

/** Every place in `text` where a role name can be read as a seat's role; empty when none. */
export function seatRoleAmbiguities(text: string, locale: Locale): string[] {
  const role = rolePattern(locale);
  const found: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    const hasSeat = new RegExp(SEAT, 'u').test(sentence);
    if (!hasSeat) continue;
    // "#2 has no vote (FBI Agent)": a role in brackets in a sentence about a seat.
    for (const [whole, inside] of sentence.matchAll(/\(([^)]*)\)/gu)) {
      const at = inside!.search(new RegExp(role, 'iu'));
      if (at >= 0 && !ATTRIBUTION.test(inside!.slice(0, at))) found.push(whole);
    }
    // "#7 — Detective", "#5, the Lawyer", "#5: Doctor".
    const after = new RegExp(`${SEAT}\\s*[—–:,-]\\s*(?:the\\s+)?${role}`, 'giu');
    // "Lawyer #5", "the FBI Agent, #2".
    const before = new RegExp(`${role}\\s*[—–:,-]?\\s*${SEAT}`, 'giu');
    for (const pattern of [after, before])
      for (const [whole] of sentence.matchAll(pattern)) found.push(whole);
  }
  return found;
}

const PUBLIC: AnyText[] = [
  ...(Object.keys(SAMPLES) as AnyKey[]).map((key) => ({ key, params: SAMPLES[key] }) as AnyText),
  ...VARIANTS,
].filter((text) => !PRIVATE.has(text.key) && !REVEALED_BY_RULE.has(text.key));

describe('the seat-and-role detector', () => {
  it.each([
    ['en', '#2 has no vote (FBI Agent).'],
    ['ru', '#2 не голосует (Агент ФБР).'],
    ['en', 'Check: #7 — Detective.'],
    ['en', 'Tonight #5, the Lawyer, was killed.'],
    ['en', 'The Lawyer #5 protects.'],
    ['ru', 'Игрок #5 — Юрист.'],
    ['ru', 'Агентом ФБР #2 заблокирован голос.'],
  ] as const)('GIVEN %s «%s» WHEN checked THEN the role reads as the seat’s', (locale, text) => {
    expect(seatRoleAmbiguities(text, locale)).not.toEqual([]);
  });

  it.each([
    ['en', '#2 has no vote today: blocked by the FBI Agent.'],
    ['en', '#2 has no vote today (blocked by the FBI Agent).'],
    ['ru', '#2 сегодня не голосует: Агент ФБР лишил его голоса.'],
    ['ru', '#2 сегодня не голосует (заблокирован Агентом ФБР).'],
    ['en', 'The Lawyer wakes up and looks at the city.'],
  ] as const)('GIVEN %s «%s» WHEN checked THEN nothing is flagged', (locale, text) => {
    expect(seatRoleAmbiguities(text, locale)).toEqual([]);
  });
});

describe('public texts (GAME-ROLE-SECRECY: roles stay secret until the end)', () => {
  for (const locale of LOCALES) {
    it(`GIVEN every public key rendered with sample params in ${locale} WHEN read THEN no role name can be taken for a seat's role`, () => {
      const problems = PUBLIC.flatMap((text) =>
        seatRoleAmbiguities(render(locale, text), locale).map(
          (where) => `${text.key}: «${where}» in «${render(locale, text)}»`,
        ),
      );
      expect(problems).toEqual([]);
    });
  }

  it('GIVEN the FBI Agent blocked #8 WHEN the morning and the vote say so THEN the FBI Agent is the one who acted', () => {
    expect(render('en', { key: 'vote.blocked', params: { seat: 8 } })).toBe(
      '#8 has no vote today: blocked by the FBI Agent.',
    );
    expect(render('ru', { key: 'vote.blocked', params: { seat: 8 } })).toBe(
      '#8 сегодня не голосует: Агент ФБР лишил его голоса.',
    );
  });
});

/** Every line the whole table sees: public screens (titles too) and public notices. */
function publicTexts(screens: Screen[], events: GameEvent[]): Text[] {
  return [
    ...screens
      .filter((screen) => screen.to.kind === 'public')
      .flatMap((screen) => [screen.title, ...screen.lines]),
    ...events.flatMap((event) =>
      event.type === 'notice' && event.to.kind === 'public' ? event.lines : [],
    ),
  ];
}

describe('public texts of a real stylized game', () => {
  it('GIVEN a night with a block, a save, a check and a compare, and the day after WHEN the table reads every public screen and notice THEN no role is tied to a seat, and no private text is public', () => {
    // Seats of the test deal: 1 Father, 4 Gang Head, 7 Detective, 8 Lawyer, 9 Journalist, 10 FBI Agent.
    const game = TestGame.started('stylized', 16);
    const seen: Text[] = [];
    const look = () => seen.push(...publicTexts(game.screens(), []));
    game.fireUntil(() => game.state.phase.kind === 'night' && game.state.phase.night.number > 0);
    look();
    game.act(10, 'block', [11]);
    game.act(8, 'protect', [12]);
    game.act(9, 'compare', [1, 5]);
    game.act(7, 'check', [4]);
    game.night([
      [1, 'shot', [12]],
      [4, 'shot', [12]],
    ]);
    look();
    game.runSpeeches({ 3: 5, 6: 9 });
    look();
    game.runVote({ 1: 5, 3: 5 });
    look();
    seen.push(...publicTexts([], game.events));
    const keys = new Set(seen.map((line) => line.key));
    expect(keys).toContain('vote.blocked');
    expect(keys).toContain('morning.blocked');
    for (const key of PRIVATE) expect(keys, key).not.toContain(key);
    for (const locale of LOCALES) {
      const problems = seen
        .filter((line) => !REVEALED_BY_RULE.has(line.key))
        .flatMap((line) => seatRoleAmbiguities(render(locale, line), locale));
      expect(problems, locale).toEqual([]);
    }
  });
});
