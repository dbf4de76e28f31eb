import { randomBytes } from 'node:crypto';
import { createGame, presetConfig, type ConfigOverrides, type Preset } from '../../engine/index.ts';
import { lobbySeed } from '../../fairness/game-seeds.ts';
import { gameLogger } from '../../logger.ts';
import { StoreUnavailableError } from '../../store/game-store.ts';
import { storeUnavailable, type OrchestratorCore, type Outcome } from '../context.ts';
import { loadDocument, toRecord, type GameDocument, type GameMeta } from '../document.ts';

export interface OpenLobby {
  guildId: string;
  channelId: string;
  voiceChannelId?: string;
  hostId: string;
  /** The judge named in `/mafia start judge:`; the host otherwise. */
  judgeId?: string;
  preset: Preset;
  locale: 'ru' | 'en';
  overrides?: ConfigOverrides;
}

/** The first document of a game: its lobby, its committed seed, where it is played. */
function newDocument(core: OrchestratorCore, input: OpenLobby, now: number): GameDocument {
  const config = presetConfig(input.preset, {
    ...input.overrides,
    timeScale: core.options.timeScale ?? 1,
  });
  const gameId = core.options.newGameId?.() ?? randomBytes(5).toString('hex');
  const voice = input.voiceChannelId ? { voiceChannelId: input.voiceChannelId } : {};
  const state = createGame({
    gameId,
    judgeId: input.judgeId ?? input.hostId,
    ...voice,
    config,
    now,
    ...lobbySeed(gameId, config, core.options.drawServerSeed),
  });
  const meta: GameMeta = {
    guildId: input.guildId,
    channelId: input.channelId,
    locale: input.locale,
    hostId: input.hostId,
    ...voice,
  };
  return { revision: 1, meta, state, outbox: [], screens: {}, reported: [] };
}

/**
 * The game running in a channel. The index may lag behind the store: another process ended the
 * game and its save notice is still on its way. So a game the index names is read afresh, and
 * one that is over (or gone) frees the channel at once: the table has read "Game over".
 */
async function runningIn(core: OrchestratorCore, channelId: string): Promise<string | undefined> {
  const indexed = core.registry.inChannel(channelId);
  if (!indexed) return undefined;
  const stored = await loadDocument(core.store, indexed);
  if (stored?.state.phase.kind !== 'ended') return stored ? indexed : undefined;
  core.registry.index(stored);
  return undefined;
}

/** Opens a lobby in a channel that has no running game; the caller starts its effects. */
export async function openLobby(
  core: OrchestratorCore,
  input: OpenLobby,
): Promise<Outcome<{ document: GameDocument }>> {
  try {
    // A channel's running game may be unknown yet: opening another there would make two.
    await core.gamesKnown.wait();
    const existing = await runningIn(core, input.channelId);
    if (existing)
      return { ok: false, error: { key: 'error.channelBusy', params: { gameId: existing } } };
    return await saveLobby(core, input);
  } catch (error) {
    if (error instanceof StoreUnavailableError) return { ok: false, error: storeUnavailable() };
    throw error;
  }
}

/** The new game saved (refused when its id is taken), indexed and remembered. */
async function saveLobby(
  core: OrchestratorCore,
  input: OpenLobby,
): Promise<Outcome<{ document: GameDocument }>> {
  const now = core.clock.now();
  const document = newDocument(core, input, now);
  const saved = await core.store.saveGame(toRecord(document, now));
  if (!saved.ok) return { ok: false, error: { key: 'error.busy', params: {} } };
  core.registry.index(document);
  core.saved.remember(document);
  const gameId = document.state.gameId;
  gameLogger(core.logger, { guildId: input.guildId, gameId, version: 1 }).info(
    { preset: input.preset },
    'lobby opened',
  );
  return { ok: true, document };
}
