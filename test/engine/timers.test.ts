import { describe, expect, it } from 'vitest';
import { resolveControl } from '../../src/engine/views/control-clicks.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

describe('CONF-DEFAULTS: timers are state (architecture: timers as data)', () => {
  it('GIVEN a speech timer WHEN a fire with an old id arrives THEN it changes nothing and the version does not grow', () => {
    const game = TestGame.started('classic', 10);
    const old = game.stepTimer()!;
    game.ok({ type: 'pass', by: game.seat(1) });
    const version = game.state.version;
    game.rejects({ type: 'timerExpired', timerId: old.id }, 'error.timerStale');
    expect(game.state.version).toBe(version);
  });

  it('GIVEN an accepted command WHEN applied THEN the version grows by exactly one; a rule error leaves it', () => {
    const game = TestGame.started('classic', 10);
    const version = game.state.version;
    game.ok({ type: 'nominate', by: game.seat(1), target: 5 });
    expect(game.state.version).toBe(version + 1);
    game.rejects({ type: 'nominate', by: game.seat(1), target: 6 }, 'error.alreadyNominated');
    expect(game.state.version).toBe(version + 1);
  });

  it('GIVEN a running speech WHEN the judge pauses THEN the remaining time is kept, fires are stale, players are refused; resume restores the same remaining time', () => {
    const game = TestGame.started('classic', 10);
    const deadline = game.stepTimer()!.deadlineAt;
    const old = game.stepTimer()!.id;
    game.now += 25_000;
    game.ok({ type: 'pause', by: JUDGE });
    expect(game.state.timers).toEqual([]);
    expect(game.state.paused?.timers.find((timer) => timer.kind === 'step')?.remainingMs).toBe(
      deadline - game.now,
    );
    game.rejects({ type: 'timerExpired', timerId: old }, 'error.timerStale');
    game.rejects({ type: 'pass', by: game.seat(1) }, 'error.paused');
    game.rejects({ type: 'pause', by: JUDGE }, 'error.paused');
    game.now += 600_000;
    game.ok({ type: 'resume', by: JUDGE });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(35_000);
    expect(game.stepTimer()!.id).not.toBe(old);
    game.rejects({ type: 'resume', by: JUDGE }, 'error.notPaused');
  });

  it('GIVEN a pause WHEN the judge disqualifies the speaker THEN the next speech is armed paused too', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'pause', by: JUDGE });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: 'insult' });
    expect(game.floor?.seat).toBe(2);
    expect(game.state.timers).toEqual([]);
    expect(game.state.paused?.timers.find((timer) => timer.kind === 'step')?.remainingMs).toBe(
      60_000,
    );
  });

  it('GIVEN a speech WHEN the judge extends it by 30 s THEN the deadline and the warning move; a negative value is refused outside forum', () => {
    const game = TestGame.started('classic', 10);
    const deadline = game.stepTimer()!.deadlineAt;
    game.ok({ type: 'extend', by: JUDGE, seconds: 30 });
    expect(game.stepTimer()!.deadlineAt).toBe(deadline + 30_000);
    expect(game.state.timers.find((timer) => timer.kind === 'speechWarning')!.deadlineAt).toBe(
      deadline + 20_000,
    );
    game.rejects({ type: 'extend', by: JUDGE, seconds: -10 }, 'error.badSeconds');
    game.rejects({ type: 'extend', by: JUDGE, seconds: 0 }, 'error.badSeconds');
    game.rejects({ type: 'extend', by: game.seat(3), seconds: 30 }, 'error.notJudge');
  });

  it('GIVEN a speech WHEN the judge skips THEN it ends at once and the next speaker has the floor', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'skip', by: JUDGE });
    expect(game.floor?.seat).toBe(2);
  });

  it('GIVEN a running game WHEN the judge ends it THEN it is aborted, voice is released and nothing more is accepted', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'end', by: JUDGE });
    expect(game.result()).toMatchObject({ winner: 'aborted' });
    expect(game.lastDecision?.ok && game.lastDecision.voice).toEqual({ managed: false });
    game.rejects({ type: 'pass', by: game.seat(1) }, 'error.gameOver');
    game.rejects({ type: 'end', by: JUDGE }, 'error.gameOver');
  });

  it("GIVEN a night window WHEN the judge skips it THEN it resolves at once, and the skip is in the report's timeline", () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    for (const seat of [1, 2, 3]) game.act(seat, 'shot', [9]);
    game.ok({ type: 'skip', by: JUDGE });
    expect(game.seatInfo(9).out?.reason).toBe('killed');
    expect(game.state.timeline).toContainEqual({ kind: 'skipped', what: 'night-1', day: 1 });
  });

  it('GIVEN a pause WHEN the judge extends the running step THEN the kept time grows, and the announced end counts from now', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'pause', by: JUDGE });
    game.now += 5_000;
    game.ok({ type: 'extend', by: JUDGE, seconds: 30 });
    expect(game.state.paused?.timers.find((timer) => timer.kind === 'step')?.remainingMs).toBe(
      90_000,
    );
    expect(game.find('game.extended', { since: 'last' })?.params).toEqual({
      seconds: 30,
      endsAt: game.now + 90_000,
    });
    game.ok({ type: 'resume', by: JUDGE });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(90_000);
  });

  it('GIVEN a lobby with its own speech, night and forum lengths WHEN the game runs THEN those lengths apply (CONF-DEFAULTS: the preset defaults are only defaults)', () => {
    const game = TestGame.started('classic', 10, { speechMs: 45_000, nightWindowMs: 20_000 });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(45_000);
    game.toNight();
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(20_000);
    const forum = TestGame.started('forum', 11, { forumDayMs: 3_600_000, forumNightMs: 1_800_000 });
    expect(forum.stepTimer()!.deadlineAt - forum.now).toBe(3_600_000);
    forum.fire();
    expect(forum.stepTimer()!.deadlineAt - forum.now).toBe(1_800_000);
  });

  it('GIVEN time scale 0.02 WHEN a classic speech starts THEN it lasts 1.2 s: same rules, faster clock', () => {
    const game = TestGame.started('classic', 10, { timeScale: 0.02 });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(1200);
  });
});

