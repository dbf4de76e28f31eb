/**
 * The finals' and the mid-round removal's texts of `/tournament` (issue 26; renderers in
 * tournament-texts.ts), part of AdapterParams.
 */
export interface TournamentFinalsParams {
  /** TOUR-FINAL: refusals and the chief judge's acknowledgement. */
  'tournament.finalStarted': Record<string, never>;
  'tournament.badFinalSize': { min: number; max: number };
  'tournament.finalDeclared': { size: number };
  /** TOUR-HIDDEN-EXTRAS: the option as now set. */
  'tournament.optionsSet': { hideExtras: boolean };
  /** TOUR-REMOVAL: his table's game is not dealt yet, so he cannot be disqualified from it. */
  'tournament.removalBeforeDeal': { table: number };
  /** TOUR-REMOVAL: the disqualification's reason in the game under way (its language). */
  'tournament.removalReason': { reason: string };
  'cmd.tournament.final': Record<string, never>;
  'cmd.tournament.size': Record<string, never>;
  'cmd.tournament.options': Record<string, never>;
  'cmd.tournament.hide_extras': Record<string, never>;
}
