import type {
  GameEvent,
  GameState,
  PrivateKind,
  Screen,
  ScreenGenerations,
} from '../engine/index.ts';
import { SCHEMA_VERSION, type GameRecord, type GameStore } from '../store/game-store.ts';

/** Where a screen's message lives, as the adapter recorded it (opaque to the orchestrator). */
export type ScreenHandle = Record<string, string>;

/** Where and how the game is played: fixed when the lobby opens. */
export interface GameMeta {
  guildId: string;
  channelId: string;
  /** The voice channel whose members are muted (sports presets); none for forum games. */
  voiceChannelId?: string;
  /** The game's language (guild setting, default the guild's preferred locale). */
  locale: 'ru' | 'en';
  hostId: string;
}

/** A private message that missed its player, as the judge is told of it. */
export interface MissedMessage {
  userId: string;
  seat?: number;
  kind: PrivateKind;
  /** Closed DMs (Discord 50007), or any other refusal. */
  reason: 'dmClosed' | 'failed';
}

/** A screen as last shown: its message handle and the content it shows (to edit or close it). */
export interface ScreenRecord {
  handle: ScreenHandle;
  /** Whom a private screen was sent to (a replaced player's DM must not be edited further). */
  recipient?: string;
  /** The last Screen shown (its JSON tells whether an edit is needed). */
  screen: Screen;
}

/**
 * The stored game: the engine's state, the events not yet carried out (the outbox), and what
 * the adapter has on screen. Saved as one document, so a turn's events are never lost: they
 * are written in the same save as the state that produced them ("save, then act").
 */
export interface GameDocument {
  /** The stored revision (the store's compare-and-set token): +1 per save of any kind. */
  revision: number;
  meta: GameMeta;
  state: GameState;
  outbox: GameEvent[];
  screens: Record<string, ScreenRecord>;
  /**
   * How many times each screen was posted afresh (JUDGE-UNDO, GAME-CARD-IN-VIEW): the generation
   * in its message key (`table~2`), so Discord takes it as a new message (enforce_nonce). Derived
   * from the engine's `reposts` by `nextGenerations`; never part of the engine's state.
   */
  screenGenerations?: ScreenGenerations;
  /** Things the judge must hear only once per game (missing Mute Members, a failing call). */
  reported: string[];
  /** Private notices that could not be delivered (DMs closed), per user, for the inbox button. */
  inbox?: Record<string, Array<Extract<GameEvent, { type: 'notice' }>>>;
  /**
   * Users already named in the game channel as having closed DMs: each at most once per game,
   * when his role card failed (everyone gets one, so naming him then tells nothing).
   */
  dmClosedNamed?: string[];
  /**
   * Missed private messages the judge could not be told of by DM while the game ran, and the
   * channel may not hear of yet (FAIR-NO-LEAKS, `missedInPublic`): told there once it is over.
   */
  heldForJudge?: MissedMessage[];
}

export function isFinished(document: GameDocument): boolean {
  return (
    document.state.phase.kind === 'ended' &&
    document.outbox.length === 0 &&
    Object.keys(document.screens).length === 0
  );
}

export function toRecord(document: GameDocument, now: number): GameRecord {
  return {
    schemaVersion: SCHEMA_VERSION,
    gameId: document.state.gameId,
    guildId: document.meta.guildId,
    channelId: document.meta.channelId,
    version: document.revision,
    active: !isFinished(document),
    updatedAt: now,
    data: document,
  };
}

export function fromRecord(record: GameRecord): GameDocument {
  return record.data as GameDocument;
}

/**
 * Every game still listed as active, as the services beside the orchestrator need it (the
 * season's start-up count): they are handed this value and never read the stored document.
 */
export async function activeGames(
  store: Pick<GameStore, 'listActiveGames'>,
): Promise<Array<{ guildId: string; channelId: string; state: GameState }>> {
  const records = await store.listActiveGames();
  return records.map((record) => ({
    guildId: record.guildId,
    channelId: record.channelId,
    state: fromRecord(record).state,
  }));
}

/** The stored document of a game, or undefined when there is none (store errors propagate). */
export async function loadDocument(
  store: Pick<GameStore, 'loadGame'>,
  gameId: string,
): Promise<GameDocument | undefined> {
  const record = await store.loadGame(gameId);
  return record ? fromRecord(record) : undefined;
}
