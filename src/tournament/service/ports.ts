import type { TournamentDocument } from './document.ts';

/** One table's game to open (the orchestrator's lobby, its seats fixed: TOUR-FIXED-SEATS). */
export interface TableToOpen {
  guildId: string;
  channelId: string;
  voiceChannelId: string;
  hostId: string;
  judgeId: string;
  preset: 'stylized' | 'classic';
  locale: 'ru' | 'en';
  seats: string[];
  geo74: boolean;
  geo76: boolean;
}

/** What the service needs of the games: open a table's lobby (its game id, or why not). */
export type OpenTable = (
  table: TableToOpen,
) => Promise<{ ok: true; gameId: string } | { ok: false; why: string }>;

/**
 * Where the tournament is shown: the card and the live standings, each one message edited in
 * place (its id returned, to be kept), and one-off posts (a round's tables, the revealed seed).
 */
export interface TournamentBoard {
  showCard(document: TournamentDocument): Promise<string | undefined>;
  showStandings(document: TournamentDocument): Promise<string | undefined>;
  announceRound(document: TournamentDocument, round: number): Promise<void>;
  revealSeed(document: TournamentDocument): Promise<void>;
}

/** TOUR-REMOVAL: a removed player's disqualification from the game under way at his table. */
export interface TableDisqualification {
  guildId: string;
  gameId: string;
  userId: string;
  /** The chief judge's reason (the game shows it in its own language). */
  reason: string;
}

/**
 * Disqualifies him through the orchestrator, as the table's judge would: `notDealt` while the
 * game is still in its lobby (then nothing may change); any other refusal (he is out already, the
 * game just ended) leaves the game as it is.
 */
export type DisqualifyAtTable = (
  order: TableDisqualification,
) => Promise<{ ok: true } | { ok: false; why: 'notDealt' | 'refused' }>;
