import { expect } from 'vitest';
import type { Command } from '../../src/engine/rules/events.ts';
import { nextMove } from '../../harness/classic-script.ts';
import type { Environment } from './environment.ts';
import { CHANNEL, GUILD, JUDGE, playerId, VOICE } from './environment.ts';

export interface GameSummary {
  result: unknown;
  votes: unknown[];
  fouls: number[];
  departures: unknown[];
  roles: string[];
  notices: string[];
}

/** A classic lobby of the environment's guild and channel, its effects carried out. */
export async function openClassicLobby(env: Environment, locale: 'ru' | 'en'): Promise<string> {
  const opened = await env.orchestrator.openLobby({
    guildId: GUILD,
    channelId: CHANNEL,
    voiceChannelId: VOICE,
    hostId: JUDGE,
    preset: 'classic',
    locale,
  });
  if (!opened.ok) throw new Error(`lobby refused: ${opened.error.key}`);
  await env.settle();
  return opened.gameId;
}

/** Opens a classic lobby with everyone in the voice channel and plays it to the end. */
export async function playClassicGame(
  env: Environment,
): Promise<{ gameId: string; summary: GameSummary }> {
  for (let index = 1; index <= 10; index++) env.voice.join(playerId(index), VOICE);
  const gameId = await openClassicLobby(env, 'ru');
  return { gameId, summary: await playClassicGameOn(env, gameId) };
}

/** Plays an open classic game (everyone in the voice channel) to the end, from where it is. */
export async function playClassicGameOn(env: Environment, gameId: string): Promise<GameSummary> {
  for (let step = 0; step < 3000; step++) {
    const document = await env.orchestrator.read(gameId);
    if (!document) throw new Error('game vanished');
    if (document.state.phase.kind === 'ended') {
      // Let the last effects (report, closing screens, unmuting) finish.
      for (let i = 0; i < 10 && (document.outbox.length > 0 || env.clock.pending() > 0); i++)
        await env.advanceToNextTimer().catch(() => {});
      await env.settle();
      return summarize(env, gameId);
    }
    const move = nextMove(document);
    if (move === 'wait') {
      await env.advanceToNextTimer();
      continue;
    }
    const outcome = await env.dispatch(gameId, move as Command);
    if (!outcome.ok) throw new Error(`scripted ${move.type} refused: ${outcome.error.key}`);
  }
  throw new Error('the scripted game did not end');
}

async function summarize(env: Environment, gameId: string): Promise<GameSummary> {
  const document = await env.orchestrator.read(gameId);
  if (!document) throw new Error('game vanished');
  const state = document.state;
  expect(state.phase.kind).toBe('ended');
  return {
    result: state.phase.kind === 'ended' ? state.phase.result : undefined,
    votes: state.timeline.filter((entry) => entry.kind === 'vote' || entry.kind === 'eliminateAll'),
    fouls: state.seats.map((seat) => seat.fouls),
    departures: state.timeline.filter((entry) => entry.kind === 'departure'),
    roles: state.seats.map((seat) => seat.role),
    notices: env.table.notices.map((entry) => entry.key).sort(),
  };
}
