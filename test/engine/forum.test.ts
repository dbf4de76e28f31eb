import { describe, expect, it } from 'vitest';
import { resolveControl } from '../../src/engine/controls.ts';
import { seededRandom } from '../../src/fairness/seeded-random.ts';
import { JUDGE, scriptedRandom, TestGame } from './harness.ts';

/** forum canonical deal, 11 players: 1–2 Mafiosi, 3 Detective, 4 Doctor, 5–11 Civilians. */
const HOUR = 3_600_000;

function forumVote(game: TestGame, votes: Record<number, number>): void {
  for (const [voter, target] of Object.entries(votes))
    game.ok({ type: 'forumVote', by: game.seat(Number(voter)), target });
}

function duelAt(game: TestGame) {
  const stage = game.day.stage;
  if (stage.kind !== 'duel') throw new Error(`no duel: ${game.describe()}`);
  return stage.duel;
}

function move(
  game: TestGame,
  seat: number,
  cover: number,
  position: number,
  target?: number,
): void {
  const duel = duelAt(game);
  game.ok({
    type: 'duelMove',
    by: game.seat(seat),
    duelId: duel.id,
    cover,
    position,
    ...(target ? { target } : {}),
  });
}

describe('FORUM-DAY-VOTE, FORUM-DAY-RESULT, FORUM-WIN: forum day (D38, D39, D41)', () => {
  it('GIVEN a forum deal WHEN the game starts THEN Day 1 comes first, lasting 24 h, with no voice management', () => {
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

  it('GIVEN a forum table of 29 (28 players to compare, more than one menu holds) WHEN the Journalist is prompted THEN every menu asks for a pair, and every pair of players can be chosen in one menu', () => {
    // 29 players: 1–9 Mafiosi, 10 Detective, 11 Doctor, 12 Journalist, 13 FBI Agent, 14–29 Civilians.
    const game = TestGame.started('forum', 29);
    game.fire();
    const prompt = game.screens().find((screen) => screen.id === 'night.1.12')!;
    const selects = prompt.controls.filter((control) => control.kind === 'select');
    const menus = selects.map((control) => control.options.map((option) => Number(option.value)));
    for (const control of selects) {
      expect(control).toMatchObject({ min: 2, max: 2 });
      expect(control.options.length).toBeLessThanOrEqual(25);
    }
    const others = game.alive().filter((seat) => seat !== 12);
    for (const first of others)
      for (const second of others)
        if (first < second)
          expect(menus.some((menu) => menu.includes(first) && menu.includes(second))).toBe(true);
    const menu = selects.find((control) =>
      ['1', '29'].every((value) => control.options.some((option) => option.value === value)),
    )!;
    const click = resolveControl(game.state, prompt.id, menu.id, ['1', '29'], game.seat(12));
    expect(click.ok && click.command).toMatchObject({ action: 'compare', targets: [1, 29] });
    if (click.ok && click.command.type !== 'deal') game.ok(click.command);
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

describe('FORUM-DUEL-ROUNDS, FORUM-DUEL-FALLBACK, FORUM-DUEL-NO-MOVE: the duel (D40)', () => {
  function duelBetween5And6(random = scriptedRandom([])): TestGame {
    const game = TestGame.started('forum', 11);
    game.random = random;
    forumVote(game, { 1: 5, 2: 6 });
    game.fire();
    expect(game.find('forum.day.tie', { since: 'last' })?.params).toEqual({ seats: [5, 6] });
    return game;
  }

  it('FORUM-DUEL-ROUNDS T61 GIVEN a duel A vs B WHEN in round 1 only A is hit THEN A is jailed', () => {
    const game = duelBetween5And6();
    expect(duelAt(game).duellists).toEqual([5, 6]);
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(2 * HOUR);
    move(game, 5, 1, 3);
    move(game, 6, 2, 1);
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.find('duel.lost', { since: 'last' })?.params).toEqual({
      seat: 5,
      role: 'CIVILIAN',
      why: 'hits',
    });
    expect(game.find('duel.round', { since: 'last' })?.params).toMatchObject({
      round: 1,
      moves: [
        { seat: 5, cover: 1, target: 6, position: 3 },
        { seat: 6, cover: 2, target: 5, position: 1 },
      ],
    });
    expect(game.state.phase.kind).toBe('night');
  });

  it('GIVEN both duellists are hit in a round WHEN it closes THEN the next round starts', () => {
    const game = duelBetween5And6();
    move(game, 5, 1, 2);
    move(game, 6, 2, 1);
    expect(duelAt(game).round).toBe(2);
    expect(game.alive()).toContain(5);
  });

  it('FORUM-DUEL-FALLBACK T62 GIVEN a duel still undecided after 3 rounds WHEN the fallback runs THEN the RNG picks the loser, reproducibly from the revealed seed', () => {
    const seed = '5'.repeat(64);
    const game = duelBetween5And6();
    game.random = seededRandom(seed);
    for (let round = 1; round <= 3; round++) {
      move(game, 5, 1, 1);
      move(game, 6, 2, 2);
    }
    const [draw] = game.state.memory.draws;
    expect(draw?.label).toBe('draw|day-1-duel|0');
    expect(draw?.n).toBe(2);
    expect(seededRandom(seed).int(draw!.label, draw!.n)).toBe(draw!.result);
    const loser = [5, 6][draw!.result]!;
    expect(game.seatInfo(loser).out?.reason).toBe('voted');
    expect(game.find('duel.lost', { since: 'last' })?.params).toMatchObject({
      seat: loser,
      why: 'draw',
    });
  });

  it('FORUM-DUEL-NO-MOVE T63 GIVEN B submits nothing in round 1 WHEN the round closes THEN B loses', () => {
    const game = duelBetween5And6();
    move(game, 5, 1, 1);
    game.fire();
    expect(game.seatInfo(6).out?.reason).toBe('voted');
    expect(game.find('duel.lost', { since: 'last' })?.params).toMatchObject({
      seat: 6,
      why: 'noMove',
    });
  });

  it('GIVEN a three-way duel WHEN a duellist names no target THEN his move is incomplete; a move outside 1–3 is refused', () => {
    const game = TestGame.started('forum', 11);
    forumVote(game, { 1: 5, 2: 6, 3: 7 });
    game.fire();
    const duel = duelAt(game);
    expect(duel.duellists).toEqual([5, 6, 7]);
    game.rejects(
      { type: 'duelMove', by: game.seat(5), duelId: duel.id, cover: 4 },
      'error.badMove',
    );
    game.rejects(
      { type: 'duelMove', by: game.seat(5), duelId: duel.id, target: 5 },
      'error.badMove',
    );
    game.rejects(
      { type: 'duelMove', by: game.seat(8), duelId: duel.id, cover: 1 },
      'error.notDuellist',
    );
    move(game, 5, 1, 2);
    expect(duelAt(game).moves['5']).toEqual({ cover: 1, target: 0, position: 2 });
  });

  it('GIVEN a duel #5 vs #6 in which #5 has moved WHEN #5 is disqualified THEN #6 is not jailed: the duel is over and the night starts', () => {
    const game = duelBetween5And6();
    move(game, 5, 1, 2);
    game.ok({ type: 'disqualify', by: JUDGE, seat: 5, reason: 'leak' });
    expect(game.seatInfo(5).out?.reason).toBe('removed');
    expect(game.state.phase.kind).toBe('night');
    expect(game.seatInfo(6).alive).toBe(true);
    game.fire();
    expect(game.seatInfo(6).alive).toBe(true);
  });

  it('GIVEN a three-way duel WHEN one duellist is disqualified THEN he gets no prompt and drops out, and the other two finish the duel', () => {
    const game = TestGame.started('forum', 11);
    forumVote(game, { 1: 5, 2: 6, 3: 7 });
    game.fire();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 7, reason: 'leak' });
    expect(duelAt(game).duellists).toEqual([5, 6, 7]);
    const prompts = game.screens().filter((screen) => screen.to.kind === 'seat');
    expect(prompts.map((screen) => screen.to)).toEqual([
      { kind: 'seat', seat: 5 },
      { kind: 'seat', seat: 6 },
    ]);
    move(game, 5, 1, 3, 6);
    move(game, 6, 2, 1, 5);
    expect(game.seatInfo(5).out?.reason).toBe('voted');
    expect(game.seatInfo(6).alive).toBe(true);
    expect(game.state.phase.kind).toBe('night');
  });
});

describe('FORUM-SCHEDULE, FORUM-MIN-NOTICE, FORUM-SKIPS: forum schedule (D49)', () => {
  it('FORUM-MIN-NOTICE T73 GIVEN a forum day WHEN the host shortens it to 30 min from now THEN it is rejected (min_notice 1 h)', () => {
    const game = TestGame.started('forum', 11);
    const remaining = game.stepTimer()!.deadlineAt - game.now;
    const toThirtyMinutes = Math.round((remaining - 30 * 60_000) / 1000);
    game.rejects({ type: 'extend', by: JUDGE, seconds: -toThirtyMinutes }, 'error.shortenNotice');
    const toTwoHours = Math.round((remaining - 2 * HOUR) / 1000);
    game.ok({ type: 'extend', by: JUDGE, seconds: -toTwoHours });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(2 * HOUR);
    expect(game.find('game.extended', { since: 'last' })?.params).toEqual({
      seconds: -toTwoHours,
      endsAt: game.now + 2 * HOUR,
    });
  });

  it('FORUM-MIN-NOTICE T73 GIVEN a forum day or night WHEN the host skips it THEN it is refused like any shortening without 1 h notice (D49): the deadline stands and no skipped move is charged (FORUM-SKIPS)', () => {
    const game = TestGame.started('forum', 11);
    const dayDeadline = game.stepTimer()!.deadlineAt;
    game.rejects({ type: 'skip', by: JUDGE }, 'error.shortenNotice');
    expect(game.lastDecision?.ok === false && game.lastDecision.error.params).toEqual({
      minutes: 60,
    });
    expect(game.stepTimer()!.deadlineAt).toBe(dayDeadline);
    game.fire();
    expect(game.state.phase.kind).toBe('night');
    const nightDeadline = game.stepTimer()!.deadlineAt;
    // An hour before the deadline the skip is still refused: ending now gives no notice at all.
    game.now = nightDeadline - HOUR;
    game.rejects({ type: 'skip', by: JUDGE }, 'error.shortenNotice');
    expect(game.state.phase.kind).toBe('night');
    expect(game.stepTimer()!.deadlineAt).toBe(nightDeadline);
    expect(game.state.timeline.some((entry) => entry.kind === 'skip')).toBe(false);
    expect(game.seatInfo(3).skips).toBeUndefined();
  });

  it('FORUM-SCHEDULE GIVEN a forum day WHEN the host sets the night to 2 h and the day to 30 h THEN it is announced publicly, the running day keeps its deadline, and from the next phase on (also after a restart) nights last 2 h and days 30 h', () => {
    const game = TestGame.started('forum', 11);
    const dayDeadline = game.stepTimer()!.deadlineAt;
    game.ok({ type: 'phaseLength', by: JUDGE, phase: 'night', hours: 2 });
    expect(game.find('game.phaseLength', { to: 'public', since: 'last' })?.params).toEqual({
      phase: 'night',
      hours: 2,
    });
    game.ok({ type: 'phaseLength', by: JUDGE, phase: 'day', hours: 30 });
    expect(game.stepTimer()!.deadlineAt).toBe(dayDeadline);
    // The state is saved as a document: a restart reads back exactly this JSON.
    game.state = JSON.parse(JSON.stringify(game.state)) as typeof game.state;
    game.fire();
    expect(game.state.phase.kind).toBe('night');
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(2 * HOUR);
    game.night([
      [1, 'shot', [9]],
      [3, 'check', [1]],
      [4, 'protect', [5]],
    ]);
    expect(game.state.phase.kind).toBe('day');
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(30 * HOUR);
    expect(game.state.timeline.filter((entry) => entry.kind === 'phaseLength')).toEqual([
      { kind: 'phaseLength', phase: 'night', hours: 2, day: 1 },
      { kind: 'phaseLength', phase: 'day', hours: 30, day: 1 },
    ]);
  });

  it('FORUM-SCHEDULE GIVEN a phase length change WHEN a player sends it, the game is a sports game, or the hours are not 1 to 168 THEN it is refused and nothing changes', () => {
    const game = TestGame.started('forum', 11);
    game.rejects(
      { type: 'phaseLength', by: game.seat(3), phase: 'day', hours: 12 },
      'error.notJudge',
    );
    for (const hours of [0, -5, 169, 1.5])
      game.rejects({ type: 'phaseLength', by: JUDGE, phase: 'day', hours }, 'error.badHours');
    const sports = TestGame.started('classic', 10);
    sports.rejects({ type: 'phaseLength', by: JUDGE, phase: 'night', hours: 1 }, 'error.notForum');
  });

  it('GIVEN a forum night WHEN the host extends it THEN the new deadline applies at once and is announced', () => {
    const game = TestGame.started('forum', 11);
    game.fire();
    const before = game.stepTimer()!.deadlineAt;
    game.ok({ type: 'extend', by: JUDGE, seconds: 3600 });
    expect(game.stepTimer()!.deadlineAt).toBe(before + HOUR);
  });
});
