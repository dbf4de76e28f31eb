import { handleDiscipline } from './discipline.ts';
import type { Command } from '../events.ts';
import { BOT_ACTOR } from '../events.ts';
import { text, type Text } from '../messages.ts';
import { dayNumber, isJudge, seatOf } from '../queries.ts';
import type { Draft } from '../flow/draft.ts';

type FlagCommand = Extract<Command, { type: 'flag' | 'resolveFlag' }>;

/** FLAG-POLICY:
 * FLAG-POLICY (tier 2): the bot flags out-of-turn speech (detect mode) and a player away from the
 * table past the 60 s grace; the judge confirms (a foul #15, a disqualification #11) or
 * dismisses. With a judge always assigned in this bot (the host), nothing is automatic (D32).
 */
export function handleFlag(draft: Draft, command: FlagCommand): Text | undefined {
  const state = draft.state;
  if (state.phase.kind === 'lobby' || state.seats.length === 0) return text('error.notDealt', {});
  return command.type === 'flag' ? raiseFlag(draft, command) : resolveFlag(draft, command);
}

/** The bot's record for the judge: one open flag of a kind per seat. */
function raiseFlag(
  draft: Draft,
  command: Extract<FlagCommand, { type: 'flag' }>,
): Text | undefined {
  const state = draft.state;
  if (command.by.userId !== BOT_ACTOR.userId) return text('error.notJudge', {});
  const seat = seatOf(state, command.seat);
  if (!seat) return text('error.noSuchSeat', { seat: command.seat });
  if (!seat.alive) return text('error.playerOut', {});
  const flags = (state.flags ??= []);
  if (command.kind === 'leak' && state.config.preset === 'forum') return text('error.notForum', {});
  // One open flag of a kind per seat: a long disconnect or a chatty player is one question.
  if (flags.some((flag) => flag.kind === command.kind && flag.seat === command.seat))
    return text('error.closed', {});
  state.flagSeq = (state.flagSeq ?? 0) + 1;
  flags.push({
    id: `f${state.flagSeq}`,
    kind: command.kind,
    seat: command.seat,
    at: draft.now,
    ...(command.kind === 'leak' ? { night: state.phase.kind === 'night' } : {}),
    ...(command.durationMs !== undefined ? { durationMs: command.durationMs } : {}),
  });
  return undefined;
}

/** The judge confirms (the penalty follows) or dismisses a flag. */
function resolveFlag(
  draft: Draft,
  command: Extract<FlagCommand, { type: 'resolveFlag' }>,
): Text | undefined {
  const state = draft.state;
  if (!isJudge(state, command.by)) return text('error.notJudge', {});
  const flag = state.flags?.find((entry) => entry.id === command.flagId);
  if (!flag) return text('error.noSuchFlag', {});
  state.flags = (state.flags ?? []).filter((entry) => entry.id !== flag.id);
  state.timeline.push({
    kind: 'flag',
    flag,
    resolution: command.confirm ? 'confirmed' : 'dismissed',
    day: dayNumber(state),
  });
  if (!command.confirm) {
    draft.reply = text('flag.dismissed', { seat: flag.seat });
    return undefined;
  }
  // FLAG-OUT-OF-TURN out of turn → foul #15; FLAG-DISCONNECT away → DQ #11; FLAG-LEAKED-TEXT text → DQ #10 at night, foul #15 by day.
  const disqualifying = flag.kind === 'disconnect' || (flag.kind === 'leak' && flag.night === true);
  const reason = flag.kind === 'disconnect' ? '5.1.11' : disqualifying ? '5.1.10' : '5.1.15';
  const error = disqualifying
    ? handleDiscipline(draft, { type: 'disqualify', by: command.by, seat: flag.seat, reason })
    : handleDiscipline(draft, { type: 'foul', by: command.by, seat: flag.seat, reason });
  // A flagged player who already left: the confirmation is recorded, nothing more to apply.
  if (error && error.key !== 'error.playerOut') return error;
  return undefined;
}
