import type { Logger } from '../../logger.ts';
import { SCHEMA_VERSION, type GameStore } from '../../store/game-store.ts';
import { MAX_ATTEMPTS, type IncomingCommand } from '../context.ts';
import type { GameDocument } from '../document.ts';
import type { MemberPort } from '../ports.ts';
import { roomAccessOf } from './room-access.ts';

/** What the orchestrator knows of members beyond one game: permissions read, records kept. */
export class MemberRecords {
  readonly #store: GameStore;
  readonly #members: MemberPort | undefined;
  readonly #logger: Logger;

  constructor(store: GameStore, members: MemberPort | undefined, logger: Logger) {
    this.#store = store;
    this.#members = members;
    this.#logger = logger;
  }

  /**
   * A sign-up carries what the guild remembers of the member (FORUM-SKIP-BAN) and his room-opening
   * permissions, never what he says; a deal carries every player's permissions at that moment.
   */
  async withFacts(document: GameDocument, command: IncomingCommand): Promise<IncomingCommand> {
    if (command.type === 'deal') {
      const roomAccess = await this.#access(
        document,
        document.state.lobby.map((entry) => entry.userId),
      );
      return { type: 'deal', by: command.by, roomAccess };
    }
    if (command.type !== 'join') return command;
    const { pastSkipRemovals: _claimed, roomAccess: _said, ...join } = command;
    const permissions = (await this.#access(document, [command.by.userId]))[0]?.permissions ?? [];
    const facts = { ...join, ...(permissions.length > 0 ? { roomAccess: permissions } : {}) };
    if (document.state.config.preset !== 'forum') return facts;
    const record = await this.#store.loadMemberRecord(document.meta.guildId, command.by.userId);
    return { ...facts, pastSkipRemovals: record?.skipRemovals.length ?? 0 };
  }

  #access(document: GameDocument, userIds: string[]) {
    return roomAccessOf(this.#members, document.meta, userIds, this.#logger);
  }

  /** Counts a removal for skipped moves once per game, whatever the number of attempts. */
  async recordSkipRemoval(guildId: string, userId: string, gameId: string): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const stored = await this.#store.loadMemberRecord(guildId, userId);
      if (stored?.skipRemovals.includes(gameId)) return;
      const saved = await this.#store.saveMemberRecord({
        schemaVersion: SCHEMA_VERSION,
        guildId,
        userId,
        version: (stored?.version ?? 0) + 1,
        skipRemovals: [...(stored?.skipRemovals ?? []), gameId],
      });
      if (saved.ok) return;
    }
    throw new Error(`the record of ${userId} kept conflicting`);
  }
}
