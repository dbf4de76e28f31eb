import { gamePhase } from '../flow/departures.ts';
import type { Command } from '../events.ts';
import { giveFloor } from '../floor/floor.ts';
import { text, type Text } from '../messages.ts';
import { floorTo, nominateForSpeaker } from '../phases/speeches.ts';
import { correctVote } from '../phases/vote.ts';
import { currentDay, isJudge } from '../queries.ts';
import type { Correction, CorrectionAction } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

type CorrectionCommand = Extract<Command, { type: CorrectionAction }>;

/**
 * The judge's corrections of what the table did or the bot recorded (issue 25): each is the
 * judge's alone, in a dealt sports game that is not over, announced publicly, kept in the
 * timeline (so the report and the protocol have it), and can be taken back (JUDGE-UNDO).
 */
export function handleCorrection(draft: Draft, command: CorrectionCommand): Text | undefined {
  const state = draft.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  if (state.phase.kind === 'lobby' || state.seats.length === 0) return text('error.notDealt', {});
  if (state.config.preset === 'forum') return text('error.notForum', {});
  const made = correct(draft, command);
  if ('key' in made) return made;
  state.timeline.splice(made.at, 0, {
    kind: 'correction',
    correction: made.correction,
    day: currentDay(state)?.number ?? 0,
    phase: gamePhase(state),
  });
  draft.notice({ kind: 'public' }, 'warning', text('judge.corrected', made.correction));
  return undefined;
}

/** What was corrected, and where its timeline entry goes (before what the correction caused). */
type Made = { correction: Correction; at: number } | Text;

function correct(draft: Draft, command: CorrectionCommand): Made {
  const at = draft.state.timeline.length;
  const made = (correction: Correction, error?: Text): Made => error ?? { correction, at };
  switch (command.type) {
    case 'judgeNominate':
      return made(
        speakerNomination(draft, command.target),
        nominateForSpeaker(draft, command.target, true),
      );
    case 'withdrawNomination':
      return withdraw(draft, command.target, at);
    case 'correctVote': {
      const fixed = correctVote(draft, command.voter, command.candidate);
      if ('key' in fixed) return fixed;
      const { voter, candidate: to } = command;
      return made({ what: 'vote', round: fixed.round, voter, from: fixed.from, to });
    }
    case 'restartSpeech':
      return restart(draft, at);
    case 'giveFloor': {
      const from = currentDay(draft.state)?.floor?.seat;
      const error = floorTo(draft, command.seat);
      return made({ what: 'floor', seat: command.seat, ...(from ? { from } : {}) }, error);
    }
  }
}

/** JUDGE-NOMINATE-ALOUD: the nomination as it will read: the floor holder's (read before it). */
function speakerNomination(draft: Draft, target: number): Correction {
  return { what: 'nominate', by: currentDay(draft.state)?.floor?.seat ?? 0, target };
}

/**
 * JUDGE-WITHDRAW-NOMINATION: a nomination entered by mistake is taken back before the vote
 * starts (DAY-NOMINEE-VALID: a player cannot withdraw his own; this is the judge correcting the
 * record). Its nominator may nominate again if he still holds the floor.
 */
function withdraw(draft: Draft, target: number, at: number): Made {
  const day = currentDay(draft.state);
  if (!day || day.stage.kind !== 'speeches')
    return text('error.correction', { why: 'voteStarted' });
  const entry = day.nominations.find((nomination) => nomination.target === target);
  if (!entry) return text('error.correction', { why: 'notNominated', seat: target });
  day.nominations = day.nominations.filter((nomination) => nomination !== entry);
  return { correction: { what: 'withdraw', by: entry.by, target }, at };
}

/**
 * JUDGE-RESTART-SPEECH: the speech under way starts again with its whole time (same speaker,
 * same kind of slot; what he did in it, a nomination, stands). Its old controls go stale.
 */
function restart(draft: Draft, at: number): Made {
  const floor = currentDay(draft.state)?.floor;
  if (!floor) return text('error.correction', { why: 'noSpeaker' });
  giveFloor(draft, floor.seat, floor.kind);
  return { correction: { what: 'restart', seat: floor.seat, floor: floor.kind }, at };
}
