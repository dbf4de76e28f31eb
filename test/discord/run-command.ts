import type { CommandContext } from '../../src/discord/interactions/command-kit.ts';
import { runSubcommand, type Subcommand } from '../../src/discord/interactions/preconditions.ts';
import type { Actor, Command } from '../../src/engine/index.ts';
import type { TestGame } from '../../harness/engine-game.ts';

/**
 * A subcommand run by `actor` in the channel of `game`, with the interaction's options read by
 * `options` (getUser, getInteger, getString…): its reply, and the commands it dispatched.
 */
export async function runCommand(
  subcommand: Subcommand,
  game: TestGame,
  actor: Actor,
  options: Record<string, (name: never) => unknown>,
): Promise<{ reply: unknown; sent: Command[] }> {
  const sent: Command[] = [];
  const context = {
    actor,
    interaction: { channelId: 'game-channel', options },
    orchestrator: {
      gamesKnown: async () => {},
      gameInChannel: () => 'game1',
      read: async () => ({ state: game.state, meta: { locale: 'en' } }),
      dispatch: async (_gameId: string, command: Command) => {
        sent.push(command);
        return { ok: true };
      },
    },
  } as unknown as CommandContext;
  return { reply: await runSubcommand(subcommand, context), sent };
}
