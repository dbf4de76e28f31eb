import { reportText } from '../flow/departures.ts';
import { text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';

/**
 * The end (GAME-WIN-CHECK): no further last words; everyone is unmuted and the deal is revealed in the
 * report. An ended game accepts no command and shows no screen.
 */
export const ended: Phase<'ended'> = {
  name: 'ended',
  next: [],
  enter(turn, { result }) {
    const state = turn.state;
    if (state.phase.kind === 'ended') return;
    state.phase = { kind: 'ended', result };
    turn.clearTimers();
    state.timeline.push({ kind: 'ended', winner: result.winner, reason: result.reason });
    turn.notice({ kind: 'public' }, 'end', text('game.over', { result }));
    turn.noticeWithPurpose('report', { kind: 'public' }, 'end', reportText(state));
    turn.narrate({ cue: 'gameOver', winner: result.winner });
  },
  screens: () => [],
};
