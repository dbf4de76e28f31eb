/** Tournament scoring (issue 26, items 4 and 5): pure, no I/O, no clock (README, "Tournament scoring"). */
export { compensationOf } from './compensation.ts';
export { validateExtraPoints, type ExtraAward, type ExtraPointsCheck } from './extra-points.ts';
export { counts, scoreGame, type ScorableGame, type ScorableSeat } from './game-score.ts';
export { formatHundredths, toHundredths, toPoints } from './hundredths.ts';
export { FIIM_PROFILE, parseScoringProfile, TIEBREAKERS, type ScoringProfile } from './profile.ts';
export { compareRows, standings, tiebreakValue, type StandingsRow } from './standings.ts';
