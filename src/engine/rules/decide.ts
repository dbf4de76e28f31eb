import { pauseTimers } from './clock.ts';
import { copyData } from './copy.ts';
import { handleCorrection } from './judge/corrections.ts';
import { handleJudge } from './judge/clock-commands.ts';
import { handleDiscipline } from './judge/discipline.ts';
import { handleFlag } from './judge/flags.ts';
import { setFloor } from './floor/floor-ready.ts';
import {
  handleLobbyCommand,
  handlePlayerCommand,
  handleTimer,
  settle,
} from './flow/phase-driver.ts';
import { handleActivity, handleReplace } from './forum-activity.ts';
import type { Command, Context, Decision } from './events.ts';
import { text, type Text } from './messages.ts';
import { handlePanel, settlePanel } from './judge/panel-rules.ts';
import type { GameState } from './state/state.ts';
import { Draft } from './flow/draft.ts';
import { handleUndo } from './judge/undo.ts';
import { followUndo } from './judge/undo-record.ts';
import { voiceTarget } from './access/voice-rules.ts';

function apply(draft: Draft, command: Command): Text | undefined {
  const state = draft.state;
  // JUDGE-UNDO: an undo after the end says why it is refused (the end revealed the deal).
  if (command.type === 'undo') return handleUndo(draft, command);
  if (state.phase.kind === 'ended') return text('error.gameOver', {});
  switch (command.type) {
    case 'join':
    case 'leave':
    case 'lobbyRemove':
    case 'deal':
    case 'cancel':
      return handleLobbyCommand(draft, command);
    case 'timerExpired':
      return handleTimer(draft, command.timerId);
    case 'floorSet':
      return setFloor(draft, command.timerId);
    case 'flag':
    case 'resolveFlag':
      return handleFlag(draft, command);
    case 'activity':
      return handleActivity(draft, command);
    case 'replace':
      return handleReplace(draft, command);
    case 'warn':
    case 'foul':
    case 'unfoul':
    case 'disqualify':
    case 'penalty':
      return handleDiscipline(draft, command);
    case 'pause':
    case 'resume':
    case 'skip':
    case 'extend':
    case 'phaseLength':
    case 'end':
      return handleJudge(draft, command);
    case 'panel':
      return handlePanel(draft, command);
    case 'judgeNominate':
    case 'withdrawNomination':
    case 'correctVote':
    case 'restartSpeech':
    case 'giveFloor':
      return handleCorrection(draft, command);
    default:
      return handlePlayerCommand(draft, command);
  }
}

/**
 * The engine's one entry point: (state, command, { now, random }) → the new state with the
 * events of the draft, or a rule error whose code is an i18n key. Pure: the input state is never
 * changed, and the same inputs always give the same result.
 */
export function decide(state: GameState, command: Command, ctx: Context): Decision {
  try {
    const draft = new Draft(copyData(state), ctx);
    const error = apply(draft, command) ?? settle(draft);
    if (error) return { ok: false, error };
    const next = draft.state;
    // A removal during a pause may have started the next step: keep its time paused too.
    if (next.paused && next.timers.length > 0) {
      next.paused.timers = pauseTimers(next.timers, ctx.now);
      next.timers = [];
    }
    followUndo(state, next, command, ctx.now, draft.events);
    settlePanel(next, command);
    next.version = state.version + 1;
    return {
      ok: true,
      state: next,
      events: draft.events,
      timers: next.timers,
      voice: voiceTarget(next),
      ...(draft.reply ? { reply: draft.reply } : {}),
      ...(draft.reposts.cardMoves > 0 || draft.reposts.undo ? { reposts: draft.reposts } : {}),
    };
  } catch {
    // Unreachable by design (the property tests assert it never happens); a safety net so a
    // bug can never crash the bot or corrupt a game: the command is refused, nothing changes.
    return { ok: false, error: text('error.internal', {}) };
  }
}
