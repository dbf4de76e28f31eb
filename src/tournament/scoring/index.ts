/** Tournament scoring (issue 26, items 4 and 5): pure, no I/O, no clock (README, "Tournament scoring"). */
export { compensationOf, type CompensationCounts } from './compensation.ts';
export {
  validateExtraPoints,
  type ExtraAward,
  type ExtraPointsCheck,
  type ExtraPointsError,
} from './extra-points.ts';
export {
  counts,
  scoreGame,
  type ScorableGame,
  type ScorableSeat,
  type SeatScore,
} from './game-score.ts';
export { formatHundredths, toHundredths, toPoints, type Hundredths } from './hundredths.ts';
export {
  FIIM_PROFILE,
  parseScoringProfile,
  SCORING_PROFILE_FORMAT,
  SCORING_PROFILE_VERSION,
  scoringProfileSchema,
  TIEBREAKERS,
  type ScoringProfile,
  type Tiebreaker,
} from './profile.ts';
export {
  compareRows,
  standings,
  tiebreakValue,
  type StandingsOptions,
  type StandingsRow,
} from './standings.ts';
