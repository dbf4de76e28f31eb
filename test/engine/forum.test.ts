import { describe, expect, it } from 'vitest';
import { resolveControl } from '../../src/engine/views/control-clicks.ts';
import { scriptedRandom, TestGame } from '../../harness/engine-game.ts';

import { HOUR, forumVote } from './forum-fixtures.ts';
describe('FORUM-DAY-VOTE, FORUM-DAY-RESULT, FORUM-WIN: forum day (D38, D39, D41)', () => {
  it('GAME-PHASE-ORDER GIVEN a forum deal WHEN the game starts THEN Day 1 comes first, lasting 24 h, with no voice management', () => {
    const game = TestGame.started('forum', 11);
    expect(game.day.number).toBe(1);
    expect(game.day.stage.kind).toBe('forumVoting');
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(24 * HOUR);
    expect(game.lastDecision?.ok && game.lastDecision.voice).toEqual({ managed: false });
  });

  it('FORUM-DAY-RESULT T59 GIVEN votes A=4 and B=2 WHEN the day deadline comes THEN A is jailed with the role revealed and the tally posted', () => {
    const game = TestGame.started('forum', 11);
    forumVote(game, { 1: 5, 2: 5, 3: 5, 4: 5, 6: 7, 8: 7 });
    const screen = game.screens().find((entry) => entry.id === 'fvote.1');
    expect(screen?.lines[0]?.params).toMatchObject({
      tally: [
        { seat: 5, voters: [1, 2, 3, 4] },
        { seat: 7, voters: [6, 8] },
      ],
      live: true,
    });
    game.fire();
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.find('forum.day.result', { to: 'public', since: 'last' })?.params).toEqual({
      seat: 5,
      role: 'CIVILIAN',
      votes: 4,
    });
    expect(game.state.phase.kind).toBe('night');
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(12 * HOUR);
  });

  it('FORUM-DAY-VOTE T60 GIVEN a player votes A then B WHEN the deadline comes THEN B counts, and a vote after the deadline is rejected', () => {
    const game = TestGame.started('forum', 11);
    forumVote(game, { 1: 5 });
    forumVote(game, { 1: 6 });
    game.fire();
    expect(game.seatInfo(6).alive).toBe(false);
    expect(game.seatInfo(5).alive).toBe(true);
    game.rejects({ type: 'forumVote', by: game.seat(2), target: 7 }, 'error.closed');
  });

  it('GIVEN a vote WHEN the voter takes it back with unvote THEN it no longer counts; zero votes means nobody leaves', () => {
    const game = TestGame.started('forum', 11);
    forumVote(game, { 1: 5 });
    game.ok({ type: 'forumVote', by: game.seat(1), target: null });
    game.fire();
    expect(game.alive()).toHaveLength(11);
    expect(game.find('forum.day.nobody', { since: 'last' })).toBeDefined();
  });

  it('FORUM-WIN T76 GIVEN 2 mafia against 2 town WHEN the day starts THEN the game continues (no parity win)', () => {
    const game = TestGame.started('forum', 11);
    game.outQuietly(5, 6, 7, 8, 9, 10, 11);
    forumVote(game, {});
    game.fire();
    expect(game.result()).toBeUndefined();
    game.night([]);
    expect(game.state.phase.kind).toBe('day');
    expect(game.result()).toBeUndefined();
  });

  it('GIVEN three quiet forum cycles WHEN the third night ends THEN the committee is alerted once and the game goes on: no draw in forum (FORUM-WIN, D48)', () => {
    const game = TestGame.started('forum', 11);
    for (let cycle = 1; cycle <= 3; cycle++) {
      game.fire();
      // Everyone moves (no skip is charged) and the Doctor saves the mafia's target: quiet.
      const target = 4 + cycle;
      game.night([
        [1, 'shot', [target]],
        [3, 'check', [1]],
        [4, 'protect', [target]],
      ]);
    }
    expect(game.find('forum.quietCycles', { to: 'judge', since: 'last' })?.params).toEqual({
      cycles: 3,
    });
    expect(game.result()).toBeUndefined();
    expect(game.day.number).toBe(4);
    game.fire();
    game.night([
      [1, 'shot', [9]],
      [3, 'check', [1]],
      [4, 'protect', [9]],
    ]);
    expect(game.find('forum.quietCycles', { since: 'last' })).toBeUndefined();
    expect(game.result()).toBeUndefined();
  });

  it('GIVEN the last mafioso is jailed WHEN the day ends THEN town wins; with no town left THEN mafia wins', () => {
    const game = TestGame.started('forum', 11);
    game.outQuietly(2);
    forumVote(game, { 3: 1, 4: 1 });
    game.fire();
    expect(game.result()).toEqual({ winner: 'red', teams: ['RED'], reason: 'allBlacksOut' });

    const other = TestGame.started('forum', 11);
    other.outQuietly(3, 4, 5, 6, 7, 8, 9, 10);
    forumVote(other, { 1: 11 });
    other.fire();
    expect(other.result()).toEqual({ winner: 'black', teams: ['MAFIA'], reason: 'allTownOut' });
  });
});

