import { dealWith } from '../fairness/deal.ts';
import { sortSnowflakes } from '../fairness/snowflake.ts';
import { endGame } from './departures.ts';
import type { Command } from './events.ts';
import { text, type Text } from './messages.ts';
import { startNightZero } from './night.ts';
import { startDay } from './day.ts';
import { composition } from './presets.ts';
import { isJudge } from './queries.ts';
import { roomReaders } from './room-access.ts';
import type { Seat } from './state.ts';
import type { Turn } from './turn.ts';
import { sideOfTeam, teamOf, isLeader } from './roles.ts';

/** FORUM-SKIP-BAN: after this many removals for skipped moves a user plays no further forum games. */
export const SKIP_REMOVALS_BAN = 3;

type LobbyCommand = Extract<Command, { type: 'join' | 'leave' | 'deal' | 'cancel' }>;

/** FORUM-SKIP-BAN: see docs/rules.md. */
export function handleLobby(turn: Turn, command: LobbyCommand): Text | undefined {
  const state = turn.state;
  if (state.phase.kind !== 'lobby') return text('error.notLobby', {});
  const userId = command.by.userId;
  switch (command.type) {
    case 'join': {
      if (userId === state.judgeId) return text('error.judgeCannotPlay', {});
      if (state.lobby.some((entry) => entry.userId === userId))
        return text('error.alreadyJoined', {});
      if (state.lobby.length >= state.config.maxPlayers)
        return text('error.lobbyFull', { max: state.config.maxPlayers });
      const removals = command.pastSkipRemovals ?? 0;
      if (state.config.preset === 'forum' && removals >= SKIP_REMOVALS_BAN)
        return text('error.bannedForSkips', { count: removals });
      const access = command.roomAccess ?? [];
      state.lobby.push({
        userId,
        name: command.by.name ?? userId,
        ...(access.length > 0 ? { roomAccess: access } : {}),
      });
      return undefined;
    }
    case 'leave': {
      const index = state.lobby.findIndex((entry) => entry.userId === userId);
      if (index < 0) return text('error.notJoined', {});
      state.lobby.splice(index, 1);
      return undefined;
    }
    case 'cancel': {
      if (!isJudge(state, command.by)) return text('error.notJudge', {});
      turn.notice({ kind: 'public' }, 'end', text('lobby.cancelled', {}));
      endGame(turn, { winner: 'aborted', teams: [], reason: 'cancelled' });
      return undefined;
    }
    case 'deal':
      return deal(turn, command);
  }
}

/** DEAL-TABLE-SIZE, GAME-PHASE-ORDER:
 * The deal (FAIR-SEED, FAIR-DERIVATION): seats are the shuffle of the sorted players with label "seats", and
 * role j of the shuffled canonical multiset (label "roles") goes to seat j+1.
 */
function deal(turn: Turn, command: Extract<Command, { type: 'deal' }>): Text | undefined {
  const state = turn.state;
  const config = state.config;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  const count = state.lobby.length;
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
  // The same two shuffles the verifier recomputes (src/fairness/deal.ts imports no I/O).
  const { seats: seatOrder, roles: dealtRoles } = dealWith(turn.ctx.random, command.players, roles);
  const names = new Map(state.lobby.map((entry) => [entry.userId, entry.name]));
  state.seats = seatOrder.map((userId, index): Seat => {
    const role = dealtRoles[index] ?? 'CIVILIAN';
    const team = teamOf(config.preset, role);
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
  });
  state.deal.finalSeed = command.finalSeed;
  state.deal.roleMultiset = roles;
  state.deal.players = sortSnowflakes(command.players);
  state.timeline.push({ kind: 'dealt', at: turn.now });

  const counts = new Map<string, number>();
  for (const role of roles) counts.set(role, (counts.get(role) ?? 0) + 1);
  turn.notice(
    { kind: 'public' },
    'info',
    text('deal.seating', {
      seats: state.seats.map((seat) => ({ seat: seat.seat, userId: seat.userId })),
    }),
    text('deal.fairness', {
      commitment: state.deal.commitment,
      configHash: state.deal.configHash,
      roles: [...counts.entries()].map(([role, n]) => ({
        role: role as (typeof roles)[number],
        count: n,
      })),
    }),
  );
  for (const seat of state.seats)
    turn.notice({ kind: 'seat', seat: seat.seat }, 'info', roleCardOf(turn, seat));
  turn.notice(
    { kind: 'judge' },
    'info',
    text('judge.roles', {
      roles: state.seats.map((seat) => ({ seat: seat.seat, userId: seat.userId, role: seat.role })),
    }),
  );
  const readers = roomReaders(state, command.roomAccess ?? []);
  if (readers.length > 0)
    turn.notice({ kind: 'judge' }, 'warning', text('judge.roomAccess', { entries: readers }));
  if (config.preset === 'forum') startDay(turn, 1);
  else startNightZero(turn);
  return undefined;
}

/** NIGHT0-TEAMS: A role card: black players learn their own team and its leader, nothing more (T07). */
export function roleCardOf(turn: Pick<Turn, 'state'>, seat: Seat): Text {
  const state = turn.state;
  const teammates =
    seat.side === 'black'
      ? state.seats
          .filter((other) => other.team === seat.team && other.seat !== seat.seat)
          .map((other) => other.seat)
      : [];
  const leader =
    seat.side === 'black'
      ? state.seats.find((other) => other.team === seat.team && isLeader(other.role))
      : undefined;
  return text('role.card', {
    seat: seat.seat,
    role: seat.role,
    team: seat.team,
    preset: state.config.preset,
    teammates,
    ...(leader ? { leader: leader.seat } : {}),
  });
}
