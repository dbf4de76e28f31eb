import type { GameEvent } from '../rules/events.ts';
import type { Screen } from './screen.ts';
import { text, type Text } from '../rules/messages.ts';
import { isPersonalNotice, type PrivateKind } from '../rules/private-kinds.ts';
import { seatOfUser } from '../rules/queries.ts';
import type { ShownGame } from './screen-ids.ts';
import { screens } from './screens.ts';
import type { GameState } from '../rules/state/state.ts';
import { roleCard } from './status.ts';

type Notice = Extract<GameEvent, { type: 'notice' }>;

/** Private notices that could not be delivered, per user ("Show my role and messages"). */
export type Inbox = Record<string, Notice[]>;

/**
 * May a failed DM of this notice name its recipient in the channel? Only a role card (everyone
 * gets one at the deal, a substitute at his replacement) or a notice to the judge (who holds no
 * role): any other private notice goes to a role holder, and naming him would reveal it.
 */
export function namesNoRole(notice: Notice): boolean {
  return notice.to.kind === 'judge' || notice.purpose === 'roleCard';
}

/**
 * FAIR-NO-LEAKS: what the game channel may say of a private message that missed its player, when
 * the judge can be told only there (his DMs are closed too). A role card goes to everybody at the
 * deal (a substitute at his public replacement): its miss, naming nobody, says nothing of roles.
 * Every other private message goes to a role holder, at a moment his role sets (a night prompt, a
 * check result): while the game runs even an anonymous word of it would tell the table that one
 * of the seats it knows to have closed DMs holds a night role, so it is held until the game is
 * over. Then every role is public, and the held misses are told with their players' names.
 */
export function missedInPublic(
  state: GameState,
  kind: PrivateKind,
): 'anonymous' | 'held' | 'named' {
  if (state.phase.kind === 'ended') return 'named';
  return kind === 'roleCard' ? 'anonymous' : 'held';
}

/**
 * Whose inbox keeps a notice that `userId` could not receive: a seat's notice goes to whoever
 * holds the seat now (it may have changed hands while the notice was in flight, FORUM-SEAT-HISTORY), except
 * a personal one (D46), which nobody else may read. Undefined: nobody keeps it.
 */
export function inboxOwner(state: GameState, userId: string, notice: Notice): string | undefined {
  if (notice.to.kind !== 'seat') return userId;
  const holder = state.seats[notice.to.seat - 1]?.userId;
  if (!holder || holder === userId) return userId;
  return isPersonalNotice(notice) ? undefined : holder;
}

/**
 * FORUM-SEAT-HISTORY (D46): the undelivered private messages of a replaced seat pass to the
 * substitute, the personal ones (skips, activity) excepted; the old account keeps none of them,
 * since it "loses all game access" (its "Show my role and messages" shows nothing any more).
 */
export function handOverInbox(
  inbox: Inbox | undefined,
  seat: number,
  from: string,
  to: string,
): Inbox | undefined {
  const old = inbox?.[from];
  if (!inbox || !old) return inbox;
  const next = { ...inbox };
  delete next[from];
  const passed = old.filter(
    (notice) => notice.to.kind === 'seat' && notice.to.seat === seat && !isPersonalNotice(notice),
  );
  if (passed.length > 0) next[to] = [...(next[to] ?? []), ...passed];
  return next;
}

/**
 * What only this user may see of the game: the judge every role, a player his role card and the
 * messages kept in his inbox, and the private screens addressed to him now (their controls work
 * exactly as in the DM).
 */
export function inboxContents(
  shown: ShownGame,
  inbox: Inbox | undefined,
  userId: string,
): { texts: Text[]; screens: Screen[] } {
  const state = shown.state;
  const texts: Text[] = [];
  const judge = userId === state.judgeId;
  if (judge && state.seats.length > 0) {
    const roles = state.seats.map(({ seat, userId: user, role }) => ({ seat, userId: user, role }));
    texts.push(text('judge.roles', { roles }));
  }
  const card = roleCard(state, userId);
  if (card) texts.push(card);
  for (const notice of inbox?.[userId] ?? []) texts.push(...notice.lines);
  const seat = seatOfUser(state, userId)?.seat;
  const mine = screens(state, shown.screenGenerations).filter(
    (screen) =>
      (screen.to.kind === 'seat' && screen.to.seat === seat) ||
      (screen.to.kind === 'judge' && judge),
  );
  return { texts, screens: mine };
}
