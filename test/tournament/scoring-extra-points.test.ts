import { describe, expect, it } from 'vitest';
import { render, type AnyText } from '../../src/i18n/index.ts';
import {
  FIIM_PROFILE,
  parseScoringProfile,
  validateExtraPoints,
  type ExtraPointsCheck,
} from '../../src/tournament/scoring/index.ts';

const check = (points: number | string, reason = 'a good speech') =>
  validateExtraPoints(FIIM_PROFILE, { points, reason });

const refusal = (result: ExtraPointsCheck) => (result.ok ? undefined : result.error.key);

describe("a table judge's extra points against the tournament's profile (FIIM: −0.7…+0.7 by 0.05, with a reason)", () => {
  it.each([
    [0.3, 30],
    [-0.7, -70],
    [0.7, 70],
    [0.05, 5],
    [-0.35, -35],
    ['+0.35', 35],
    ['-0,25', -25],
    ['\u22120.05', -5],
    [' 0.1 ', 10],
  ])('GIVEN %j WHEN checked THEN it is accepted as %i hundredths', (points, hundredths) => {
    expect(check(points)).toEqual({ ok: true, points: hundredths, reason: 'a good speech' });
  });

  it.each([0.75, -0.71, 1, -5, '0.8'])(
    'GIVEN %j, outside the range WHEN checked THEN it is refused naming the range',
    (points) => {
      expect(check(points)).toEqual({
        ok: false,
        error: { key: 'error.extraPointsRange', params: { min: -0.7, max: 0.7 } },
      });
    },
  );

  it.each([0.33, -0.01, 0.333, '0.12', 0.1 + 0.02 + 0.005])(
    'GIVEN %j, off the 0.05 grid WHEN checked THEN it is refused naming the step',
    (points) => {
      expect(check(points)).toEqual({
        ok: false,
        error: { key: 'error.extraPointsStep', params: { step: 0.05 } },
      });
    },
  );

  it.each(['', 'abc', '0.3.1', '1e-1', Number.NaN, Number.POSITIVE_INFINITY])(
    'GIVEN %j, not a number WHEN checked THEN it is refused as not a number',
    (points) => {
      expect(refusal(check(points))).toBe('error.extraPointsNotANumber');
    },
  );

  it('GIVEN extra points without a reason WHEN checked THEN they are refused; zero (taking them back) needs none', () => {
    expect(refusal(check(0.3, '   '))).toBe('error.extraPointsReason');
    expect(check(0, '')).toEqual({ ok: true, points: 0, reason: '' });
    const lenient = { ...FIIM_PROFILE, extra: { ...FIIM_PROFILE.extra, reasonRequired: false } };
    expect(validateExtraPoints(lenient, { points: 0.3, reason: '' })).toMatchObject({ ok: true });
  });

  it('GIVEN 0.1 + 0.2 (a float that is not 0.3 exactly) WHEN checked THEN it is 30 hundredths, no drift', () => {
    expect(check(0.1 + 0.2)).toMatchObject({ ok: true, points: 30 });
  });

  it('GIVEN a tournament with its own range and step WHEN checked THEN those apply', () => {
    const own = { ...FIIM_PROFILE, extra: { min: -1, max: 1, step: 0.1, reasonRequired: true } };
    expect(validateExtraPoints(own, { points: 1, reason: 'r' })).toMatchObject({
      ok: true,
      points: 100,
    });
    expect(refusal(validateExtraPoints(own, { points: 0.05, reason: 'r' }))).toBe(
      'error.extraPointsStep',
    );
  });

  it('GIVEN every refusal WHEN rendered for the judge THEN it is a text in Russian and English', () => {
    for (const points of [0.9, 0.33, 'x']) {
      const result = check(points);
      if (result.ok) throw new Error('accepted');
      const text: AnyText = result.error;
      expect(render('en', text)).toMatch(/Extra points/);
      expect(render('ru', text)).toMatch(/Дополнительные баллы/);
    }
    expect(render('ru', { key: 'error.extraPointsRange', params: { min: -0.7, max: 0.7 } })).toBe(
      'Дополнительные баллы в этом турнире — от −0,7 до +0,7.',
    );
  });
});

describe('the scoring profile (versioned, every value configurable)', () => {
  it('GIVEN the FIIM defaults WHEN parsed THEN they are a valid version-1 profile', () => {
    expect(parseScoringProfile(FIIM_PROFILE)).toMatchObject({ success: true, data: FIIM_PROFILE });
    expect(FIIM_PROFILE).toMatchObject({ format: 'mafia-bot/scoring-profile', version: 1 });
  });

  it.each([
    ['a value with three decimals', { win: 1.005 }],
    ['an unknown version', { version: 2 }],
    [
      'an extra range off its step',
      { extra: { min: -0.7, max: 0.72, step: 0.05, reasonRequired: true } },
    ],
    [
      'an extra range without 0',
      { extra: { min: 0.1, max: 0.7, step: 0.05, reasonRequired: true } },
    ],
    ['a step of 0', { extra: { min: -0.7, max: 0.7, step: 0, reasonRequired: true } }],
    ['a tie-break twice', { tiebreakers: ['wins', 'wins'] }],
    ['an unknown tie-break', { tiebreakers: ['luck'] }],
    ['an unknown field', { bonus: 1 }],
  ])('GIVEN a profile with %s WHEN parsed THEN it is refused', (_label, change) => {
    expect(parseScoringProfile({ ...FIIM_PROFILE, ...change }).success).toBe(false);
  });

  it('GIVEN a tournament that changes values (Ci 0.5, Best Move 0.7/0.5) WHEN parsed THEN it is accepted', () => {
    const changed = {
      ...FIIM_PROFILE,
      name: 'FIIM 2025',
      bestMove: { ...FIIM_PROFILE.bestMove, twoHits: 0.5, threeHits: 0.7 },
      compensation: { enabled: true, max: 0.5, gamesShare: 0.4 },
    };
    expect(parseScoringProfile(changed).success).toBe(true);
  });
});
