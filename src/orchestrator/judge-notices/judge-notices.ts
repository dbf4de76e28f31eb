import { loadDocument, type GameDocument } from '../document.ts';
import type { OrchestratorCore } from '../context.ts';
import { ROLE_CARD_LATE_MS, type LateCard } from '../delivery/late-cards.ts';
import { UnreachableRecipient, type JudgeNotice, type MuteTokenDrop } from '../ports.ts';
import { heldNotice, missedNotice, type Missed } from './undelivered.ts';

/** The `what` of the notice that tells the held misses at the end. */
const HELD = 'undeliveredHeld';

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
    const saved = await this.#recordOnce(document, what);
    if (saved) await this.#send(saved, what, notice, inPublic);
  }

  /** `what` recorded as told (before it is sent); undefined: told already, or not recorded. */
  async #recordOnce(document: GameDocument, what: string): Promise<GameDocument | undefined> {
    if (document.reported.includes(what)) return undefined;
    return this.#commit(document.state.gameId, (latest) => {
      if (!latest.reported.includes(what)) latest.reported.push(what);
    });
  }

  /** False: his DMs are closed and the channel may be told nothing now (no `inPublic`). */
  async #send(
    saved: GameDocument,
    what: string,
    notice: JudgeNotice,
    inPublic: JudgeNotice | undefined,
  ): Promise<boolean> {
    const gameId = saved.state.gameId;
    try {
      await this.#core.table.tellJudge(saved, notice, `${gameId}:report:${what}`, inPublic);
    } catch (error) {
      if (!inPublic && error instanceof UnreachableRecipient) return false;
      this.#core.logger.warn({ gameId, err: error }, 'telling the judge failed');
    }
    return true;
  }

  /** Effects that failed this pass, each kind once per game. */
  async tellFailures(document: GameDocument, failures: Iterable<string>): Promise<void> {
    for (const what of new Set(failures))
      await this.tellOnce(document, `failed:${what}`, {
        key: 'judge.effectFailed',
        params: { what },
      });
  }

  /**
   * Private messages that missed their player: whose, and of what kind. One the channel may not
   * hear of yet, when the judge's DMs are closed, is held for the end (FAIR-NO-LEAKS).
   */
  async tellMissed(document: GameDocument, missed: readonly Missed[]): Promise<void> {
    for (const entry of missed) {
      const told = missedNotice(document, entry);
      const saved = told && (await this.#recordOnce(document, told.what));
      if (!told || !saved) continue;
      if (!(await this.#send(saved, told.what, told.notice, told.inPublic)))
        await this.#commit(saved.state.gameId, (latest) => {
          // A new array: the draft shares the stored one (draftOf), and a retry runs this again.
          latest.heldForJudge = [...(latest.heldForJudge ?? []), told.notice.params];
        });
    }
  }

  /** Once the game is over and its last notices posted: the misses held while it ran. */
  async tellHeld(document: GameDocument): Promise<void> {
    if (document.state.phase.kind !== 'ended' || document.outbox.length > 0) return;
    if (document.reported.includes(HELD)) return;
    // Read afresh: a miss may have been held since this document was loaded.
    const latest = await this.#read(document.state.gameId);
    const notice = latest && heldNotice(latest);
    // The game is over: every role is public, the channel may read the names.
    if (notice) await this.tellOnce(latest, HELD, notice);
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
