import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { GameStore } from './store/game-store.ts';

export interface BotDependencies {
  config: Config;
  logger: Logger;
  store: GameStore;
}

/** Wires the Discord client, the orchestrator and the store together (filled in by the adapter). */
export async function startBot({ logger, store }: BotDependencies): Promise<void> {
  logger.error('The Discord adapter is not built yet; nothing to run.');
  await store.close();
  process.exitCode = 1;
}
