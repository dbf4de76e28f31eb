import { describe, expect, it } from 'vitest';
import { closedScreen } from '../../src/engine/views/closing.ts';
import type { Screen } from '../../src/engine/views/screen.ts';
import { render } from '../../src/i18n/index.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

function shown(game: TestGame, prefix: string): Screen {
  const screen = game.screens().find((entry) => entry.id.startsWith(prefix));
  if (!screen) throw new Error(`no ${prefix} screen in ${game.describe()}`);
  return screen;
}

function lines(screen: Screen, locale: 'en' | 'ru' = 'en'): string[] {
  return screen.lines.map((line) => render(locale, line));
}

/** Classic Day 1 with candidates #5 and #6, the given seats voting for #5 in its window. */
function votingFor5(voters: number[]): { game: TestGame; voteId: string } {
  const game = TestGame.started('classic', 10);
  game.runSpeeches({ 1: 5, 2: 6 });
  const voteId = game.day.stage.kind === 'voting' ? game.day.stage.vote.id : '';
  for (const voter of voters) game.ok({ type: 'vote', by: game.seat(voter), voteId, candidate: 5 });
  return { game, voteId };
}

describe('VOTE-SEQUENCE, VOTE-CANCEL, VOTE-ELIMINATE-ALL: a closed screen shows its final state (the list of who voted for whom is public)', () => {
  it('VOTE-SEQUENCE T31 GIVEN candidates #5 and #6 and only #3 clicking WHEN the vote closes THEN its message shows the votes counted for the last candidate, and no "voting now"', () => {
    const { game } = votingFor5([3]);
    const last = shown(game, 'vote.');
    expect(lines(last)[0]).toContain('◀ voting now');
    game.fire(); // #5's window ends: the nine others are counted for #6, who leaves
    expect(game.find('vote.out', { since: 'last' })?.params).toEqual({ seat: 6, votes: 9 });
    expect(game.screens().some((screen) => screen.id === last.id)).toBe(false);

    const closed = closedScreen(game.state, last);
    expect(closed.controls).toEqual([]);
    expect(lines(closed).slice(0, 2)).toEqual([
      '**#5** — 1 vote (#3)',
      '**#6** — 9 votes (not cast: #1, #2, #4, #5, #6, #7, #8, #9, #10)',
    ]);
    expect(lines(closed, 'ru').join('\n')).not.toContain('голосуем');
    expect(closed.title).toEqual(last.title);
  });

  it('GIVEN every voter clicking before the last window WHEN the vote closes at the last click THEN the final tally has that click', () => {
    const { game, voteId } = votingFor5([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const last = shown(game, 'vote.');
    game.ok({ type: 'vote', by: game.seat(10), voteId, candidate: 5 });
    expect(lines(closedScreen(game.state, last)).slice(0, 2)).toEqual([
      '**#5** — 10 votes (#1, #2, #3, #4, #5, #6, #7, #8, #9, #10)',
      '**#6** — 0 votes',
    ]);
  });

  it('GIVEN a vote cancelled by a disqualification (VOTE-CANCEL) WHEN it closes THEN it keeps the votes cast and loses the marker', () => {
    const { game } = votingFor5([3]);
    const last = shown(game, 'vote.');
    game.ok({ type: 'disqualify', by: JUDGE, seat: 8, reason: 'insult' });
    expect(game.screens().some((screen) => screen.id === last.id)).toBe(false);
    const closed = lines(closedScreen(game.state, last));
    expect(closed[0]).toBe('**#5** — 1 vote (#3)');
    expect(closed.join('\n')).not.toContain('voting now');
  });

  it('VOTE-ELIMINATE-ALL T33 GIVEN an eliminate-all vote WHEN it closes at the last click THEN the final "yes" count shows and no countdown', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6 });
    const tie = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 5 };
    game.runVote(tie);
    game.fireUntil(() => game.day.stage.kind !== 'tieSpeeches');
    game.runVote(tie);
    expect(game.day.stage.kind).toBe('eliminateAll');
    for (let voter = 1; voter <= 9; voter++)
      game.ok({ type: 'eliminateAll', by: game.seat(voter), voteId: 'd1e', yes: voter <= 5 });
    const last = shown(game, 'elim.');
    game.ok({ type: 'eliminateAll', by: game.seat(10), voteId: 'd1e', yes: true });
    const closed = lines(closedScreen(game.state, last));
    expect(closed).toEqual(['Yes: 6 of 10, 6 needed. Not pressing counts as no.']);
  });

  it('GIVEN any other screen WHEN it closes THEN it keeps its lines and loses its controls', () => {
    const game = TestGame.lobby('classic', 10);
    const lobby = shown(game, 'lobby');
    expect(closedScreen(game.state, lobby)).toEqual({ ...lobby, controls: [] });
  });
});
