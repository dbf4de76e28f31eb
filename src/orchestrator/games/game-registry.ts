import { isFinished, type GameDocument } from '../document.ts';

/**
 * The running games of this process, by channel (one game per channel) and by guild. A game
 * that is over gives its channel back at once, though its last posts may still be on their way
 * (a `/mafia start` right after "Game over" opens the next lobby); its guild keeps it until
 * nothing is left to carry out (its judge is still told of trouble with those posts).
 */
export class GameRegistry {
  readonly #byChannel = new Map<string, string>();
  readonly #byGuild = new Map<string, Set<string>>();
  readonly #guildOf = new Map<string, string>();

  /** Records a game as running, or forgets it once it is over (wholly once it is finished). */
  index(document: GameDocument): void {
    const gameId = document.state.gameId;
    const { channelId, guildId } = document.meta;
    const over = document.state.phase.kind === 'ended';
    if (over && this.#byChannel.get(channelId) === gameId) this.#byChannel.delete(channelId);
    if (isFinished(document)) {
      this.#byGuild.get(guildId)?.delete(gameId);
      this.#guildOf.delete(gameId);
      return;
    }
    this.#guildOf.set(gameId, guildId);
    if (!over) this.#byChannel.set(channelId, gameId);
    const games = this.#byGuild.get(guildId) ?? new Set<string>();
    games.add(gameId);
    this.#byGuild.set(guildId, games);
  }

  inChannel(channelId: string): string | undefined {
    return this.#byChannel.get(channelId);
  }

  /** The guild of a running game this process has seen saved (undefined: not seen yet). */
  guildOf(gameId: string): string | undefined {
    return this.#guildOf.get(gameId);
  }

  inGuild(guildId: string): string[] {
    return [...(this.#byGuild.get(guildId) ?? [])];
  }
}
