import { z } from 'zod';
import { toHundredths } from './hundredths.ts';

/**
 * The scoring profile of a tournament (issue 26, item 4): every value of the FIIM scoring, with
 * FIIM practice as the defaults and each one configurable per tournament (README, "Tournament
 * scoring"). Versioned like the game protocol: a changed meaning gets a new `version`, never a
 * silent change, so standings published under version 1 can always be recomputed.
 */
export const SCORING_PROFILE_FORMAT = 'mafia-bot/scoring-profile';
export const SCORING_PROFILE_VERSION = 1;

/**
 * The tie-breaks, each "more is better": `extraSum` the judges' extra points + Best Move +
 * penalties (mafiaratings' "(epg)"), `extra` the judges' extra points alone, `wins`, `roleWins`
 * (wins as Sheriff or Don), `firstKilled` (times killed on Night 1 as a red: mafiaratings' "k").
 */
export const TIEBREAKERS = ['extraSum', 'extra', 'wins', 'roleWins', 'firstKilled'] as const;
export type Tiebreaker = (typeof TIEBREAKERS)[number];

/** A points value: a decimal of at most two places (kept as hundredths inside). */
const points = z.number().refine((value) => toHundredths(value) !== undefined, {
  message: 'a multiple of 0.01',
});
const positivePoints = points.refine((value) => value > 0, { message: 'more than 0' });

const extraSchema = z
  .strictObject({
    /** The lowest and highest extra points a table judge may give one player in one game. */
    min: points,
    max: points,
    /** Extra points are a multiple of this (0.05: 0.3 and 0.35, not 0.33). */
    step: positivePoints,
    /** The judge must say why (the reason is kept with the points). */
    reasonRequired: z.boolean(),
  })
  .refine((extra) => extra.min <= 0 && extra.max >= 0, {
    message: 'the range holds 0 (no extra points)',
  });

export const scoringProfileSchema = z
  .strictObject({
    format: z.literal(SCORING_PROFILE_FORMAT),
    version: z.literal(SCORING_PROFILE_VERSION),
    /** A label for people (e.g. "FIIM"); it changes no figure. */
    name: z.string().min(1).max(100),
    /** Each player of the winning side (a draw gives no one this). */
    win: points,
    extra: extraSchema,
    /** The Night-1 victim's Best Move, by how many of the seats named are black. */
    bestMove: z.strictObject({
      oneHit: points,
      twoHits: points,
      threeHits: points,
      /** Only a red victim's Best Move scores (mafiaratings: roles "red"). */
      redOnly: z.boolean(),
    }),
    /** By how the player was removed: one penalty per game, the team loss taking precedence. */
    penalties: z.strictObject({
      fouls: points,
      disqualified: points,
      /** Forum: removed for skipped moves (FORUM-SKIPS). */
      skips: points,
      teamLoss: points,
    }),
    /**
     * The first-killed compensation Ci: min(max, max·K / round(gamesShare·G)) in each game a red
     * player was killed on Night 1 and lost; K his Night-1 deaths as a red, G his games.
     */
    compensation: z.strictObject({
      enabled: z.boolean(),
      max: points.refine((value) => value >= 0, { message: 'not negative' }),
      gamesShare: positivePoints,
    }),
    /** Applied in order after the total; then the user id, so the order is total. */
    tiebreakers: z
      .array(z.enum(TIEBREAKERS))
      .refine((list) => new Set(list).size === list.length, { message: 'each tie-break once' }),
  })
  .refine(
    (profile) => {
      const { min, max, step } = profile.extra;
      const grid = (value: number) =>
        (toHundredths(value) ?? NaN) % (toHundredths(step) ?? NaN) === 0;
      return grid(min) && grid(max);
    },
    { message: 'extra.min and extra.max are multiples of extra.step', path: ['extra'] },
  );

export type ScoringProfile = z.infer<typeof scoringProfileSchema>;

/**
 * FIIM practice, as mafiaratings.com's "ФИИМ" scoring (scoring 19, version 5) keeps it, with the
 * Best Move at the values this bot's season already uses (0.25 / 0.5, src/season/rating.ts).
 */
export const FIIM_PROFILE: ScoringProfile = {
  format: SCORING_PROFILE_FORMAT,
  version: SCORING_PROFILE_VERSION,
  name: 'FIIM',
  win: 1,
  extra: { min: -0.7, max: 0.7, step: 0.05, reasonRequired: true },
  bestMove: { oneHit: 0, twoHits: 0.25, threeHits: 0.5, redOnly: true },
  penalties: { fouls: -0.5, disqualified: -0.5, skips: -0.5, teamLoss: -0.7 },
  compensation: { enabled: true, max: 0.4, gamesShare: 0.4 },
  tiebreakers: ['extraSum', 'wins', 'roleWins', 'firstKilled'],
};

/** A stored or typed-in profile, checked; the zod error names the field that is wrong. */
export function parseScoringProfile(input: unknown) {
  return scoringProfileSchema.safeParse(input);
}
