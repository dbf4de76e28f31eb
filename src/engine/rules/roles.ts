/**
 * Roles, teams and sides of the three presets (DEAL-ROLES, DEAL-CLASSIC). Roles never change
 * during a game; a seat's team and side are fixed at the deal.
 */
export const PRESETS = ['stylized', 'classic', 'forum'] as const;
export type Preset = (typeof PRESETS)[number];

export const ROLES = [
  // stylized (New York)
  'FATHER',
  'MAFIOSO',
  'GANG_HEAD',
  'BANDIT',
  'DETECTIVE',
  'LAWYER',
  'JOURNALIST',
  'FBI_AGENT',
  'BUSINESSMAN',
  // classic (FIIM)
  'DON',
  'SHERIFF',
  'CIVILIAN',
  // forum
  'DOCTOR',
] as const;
export type Role = (typeof ROLES)[number];

/** Stylized has two black teams (D07, D08); classic and forum have one. */
export type Team = 'RED' | 'GAMBINO' | 'KA' | 'MAFIA';
/** Red/black in the sports presets; town/mafia in forum (same two values). */
export type Side = 'red' | 'black';

/** The night actions; which roles hold them depends on the preset (see presets.ts). */
export type NightAction =
  /** The black side's shot (D05 unanimous in sports presets, D36 plurality in forum). */
  | 'shot'
  /** Father/Don: "is this the Detective/Sheriff?" (D11, NIGHT-CHECKS). */
  | 'leaderCheck'
  /** Detective/Sheriff: red or black (D10); forum: mafia or not. */
  | 'check'
  /** Lawyer/Doctor: protect from the night kill (D12). */
  | 'protect'
  /** Journalist: two players, same team or not (D08, D09). */
  | 'compare'
  /** FBI Agent: the target has no vote next day (D03, D04, D13). */
  | 'block';

/** Canonical wake order (NIGHT-WAKE-ORDER): prompts, logs and narration follow it. */
export const WAKE_ORDER: readonly NightAction[] = [
  'shot',
  'leaderCheck',
  'block',
  'protect',
  'compare',
  'check',
];

export function teamOf(preset: Preset, role: Role): Team {
  switch (role) {
    case 'FATHER':
      return 'GAMBINO';
    case 'MAFIOSO':
      return preset === 'stylized' ? 'GAMBINO' : 'MAFIA';
    case 'GANG_HEAD':
    case 'BANDIT':
      return 'KA';
    case 'DON':
      return 'MAFIA';
    default:
      return 'RED';
  }
}

export function sideOfTeam(team: Team): Side {
  return team === 'RED' ? 'red' : 'black';
}

/** The black leaders: named to their team, and the shooters while alive (D05). */
export function isLeader(role: Role): boolean {
  return role === 'FATHER' || role === 'GANG_HEAD' || role === 'DON';
}
