import type { Actor } from '../../src/engine/rules/events.ts';
import type { Preset } from '../../src/engine/rules/roles.ts';
import {
  GAME_STORE_CALLS,
  StoreUnavailableError,
  type GameStore,
} from '../../src/store/game-store.ts';
import { CHANNEL, GUILD, JUDGE, playerId, VOICE, type Environment } from './environment.ts';

const judge: Actor = { userId: JUDGE };

/** A store that can be switched off, as Redis is when it goes down. */
export function flaky(store: GameStore): GameStore & { down: boolean; failing: Set<string> } {
  const wrapper = { down: false, failing: new Set() } as unknown as GameStore & {
    down: boolean;
    /** Calls that fail even while the store is up (one part of it refuses). */
    failing: Set<string>;
  };
  for (const method of [...GAME_STORE_CALLS, 'close'] as const) {
    (wrapper as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      if (wrapper.down || wrapper.failing.has(method))
        throw new StoreUnavailableError(new Error('connection refused'));
      return (store[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  }
  Object.defineProperty(wrapper, 'kind', { value: store.kind });
  return wrapper;
}

export async function dealtClassic(env: Environment, players = 10): Promise<string> {
  for (let index = 1; index <= players; index++) env.voice.join(playerId(index), VOICE);
  return dealt(env, players, players === 10 ? 'classic' : 'stylized');
}

/** A game dealt with players 1…N (sports games sit in VOICE; a forum game has no voice). */
export async function dealt(env: Environment, players: number, preset: Preset): Promise<string> {
  const gameId = await lobbyOf(env, players, preset);
  await env.dispatch(gameId, { type: 'deal', by: judge });
  return gameId;
}

/** A lobby opened by the judge, players 1…N signed up. */
export async function lobbyOf(env: Environment, players: number, preset: Preset): Promise<string> {
  const opened = await env.orchestrator.openLobby({
    guildId: GUILD,
    channelId: CHANNEL,
    ...(preset === 'forum' ? {} : { voiceChannelId: VOICE }),
    hostId: JUDGE,
    preset,
    locale: preset === 'forum' ? 'en' : 'ru',
  });
  if (!opened.ok) throw new Error(opened.error.key);
  for (let index = 1; index <= players; index++)
    await env.dispatch(opened.gameId, { type: 'join', by: { userId: playerId(index) } });
  return opened.gameId;
}

/** A forum game of 11 dealt and run to its first night, the night prompts in the DMs. */
export async function forumAtNight(env: Environment): Promise<string> {
  const gameId = await dealt(env, 11, 'forum');
  while ((await env.orchestrator.read(gameId))?.state.phase.kind !== 'night')
    await env.advanceToNextTimer();
  return gameId;
}

export async function toDay(env: Environment, gameId: string): Promise<void> {
  while ((await env.orchestrator.read(gameId))?.state.phase.kind !== 'day')
    await env.advanceToNextTimer();
}

/**
 * A forum game where nobody moves: the second skipped night removes the Detective (FORUM-SKIPS).
 * Returns his seat. (Effects retries while the store is down are timeouts too: many steps.)
 */
export async function detectiveRemovedForSkips(env: Environment, gameId: string) {
  const detective = (await env.orchestrator.read(gameId))!.state.seats.find(
    (seat) => seat.role === 'DETECTIVE',
  )!;
  for (let step = 0; step < 500; step++) {
    const state = (await env.orchestrator.read(gameId))!.state;
    if (!state.seats[detective.seat - 1]!.alive || state.phase.kind === 'ended') break;
    await env.advanceToNextTimer();
  }
  return detective;
}
