import { isFinished, type GameDocument } from './document.ts';

/** The running games of this process, by channel (one game per channel) and by guild. */
export class GameRegistry {
  readonly #byChannel = new Map<string, string>();
  readonly #byGuild = new Map<string, Set<string>>();
  readonly #guildOf = new Map<string, string>();

  /** Records a game as running, or forgets it once it is finished (nothing left to carry out). */
  index(document: GameDocument): void {
    const gameId = document.state.gameId;
    const { channelId, guildId } = document.meta;
    if (isFinished(document)) {
      if (this.#byChannel.get(channelId) === gameId) this.#byChannel.delete(channelId);
      this.#byGuild.get(guildId)?.delete(gameId);
      this.#guildOf.delete(gameId);
      return;
    }
    this.#guildOf.set(gameId, guildId);
    this.#byChannel.set(channelId, gameId);
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
