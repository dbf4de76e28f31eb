import { isFinished, type GameDocument } from './document.ts';

/** The running games of this process, by channel (one game per channel) and by guild. */
export class GameRegistry {
  readonly #byChannel = new Map<string, string>();
  readonly #byGuild = new Map<string, Set<string>>();

  /** Records a game as running, or forgets it once it is finished (nothing left to carry out). */
  index(document: GameDocument): void {
    const gameId = document.state.gameId;
    const { channelId, guildId } = document.meta;
    if (isFinished(document)) {
      if (this.#byChannel.get(channelId) === gameId) this.#byChannel.delete(channelId);
      this.#byGuild.get(guildId)?.delete(gameId);
      return;
    }
    this.#byChannel.set(channelId, gameId);
    const games = this.#byGuild.get(guildId) ?? new Set<string>();
    games.add(gameId);
    this.#byGuild.set(guildId, games);
  }

  inChannel(channelId: string): string | undefined {
    return this.#byChannel.get(channelId);
  }

  inGuild(guildId: string): string[] {
    return [...(this.#byGuild.get(guildId) ?? [])];
  }
}