describe('FORUM-NIGHT-KILL: forum night (D36)', () => {
  it('GIVEN the mafia agree on a target and the Doctor protects someone else WHEN the night ends THEN the target dies, his role is revealed in the morning post', () => {
    const game = TestGame.started('forum', 11);
    game.fire();
    game.night([
      [1, 'shot', [7]],
      [4, 'protect', [8]],
      [3, 'check', [1]],
    ]);
    expect(game.seatInfo(7).out?.reason).toBe('killed');
    expect(game.find('morning.killedRevealed', { since: 'last' })?.params).toMatchObject({
      seat: 7,
      role: 'CIVILIAN',
    });
    expect(game.find('night.result.check', { seat: 3, since: 'last' })?.params).toMatchObject({
      seat: 1,
      side: 'black',
      preset: 'forum',
    });
  });

  it('FORUM-NIGHT-KILL T64 GIVEN the mafia pick X, Y, X, Y WHEN the night ends THEN the RNG picks between X and Y under a logged label', () => {
    const game = TestGame.started('forum', 16);
    game.fire();
    const random = scriptedRandom([1]);
    game.random = random;
    game.night([
      [1, 'shot', [9]],
      [2, 'shot', [10]],
      [3, 'shot', [9]],
      [4, 'shot', [10]],
    ]);
    expect(random.labels).toEqual(['draw|night-1-kill|0']);
    expect(game.state.memory.draws).toEqual([{ label: 'draw|night-1-kill|0', n: 2, result: 1 }]);
    expect(game.seatInfo(10).alive).toBe(false);
    expect(game.seatInfo(9).alive).toBe(true);
  });

  it('GIVEN three of four mafiosi pick X WHEN the night ends THEN X dies (plurality, not unanimity)', () => {
    const game = TestGame.started('forum', 16);
    game.fire();
    game.night([
      [1, 'shot', [9]],
      [2, 'shot', [9]],
      [3, 'shot', [9]],
      [4, 'shot', [10]],
    ]);
    expect(game.seatInfo(9).alive).toBe(false);
  });

  it('FORUM-NIGHT-KILL T65 GIVEN no mafioso submits WHEN the night ends THEN nobody is killed', () => {
    const game = TestGame.started('forum', 11);
    game.fire();
    game.night([]);
    expect(game.alive()).toHaveLength(11);
    expect(game.find('morning.nobody', { since: 'last' })).toBeDefined();
  });

  it("GIVEN a forum table of 29 (28 players to compare) WHEN the Journalist is prompted THEN the engine declares one pick of a pair over all 28 (D09; fitting it into menus is the adapter's job), and a pair from both ends resolves to the compare", () => {
    // 29 players: 1–9 Mafiosi, 10 Detective, 11 Doctor, 12 Journalist, 13 FBI Agent, 14–29 Civilians.
    const game = TestGame.started('forum', 29);
    game.fire();
    const prompt = game.screens().find((screen) => screen.id === 'night.1.12')!;
    const selects = prompt.controls.filter((control) => control.kind === 'select');
    const others = game.alive().filter((seat) => seat !== 12);
    expect(selects).toHaveLength(1);
    expect(selects[0]).toMatchObject({ id: 'compare', min: 2, max: 2 });
    expect(selects[0]!.options.map((option) => Number(option.value))).toEqual(others);
    const click = resolveControl(game, prompt.id, 'compare', ['1', '29'], game.seat(12));
    expect(click.ok && click.command).toMatchObject({ action: 'compare', targets: [1, 29] });
    if (click.ok && click.command.type !== 'deal') game.ok(click.command);
    // The Discord menu ids (`compare.2`) are the adapter's: the engine knows no such control.
    const menuId = resolveControl(game, prompt.id, 'compare.2', ['1', '29'], game.seat(12));
    expect(menuId).toMatchObject({ ok: false, error: { key: 'error.closed' } });
  });

  it('GIVEN a forum night WHEN the mafia screen is shown THEN it goes to the mafia team with every current choice', () => {
    const game = TestGame.started('forum', 11);
    game.fire();
    game.act(1, 'shot', [7]);
    const screen = game.screens().find((entry) => entry.id === 'night.1.mafia');
    expect(screen?.to).toEqual({ kind: 'team', team: 'MAFIA' });
    expect(screen?.lines[0]?.params).toEqual({ choices: [{ seat: 1, target: 7 }] });
  });
});
