/** Before round 1: who plays and under which rules (TOUR-REGISTRATION, TOUR-FLAGS-LOCK). */
import type { TournamentActor, TournamentCommand, TournamentError } from './commands.ts';
import { currentRound, type TournamentState } from './state.ts';

type Of<K extends TournamentCommand['type']> = Extract<TournamentCommand, { type: K }>;
type Step = TournamentError | undefined;

/** The chief judge named at creation, or anyone who may judge on the server (Manage Server, judge role). */
export function isChiefJudge(state: TournamentState, by: TournamentActor): boolean {
  return by.userId === state.chiefJudgeId || by.privileged === true;
}

export const notChief = (): TournamentError => ({ key: 'tournament.notChiefJudge', params: {} });

/** TOUR-REGISTRATION: the list closes when round 1 starts. */
function closed(state: TournamentState): Step {
  return currentRound(state) > 0 ? { key: 'tournament.registrationClosed', params: {} } : undefined;
}

function enrol(state: TournamentState, player: { userId: string; name: string }): Step {
  if (player.userId === state.chiefJudgeId)
    return { key: 'tournament.chiefJudgeCannotPlay', params: {} };
  if (state.players.some((entry) => entry.userId === player.userId))
    return { key: 'tournament.alreadyRegistered', params: { userId: player.userId } };
  state.players.push({ userId: player.userId, name: player.name });
  return undefined;
}

function withdraw(state: TournamentState, userId: string): Step {
  const index = state.players.findIndex((entry) => entry.userId === userId);
  if (index < 0) return { key: 'tournament.notRegistered', params: { userId } };
  state.players.splice(index, 1);
  return undefined;
}

export function register(state: TournamentState, command: Of<'register'>): Step {
  return closed(state) ?? enrol(state, command.by);
}

export function unregister(state: TournamentState, command: Of<'unregister'>): Step {
  return closed(state) ?? withdraw(state, command.by.userId);
}

export function addPlayer(state: TournamentState, command: Of<'addPlayer'>): Step {
  if (!isChiefJudge(state, command.by)) return notChief();
  return closed(state) ?? enrol(state, command.player);
}

export function dropPlayer(state: TournamentState, command: Of<'dropPlayer'>): Step {
  if (!isChiefJudge(state, command.by)) return notChief();
  return closed(state) ?? withdraw(state, command.userId);
}

/** TOUR-FLAGS-LOCK (D31): settable until round 1 starts, then locked. */
export function setFlags(state: TournamentState, command: Of<'setFlags'>): Step {
  if (!isChiefJudge(state, command.by)) return notChief();
  if (currentRound(state) > 0) return { key: 'tournament.flagsLocked', params: {} };
  if (command.geo74 !== undefined) state.geo74 = command.geo74;
  if (command.geo76 !== undefined) state.geo76 = command.geo76;
  return undefined;
}

/**
 * A table's judge and rooms, for the rounds not yet started (a table without a judge is judged
 * by the chief judge; one without its text and voice channel cannot start).
 */
export function setTable(state: TournamentState, command: Of<'setTable'>): Step {
  if (!isChiefJudge(state, command.by)) return notChief();
  const { table, judgeId, textChannelId, voiceChannelId } = command;
  if (!Number.isInteger(table) || table < 1 || table > state.tables)
    return { key: 'tournament.badTable', params: { tables: state.tables } };
  if (judgeId !== undefined) state.tableJudges[String(table)] = judgeId;
  const rooms = state.tableRooms[String(table)] ?? {};
  state.tableRooms[String(table)] = {
    ...rooms,
    ...(textChannelId ? { textChannelId } : {}),
    ...(voiceChannelId ? { voiceChannelId } : {}),
  };
  return undefined;
}
