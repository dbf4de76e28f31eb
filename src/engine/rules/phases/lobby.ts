import { dealWith } from '../deal/deal.ts';
import { sortByDiscordId } from '../deal/snowflake.ts';
import { endGame } from '../flow/departures.ts';
import type { Command } from '../events.ts';
import { text, type Text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';
import { composition } from '../presets.ts';
import { isJudge } from '../queries.ts';
import { roleCardOf } from '../role-card.ts';
import { roomReaders } from '../access/team-rooms.ts';
import { sideOfTeam, teamOf, type Role } from '../roles.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';
import { joinQueue, leaveLobby, removeFromLobby, signedUp } from '../lobby-queue.ts';

/** FORUM-SKIP-BAN: after this many removals for skipped moves a user plays no further forum games. */
const SKIP_REMOVALS_BAN = 3;

type LobbyCommand<K extends 'join' | 'leave' | 'lobbyRemove' | 'deal' | 'cancel'> = Extract<
  Command,
  { type: K }
>;

/** A seat taken in the lobby; a forum skipper is refused (FORUM-SKIP-BAN); past the table's size, the queue (LOBBY-QUEUE). */
function join(draft: Draft, command: LobbyCommand<'join'>): Text | undefined {
  const state = draft.state;
  const userId = command.by.userId;
  if (userId === state.judgeId) return text('error.judgeCannotPlay', {});
  if (signedUp(state, userId)) return text('error.alreadyJoined', {});
  // TOUR-FIXED-SEATS: a tournament table takes its seated players and nobody else.
  const seated = state.config.seats;
  if (seated && !seated.includes(userId)) return text('error.notSeatedHere', {});
  const removals = command.pastSkipRemovals ?? 0;
  if (state.config.preset === 'forum' && removals >= SKIP_REMOVALS_BAN)
    return text('error.bannedForSkips', { count: removals });
  const access = command.roomAccess ?? [];
  const entry = {
    userId,
    name: command.by.name ?? userId,
    ...(access.length > 0 ? { roomAccess: access } : {}),
  };
  if (state.lobby.length >= state.config.maxPlayers) joinQueue(draft, entry);
  else state.lobby.push(entry);
  return undefined;
}

/** LOBBY-QUEUE: a member leaves the sign-up or the queue; a freed seat goes to the queue's first. */
function leave(draft: Draft, command: LobbyCommand<'leave'>): Text | undefined {
  return leaveLobby(draft, command.by.userId) ? undefined : text('error.notJoined', {});
}

function lobbyRemove(draft: Draft, command: LobbyCommand<'lobbyRemove'>): Text | undefined {
  return removeFromLobby(draft, command.by, command.userId);
}

function cancel(draft: Draft, command: LobbyCommand<'cancel'>): Text | undefined {
  if (!isJudge(draft.state, command.by)) return text('error.notJudge', {});
  draft.notice({ kind: 'public' }, 'end', text('lobby.cancelled', {}));
  endGame(draft, { winner: 'aborted', teams: [], reason: 'cancelled' });
  return undefined;
}

/** DEAL-TABLE-SIZE, GAME-PHASE-ORDER:
 * The deal (FAIR-SEED, FAIR-DERIVATION): seats are the shuffle of the sorted players with label "seats", and
 * role j of the shuffled canonical multiset (label "roles") goes to seat j+1.
 */
function deal(draft: Draft, command: LobbyCommand<'deal'>): Text | undefined {
  const state = draft.state;
  const config = state.config;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  const count = state.lobby.length;
  // TOUR-FIXED-SEATS: a seated table deals with its whole seating, never a part of it.
  const missing = (config.seats ?? []).filter((id) => !state.lobby.some((e) => e.userId === id));
  if (missing.length > 0) return text('error.seatsMissing', { userIds: missing });
  const roles = composition(config.preset, count);
  if (!roles)
    return text('error.playerCount', { min: config.minPlayers, max: config.maxPlayers, count });
  // The caller derived the seed from exactly this list; a list that moved since is stale.
  const listed = new Set(state.lobby.map((entry) => entry.userId));
  if (
    command.players.length !== listed.size ||
    command.players.some((userId) => !listed.has(userId))
  ) {
    return text('error.closed', {});
  }
  // The same two shuffles the verifier recomputes (src/engine/rules/deal/deal.ts).
  // TOUR-FIXED-SEATS: a tournament table keeps its seating; only the roles are shuffled.
  const { seats: seatOrder, roles: dealtRoles } = dealWith(
    draft.ctx.random,
    command.players,
    roles,
    config.seats,
  );
  state.seats = seatOrder.map((userId, index) => dealtSeat(state, userId, index, dealtRoles));
  state.deal.finalSeed = command.finalSeed;
  state.deal.roleMultiset = roles;
  state.deal.players = sortByDiscordId(command.players);
  state.timeline.push({ kind: 'dealt', at: draft.now });
  announceDeal(draft, roles);
  const readers = roomReaders(state, command.roomAccess ?? []);
  if (readers.length > 0)
    draft.notice({ kind: 'judge' }, 'warning', text('judge.roomAccess', { entries: readers }));
  // Night 0 opens a sports game (GAME-PHASE-ORDER); a forum game starts with Day 1 (GAME-PHASE-ORDER).
  draft.goTo(config.preset === 'forum' ? { to: 'forumVoting', day: 1 } : { to: 'nightZero' });
  return undefined;
}

function dealtSeat(state: GameState, userId: string, index: number, dealtRoles: Role[]): Seat {
  const names = new Map(state.lobby.map((entry) => [entry.userId, entry.name]));
  const role = dealtRoles[index] ?? 'CIVILIAN';
  const team = teamOf(state.config.preset, role);
  return {
    seat: index + 1,
    userId,
    name: names.get(userId) ?? userId,
    role,
    team,
    side: sideOfTeam(team),
    alive: true,
    fouls: 0,
    warnings: 0,
    silencePending: false,
  };
}

/** The seating and the fairness record in public, each role card in private, all to the judge. */
function announceDeal(draft: Draft, roles: Role[]): void {
  const state = draft.state;
  const counts = new Map<Role, number>();
  for (const role of roles) counts.set(role, (counts.get(role) ?? 0) + 1);
  draft.notice(
    { kind: 'public' },
    'info',
    text('deal.seating', {
      seats: state.seats.map((seat) => ({ seat: seat.seat, userId: seat.userId })),
    }),
    text('deal.fairness', {
      commitment: state.deal.commitment,
      configHash: state.deal.configHash,
      roles: [...counts.entries()].map(([role, n]) => ({ role, count: n })),
    }),
  );
  for (const seat of state.seats)
    draft.noticeWithPurpose(
      'roleCard',
      { kind: 'seat', seat: seat.seat },
      'info',
      roleCardOf(draft, seat),
    );
  draft.notice(
    { kind: 'judge' },
    'info',
    text('judge.roles', {
      roles: state.seats.map((seat) => ({ seat: seat.seat, userId: seat.userId, role: seat.role })),
    }),
  );
}

/** The lobby (FAIR-COMMIT): players join and leave; the judge deals or cancels. */
export const lobby: Phase<'lobby'> = {
  name: 'lobby',
  next: ['nightZero', 'forumVoting'],
  handlers: { join, leave, lobbyRemove, cancel, deal },
};
