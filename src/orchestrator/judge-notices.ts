import { loadDocument, type GameDocument } from './document.ts';
import type { OrchestratorCore } from './context.ts';
import type { JudgeNotice, MuteTokenDrop } from './ports.ts';
import { ROLE_CARD_LATE_MS, type LateCard } from './late-cards.ts';
import { missedNotice, type Missed } from './undelivered.ts';

type Commit = (
  gameId: string,
  change: (latest: GameDocument) => void,
) => Promise<GameDocument | undefined>;

/**
 * What the bot itself tells a game's judge (not rule events): failed effects, missed private
 * messages, missing permissions. Each `what` at most once per game, recorded before it is sent.
 */
export class JudgeNotices {
  readonly #core: OrchestratorCore;
  readonly #commit: Commit;

  constructor(core: OrchestratorCore, commit: Commit) {
    this.#core = core;
    this.#commit = commit;
  }

  async #read(gameId: string): Promise<GameDocument | undefined> {
    return loadDocument(this.#core.store, gameId).catch(() => undefined);
  }

  /** A notice to the judge of a game, read afresh (the store being down, it is dropped). */
  async tell(gameId: string, what: string, notice: JudgeNotice): Promise<void> {
    const document = await this.#read(gameId);
    if (document) await this.tellOnce(document, what, notice);
  }

  /**
   * `inPublic` is what the game channel may show when the judge's DMs are closed; by default
   * the notice itself (a failed effect or a missing permission tells the table no secret).
   */
  async tellOnce(
    document: GameDocument,
    what: string,
    notice: JudgeNotice,
    inPublic: JudgeNotice = notice,
  ): Promise<void> {
    if (document.reported.includes(what)) return;
    const saved = await this.#commit(document.state.gameId, (latest) => {
      if (!latest.reported.includes(what)) latest.reported.push(what);
    });
    if (!saved) return;
    try {
      const key = `${document.state.gameId}:report:${what}`;
      await this.#core.table.tellJudge(saved, notice, key, inPublic);
    } catch (error) {
      this.#core.logger.warn(
        { gameId: document.state.gameId, err: error },
        'telling the judge failed',
      );
    }
  }

  /** Effects that failed this pass, each kind once per game. */
  async tellFailures(document: GameDocument, failures: Iterable<string>): Promise<void> {
    for (const what of new Set(failures))
      await this.tellOnce(document, `failed:${what}`, {
        key: 'judge.effectFailed',
        params: { what },
      });
  }

  /** Private messages that missed their player: whose, and of what kind. */
  async tellMissed(document: GameDocument, missed: readonly Missed[]): Promise<void> {
    for (const entry of missed) {
      const told = missedNotice(document, entry);
      if (told) await this.tellOnce(document, told.what, told.notice, told.inPublic);
    }
  }

  /**
   * Role cards not delivered a few seconds after they were asked for: whose, once per set. The
   * channel may show it as it is when the judge's DMs are closed: it names seats and players,
   * never a role, and those players may read their card with the inbox button meanwhile.
   */
  async tellLateCards(document: GameDocument, cards: readonly LateCard[]): Promise<void> {
    const seats = cards.map((card) => card.seat).sort((a, b) => a - b);
    await this.tellOnce(document, `lateRoleCards:${seats.join(',')}`, {
      key: 'judge.lateRoleCards',
      params: { cards: [...cards], seconds: ROLE_CARD_LATE_MS / 1000 },
    });
  }

  /** Mute Members is missing in a guild: every judge there hears it once. */
  async tellMissingPermission(guildId: string): Promise<void> {
    for (const gameId of this.#core.registry.inGuild(guildId)) {
      const document = await this.#read(gameId);
      if (document)
        await this.tellOnce(document, 'noMutePermission', {
          key: 'judge.noMutePermission',
          params: {},
        });
    }
  }

  /** A mute token was dropped in a guild: every judge there hears it once per bot. */
  async tellTokenDropped(guildId: string, drop: MuteTokenDrop): Promise<void> {
    for (const gameId of this.#core.registry.inGuild(guildId))
      await this.tell(gameId, `muteTokenDropped:${drop.bot}`, {
        key: 'judge.muteTokenDropped',
        params: drop,
      });
  }
}
