import { SCHEMA_VERSION, type TournamentRecord } from '../../store/game-store.ts';
import type { TournamentState } from '../domain/index.ts';

/**
 * What the store keeps of a guild's tournament: the domain's state and where it is shown. Its
 * own `format` version: a changed shape gets a new one, and a document of an unknown one is
 * refused like an unreadable record.
 */
export const TOURNAMENT_DOCUMENT_VERSION = 1;

export interface TournamentDocument {
  documentVersion: number;
  /** The store's compare-and-set token (1 on the first save). */
  version: number;
  guildId: string;
  /** Where the card and the live standings are (the channel `/tournament create` ran in). */
  channelId: string;
  locale: 'ru' | 'en';
  tournament: TournamentState;
  cardMessageId?: string;
  standingsMessageId?: string;
}

export function toTournamentRecord(document: TournamentDocument): TournamentRecord {
  return {
    schemaVersion: SCHEMA_VERSION,
    guildId: document.guildId,
    version: document.version,
    data: document,
  };
}

export function fromTournamentRecord(record: TournamentRecord): TournamentDocument | undefined {
  const document = record.data as Partial<TournamentDocument> | null;
  if (document?.documentVersion !== TOURNAMENT_DOCUMENT_VERSION || !document.tournament)
    return undefined;
  return { ...(document as TournamentDocument), version: record.version };
}