describe('screens and their controls (stale clicks)', () => {
  it('GIVEN the table card as shown for the speech of seat 1 WHEN its menu is clicked after the floor moved on THEN the click is "closed", never a nomination', () => {
    const game = TestGame.started('classic', 10);
    const nominate = game.floorControl('nominate');
    const now = resolveControl(game, game.card().id, nominate, ['5'], game.seat(1));
    expect(now).toEqual({ ok: true, command: { type: 'nominate', by: game.seat(1), target: 5 } });
    game.ok({ type: 'pass', by: game.seat(1) });
    expect(resolveControl(game, game.card().id, nominate, ['5'], game.seat(1))).toEqual({
      ok: false,
      error: { key: 'error.closed', params: {} },
    });
  });

  it('GIVEN a seat that holds the floor again (his speech, then his last word) WHEN Pass is clicked on the card as shown for the speech THEN it is closed: the slot is in the control id', () => {
    const game = TestGame.started('classic', 10);
    const pass = game.floorControl('pass');
    expect(resolveControl(game, game.card().id, pass, [], game.seat(1))).toMatchObject({
      ok: true,
    });
    game.ok({ type: 'skip', by: JUDGE });
    expect(game.floorControl('pass')).not.toBe(pass);
    expect(resolveControl(game, game.card().id, pass, [], game.seat(1))).toMatchObject({
      ok: false,
      error: { key: 'error.closed' },
    });
  });

  it('GIVEN a vote button for #5 WHEN clicked after the window moved to #6 THEN it is closed', () => {
    const game = TestGame.started('classic', 10);
    game.runSpeeches({ 1: 5, 2: 6, 3: 7 });
    const vote = game.screens().find((screen) => screen.id.startsWith('vote.'))!;
    expect(vote.controls.map((control) => control.id)).toEqual(['vote.5']);
    game.fire();
    expect(resolveControl(game, vote.id, 'vote.5', [], game.seat(2))).toMatchObject({
      ok: false,
    });
    expect(resolveControl(game, vote.id, 'vote.6', [], game.seat(2))).toMatchObject({
      ok: true,
      command: { type: 'vote', candidate: 6 },
    });
  });

  it('GIVEN a select WHEN a value not offered arrives (a forged or outdated option) THEN it is closed', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    const prompt = game.screens().find((screen) => screen.id === 'night.1.4')!;
    expect(resolveControl(game, prompt.id, 'check', ['4'], game.seat(4))).toMatchObject({
      ok: false,
    });
    expect(resolveControl(game, prompt.id, 'check', ['x'], game.seat(4))).toMatchObject({
      ok: false,
    });
    expect(resolveControl(game, prompt.id, 'check', ['1'], game.seat(4))).toMatchObject({
      ok: true,
      command: { type: 'nightAction', action: 'check', targets: [1] },
    });
  });

  it('GIVEN the eliminate-all message WHEN Yes or No is clicked THEN it is that answer in the vote now open', () => {
    const game = TestGame.started('classic', 10);
    game.outQuietly(9, 10);
    const ties = { 1: 5, 2: 5, 3: 5, 4: 5, 5: 6, 6: 6, 7: 6, 8: 6 };
    game.runSpeeches({ 1: 5, 2: 6 });
    game.runVote(ties);
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(ties);
    const screen = game.screens().find((entry) => entry.id.startsWith('elim.'))!;
    expect(resolveControl(game, screen.id, 'yes', [], game.seat(1))).toEqual({
      ok: true,
      command: { type: 'eliminateAll', by: game.seat(1), voteId: 'd1e', yes: true },
    });
    expect(resolveControl(game, screen.id, 'no', [], game.seat(2))).toMatchObject({
      ok: true,
      command: { type: 'eliminateAll', yes: false },
    });
    expect(resolveControl(game, screen.id, 'maybe', [], game.seat(2))).toMatchObject({
      ok: false,
    });
  });

  it('GIVEN the forum vote message WHEN a player is picked or Unvote is pressed THEN it is that forum vote', () => {
    const game = TestGame.started('forum', 11);
    const screen = game.screens().find((entry) => entry.id.startsWith('fvote.'))!;
    expect(resolveControl(game, screen.id, 'vote', ['7'], game.seat(1))).toEqual({
      ok: true,
      command: { type: 'forumVote', by: game.seat(1), target: 7 },
    });
    expect(resolveControl(game, screen.id, 'unvote', [], game.seat(1))).toEqual({
      ok: true,
      command: { type: 'forumVote', by: game.seat(1), target: null },
    });
  });

  it('GIVEN a three-way duel prompt WHEN cover, target and position are picked THEN each is a duel move in the duel now running', () => {
    const game = TestGame.started('forum', 11);
    for (const [voter, target] of [
      [1, 5],
      [2, 6],
      [3, 7],
    ])
      game.ok({ type: 'forumVote', by: game.seat(voter!), target: target! });
    game.fire();
    const prompt = game.screens().find((entry) => entry.id === 'duel.d1duel.1.5')!;
    expect(prompt.controls.map((control) => control.id)).toEqual(['cover', 'target', 'position']);
    const click = (control: string, value: string) =>
      resolveControl(game, prompt.id, control, [value], game.seat(5));
    expect(click('cover', '2')).toMatchObject({
      ok: true,
      command: { duelId: 'd1duel', cover: 2 },
    });
    expect(click('target', '7')).toMatchObject({ ok: true, command: { target: 7 } });
    expect(click('position', '3')).toMatchObject({ ok: true, command: { position: 3 } });
    game.rejects(
      { type: 'duelMove', by: game.seat(5), duelId: 'd0duel', cover: 1 },
      'error.closed',
    );
  });

  it('GIVEN a speech or lobby message WHEN a control it does not show is clicked THEN it is closed', () => {
    const game = TestGame.started('classic', 10);
    expect(resolveControl(game, 'table', 'vote', [], game.seat(1))).toMatchObject({
      ok: false,
    });
    const lobby = TestGame.lobby('classic', 3);
    expect(resolveControl(lobby, 'lobby', 'pass', [], lobby.actor(1))).toMatchObject({
      ok: false,
    });
  });

  it('GIVEN the lobby WHEN Join is clicked THEN it maps to join, and after the deal the lobby button is closed', () => {
    const game = TestGame.lobby('classic', 9);
    expect(resolveControl(game, 'lobby', 'join', [], game.actor(10))).toEqual({
      ok: true,
      command: { type: 'join', by: game.actor(10) },
    });
    game.ok({ type: 'join', by: game.actor(10) });
    game.deal();
    expect(resolveControl(game, 'lobby', 'join', [], game.actor(11))).toMatchObject({
      ok: false,
    });
  });
});
