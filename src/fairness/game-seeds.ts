import type { Actor, Command, GameState, RandomSource, RoomAccess } from '../engine/index.ts';
import type { JsonValue } from './canonical-json.ts';
import { commitmentOf } from './commitment.ts';
import { configHashOf } from './config-hash.ts';
import { finalSeedOf } from './final-seed.ts';
import { seededRandom } from './seeded-random.ts';
import { drawServerSeed } from './server-seed.ts';
import { sortSnowflakes } from './discord-ids.ts';

/** What a new game commits to before anyone signs up (FAIR-COMMIT, FAIR-ENTROPY). */
export interface LobbySeed {
  serverSeed: string;
  commitment: string;
  configHash: string;
}

/** The server seed of a new game (the OS CSPRNG unless `draw` is given), its commitment. */
export function lobbySeed(
  gameId: string,
  config: object,
  draw: () => string = drawServerSeed,
): LobbySeed {
  const serverSeed = draw();
  return {
    serverSeed,
    commitment: commitmentOf(gameId, serverSeed),
    configHash: configHashOf(config as unknown as JsonValue),
  };
}

/** The random stream of a game once dealt; before the deal no rule draws (an inert stream). */
const inertRandom: RandomSource = { int: () => 0, shuffle: (_label, items) => [...items] };

export function gameRandom(state: GameState): RandomSource {
  return state.deal.finalSeed ? seededRandom(state.deal.finalSeed) : inertRandom;
}

/**
 * The deal command with the final seed derived from the frozen list (FAIR-SEED), and the stream it
 * seeds: every later draw of the game comes from that same seed.
 */
export function sealedDeal(
  state: GameState,
  by: Actor,
  roomAccess: RoomAccess[] | undefined,
): { command: Command; random: RandomSource } {
  const players = sortSnowflakes(state.lobby.map((entry) => entry.userId));
  const finalSeed = finalSeedOf({
    serverSeedHex: state.deal.serverSeed,
    gameId: state.gameId,
    preset: state.config.preset,
    configHash: state.deal.configHash,
    players,
    entropy: [],
  });
  return {
    command: { type: 'deal', by, finalSeed, players, ...(roomAccess ? { roomAccess } : {}) },
    random: seededRandom(finalSeed),
  };
}
