import type { Screen } from './screen.ts';
import { JUDGE_PANEL_ID } from '../rules/judge/panel-state.ts';
import { judgePanelScreen } from './judge-panel.ts';
import { text, type Text } from '../rules/messages.ts';
import type { GameState, TimelineEntry } from '../rules/state/state.ts';
import { isTableCard } from './screen-ids.ts';
import { tableCard } from './table-card.ts';

type VoteEntry = Extract<TimelineEntry, { kind: 'vote' }>;
type EliminateAllEntry = Extract<TimelineEntry, { kind: 'eliminateAll' }>;

/**
 * The last form of a screen that has left the state: the adapter edits its message once more,
 * without controls, and it stays as the record of the step. A vote message is the public record
 * of the vote (VOTE-SEQUENCE: "the list of who voted for whom is public"), so it shows the final tally,
 * the votes counted for the last candidate included, and no "voting now" marker; an
 * eliminate-all message shows the final "yes" count and no countdown.
 */
export function closedScreen(state: GameState, shown: Screen): Screen {
  // The table card's last form is the table at the end: every role, the winner (FAIR-REVEAL).
  // Of any generation (GAME-CARD-IN-VIEW): the message keeps its id.
  if (isTableCard(shown.id)) return { ...tableCard(state), id: shown.id };
  // The judge's panel keeps his sheet as it ended, without its buttons.
  if (shown.id === JUDGE_PANEL_ID) return { ...judgePanelScreen(state), controls: [] };
  const closed: Screen = { ...shown, controls: [] };
  const vote = /^vote\.d(\d+)r(\d+)(?:~\d+)?$/.exec(shown.id);
  if (vote) return { ...closed, lines: closedVoteLines(state, shown.lines, vote) };
  const eliminateAll = /^elim\.d(\d+)e(?:~\d+)?$/.exec(shown.id);
  if (eliminateAll) {
    const day = Number(eliminateAll[1]);
    const entry = state.timeline.findLast(
      (item): item is EliminateAllEntry => item.kind === 'eliminateAll' && item.day === day,
    );
    return { ...closed, lines: shown.lines.map((line) => closedTally(line, entry)) };
  }
  return closed;
}

function closedVoteLines(state: GameState, lines: Text[], id: RegExpExecArray): Text[] {
  const [day, round] = [Number(id[1]), Number(id[2])];
  // Absent when the vote was cancelled before its result (VOTE-CANCEL): the votes shown are all there were.
  const entry = state.timeline.find(
    (item): item is VoteEntry => item.kind === 'vote' && item.day === day && item.round === round,
  );
  return lines.map((line) => {
    if (line.key !== 'vote.candidate') return line;
    const { seat } = line.params;
    const votes = entry?.votes.filter((vote) => vote.candidate === seat);
    return text('vote.candidate', {
      seat,
      voters: votes
        ? votes.filter((vote) => !vote.auto).map((vote) => vote.voter)
        : line.params.voters,
      autoVoters: votes
        ? votes.filter((vote) => vote.auto).map((vote) => vote.voter)
        : line.params.autoVoters,
      open: false,
    });
  });
}

function closedTally(line: Text, entry: EliminateAllEntry | undefined): Text {
  if (line.key !== 'eliminateAll.tally') return line;
  const { endsAt: _countdown, ...params } = line.params;
  return text('eliminateAll.tally', { ...params, yes: entry ? entry.yes.length : params.yes });
}
