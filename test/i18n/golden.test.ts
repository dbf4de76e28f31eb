import { describe, expect, it } from 'vitest';
import { PRESETS, ROLES, type Preset, type Role } from '../../src/engine/index.ts';
import type { Team } from '../../src/engine/rules/roles.ts';
import { roleCardOf } from '../../src/engine/rules/role-card.ts';
import { roleActions } from '../../src/engine/rules/presets.ts';
import { catalog, LOCALES, render, VIOLATIONS } from '../../src/i18n/index.ts';
import type { AnyKey, AnyText, Locale } from '../../src/i18n/types.ts';
import { TestGame } from '../../harness/engine-game.ts';
import { SAMPLES, VARIANTS } from './samples.ts';

/**
 * The golden texts: every key, branch and real role card rendered in each language and kept
 * in test/i18n/golden/<locale>.json. A wording change shows up here as a diff; update the
 * files only on purpose (`npx vitest run test/i18n/golden.test.ts -u`).
 */

const TEAMS: Team[] = ['RED', 'GAMBINO', 'KA', 'MAFIA'];

function t<K extends AnyKey>(key: K, params: unknown): AnyText {
  return { key, params } as AnyText;
}

/** Every role on every side in every preset, with and without teammates and a leader. */
function syntheticCards(): AnyText[] {
  return PRESETS.flatMap((preset: Preset) =>
    ROLES.flatMap((role: Role) =>
      TEAMS.flatMap((team) => [
        t('role.card', { seat: 3, role, team, preset, teammates: [] }),
        t('role.card', { seat: 3, role, team, preset, teammates: [1, 5], leader: 3 }),
        t('role.card', { seat: 3, role, team, preset, teammates: [1, 5], leader: 5 }),
      ]),
    ),
  );
}

/** The role cards of real deals, as the engine builds them. */
function dealtCards(): AnyText[] {
  const sizes: Record<Preset, number[]> = { stylized: [10, 16], classic: [10], forum: [11, 29] };
  return PRESETS.flatMap((preset) =>
    sizes[preset].flatMap((players) => {
      const game = TestGame.lobby(preset, players);
      game.deal();
      return game.state.seats.map((seat) => roleCardOf(game, seat) as AnyText);
    }),
  );
}

/**
 * Reports of real games (the engine builds their parameters): one night in which every actor
 * checks, compares, protects or blocks a neighbour, then the Judge ends the game.
 */
function playedReports(): AnyText[] {
  const sizes: Record<Preset, number> = { stylized: 16, classic: 10, forum: 29 };
  return PRESETS.map((preset) => {
    const game = TestGame.started(preset, sizes[preset]);
    game.toNight();
    for (const seat of game.state.seats) {
      for (const action of roleActions(seat.role)) {
        const next = (seat.seat % sizes[preset]) + 1;
        const targets = action === 'compare' ? [next, (next % sizes[preset]) + 1] : [next];
        game.try({ type: 'nightAction', by: game.seat(seat.seat), action, targets });
      }
    }
    game.fire();
    game.ok({ type: 'end', by: { userId: '900000000000000001' } });
    return game.find('game.report') as AnyText;
  });
}

function lengths(): AnyText[] {
  return [1, 59, 60, 90, 3600, 5400, 86_400, 172_800].map((seconds) =>
    t('ui.settingsSaved', { nightSeconds: seconds, speechSecondsClassic: seconds }),
  );
}

const TEXTS: AnyText[] = [
  ...(Object.keys(SAMPLES) as AnyKey[]).map((key) => t(key, SAMPLES[key])),
  ...VARIANTS,
  ...syntheticCards(),
  ...dealtCards(),
  ...playedReports(),
  ...lengths(),
];

function golden(locale: Locale): string {
  const book = catalog(locale);
  const out: Record<string, string> = {};
  // Keyed by the text's key and its occurrence, so a sample added elsewhere shifts nothing.
  const seen = new Map<string, number>();
  for (const text of TEXTS) {
    const n = (seen.get(text.key) ?? 0) + 1;
    seen.set(text.key, n);
    out[`${text.key} #${n}`] = render(locale, text);
  }
  for (const role of ROLES)
    out[`role ${role}`] = `${book.roles[role].name}: ${book.roles[role].description}`;
  for (const team of TEAMS) out[`team ${team}`] = book.teams[team];
  for (const preset of PRESETS) out[`preset ${preset}`] = book.presets[preset];
  for (const violation of VIOLATIONS) out[`violation ${violation}`] = book.violations[violation];
  return `${JSON.stringify(out, null, 2)}\n`;
}

describe('the golden texts', () => {
  for (const locale of LOCALES) {
    it(`GIVEN every key, branch and role card WHEN rendered in ${locale} THEN the text is byte-identical to test/i18n/golden/${locale}.json`, async () => {
      await expect(golden(locale)).toMatchFileSnapshot(`./golden/${locale}.json`);
    });
  }
});
