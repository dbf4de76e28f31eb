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
  enter(draft, { result }) {
    const state = draft.state;
    if (state.phase.kind === 'ended') return;
    state.phase = { kind: 'ended', result };
    draft.clearTimers();
    state.timeline.push({ kind: 'ended', winner: result.winner, reason: result.reason });
    draft.notice({ kind: 'public' }, 'end', text('game.over', { result }));
    draft.noticeWithPurpose('report', { kind: 'public' }, 'end', reportText(state));
    draft.narrate({ cue: 'gameOver', winner: result.winner });
  },
};
