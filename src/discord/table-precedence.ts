import { noticePurpose, TABLE_CARD_ID, type GameEvent, type Screen } from '../engine/index.ts';
import type { GameDocument, ScreenHandle } from '../orchestrator/document.ts';
import type { ClickResponse, JudgeNotice, TablePort } from '../orchestrator/ports.ts';
import { withPrecedence, type RestPrecedence } from './rest-precedence.ts';

type Notice = Extract<GameEvent, { type: 'notice' }>;

/**
 * The floor of a speech handover is what the table waits for (issue 13, item 7): it is on the
 * table card (a card re-posted after an undo keeps its base id before `~`); the lobby is edited
 * at every join and nobody waits for it to the second.
 */
export function screenPrecedence(screen: Screen): RestPrecedence {
  if (screen.id.split('~')[0] === TABLE_CARD_ID) return 'urgent';
  if (screen.id === 'lobby') return 'bulk';
  return 'normal';
}

/** Role cards, night results and other DMs, and the end report, may wait for the table. */
export function noticePrecedence(notice: Notice): RestPrecedence {
  if (notice.to.kind !== 'public') return 'bulk';
  return noticePurpose(notice) === 'report' ? 'bulk' : 'normal';
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

  announceUnreachable(game: GameDocument, userIds: string[], key: string): Promise<void> {
    return this.#table.announceUnreachable(game, userIds, key);
  }

  tellJudge(
    game: GameDocument,
    notice: JudgeNotice,
    key: string,
    inPublic: JudgeNotice,
  ): Promise<void> {
    return withPrecedence('bulk', () => this.#table.tellJudge(game, notice, key, inPublic));
  }
}
