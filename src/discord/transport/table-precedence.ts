import { isTableCard, type GameEvent, type Screen } from '../../engine/index.ts';
import type { GameDocument, ScreenHandle } from '../../orchestrator/document.ts';
import type { ClickResponse, JudgeNotice, TablePort } from '../../orchestrator/ports.ts';
import { withPrecedence, type RestPrecedence } from './rest-precedence.ts';

type Notice = Extract<GameEvent, { type: 'notice' }>;

/**
 * The floor of a speech handover is what the table waits for (issue 13, item 7): it is on the
 * table card (a card re-posted after an undo keeps its base id before `~`); the lobby is edited
 * at every join and nobody waits for it to the second.
 */
export function screenPrecedence(screen: Screen): RestPrecedence {
  if (isTableCard(screen.id)) return 'urgent';
  if (screen.id === 'lobby') return 'bulk';
  return 'normal';
}

/**
 * Night results and other DMs, and the end report, may wait for the table. Role cards may not:
 * Night 0 is the black team's only meeting, and a card that waits behind the screens of the
 * tables dealt first comes after it (issue 23, defect 6).
 */
export function noticePrecedence(notice: Notice): RestPrecedence {
  if (notice.to.kind !== 'public') return notice.purpose === 'roleCard' ? 'normal' : 'bulk';
  return notice.purpose === 'report' ? 'bulk' : 'normal';
}

/** A TablePort whose REST calls carry the precedence of what they show. */
export class PrecedenceTable implements TablePort {
  readonly #table: TablePort;

  constructor(table: TablePort) {
    this.#table = table;
  }

  postNotice(game: GameDocument, notice: Notice, key: string): Promise<void> {
    return withPrecedence(noticePrecedence(notice), () =>
      this.#table.postNotice(game, notice, key),
    );
  }

  showScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle | undefined,
    key: string,
    response?: ClickResponse,
  ): Promise<ScreenHandle> {
    return withPrecedence(screenPrecedence(screen), () =>
      this.#table.showScreen(game, screen, handle, key, response),
    );
  }

  closeScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle,
    response?: ClickResponse,
  ): Promise<void> {
    return this.#table.closeScreen(game, screen, handle, response);
  }

  /** A moved card's delete comes after its successor is shown; nobody waits for it to the second. */
  deleteScreen(game: GameDocument, handle: ScreenHandle): Promise<void> {
    return withPrecedence('normal', () => this.#table.deleteScreen(game, handle));
  }

  prepareDms(userIds: readonly string[]): void {
    this.#table.prepareDms?.(userIds);
  }

  announceUnreachable(game: GameDocument, userIds: string[], key: string): Promise<void> {
    return this.#table.announceUnreachable(game, userIds, key);
  }

  tellJudge(
    game: GameDocument,
    notice: JudgeNotice,
    key: string,
    inPublic: JudgeNotice,
  ): Promise<void> {
    // Something is wrong now (a card late, a DM undelivered, a permission missing): the judge
    // may have to act before the table goes on, so it does not wait behind the bulk.
    return withPrecedence('normal', () => this.#table.tellJudge(game, notice, key, inPublic));
  }
}
