import { describe, expect, it } from 'vitest';
import { JUDGE, TestGame } from './harness.ts';

/**
 * Table layouts with the canonical deal used by these tests:
 * stylized 16: 1 Father, 2–3 Mafiosi, 4 Gang Head, 5–6 Bandits, 7 Detective, 8 Lawyer,
 *              9 Journalist, 10 FBI Agent, 11–16 Businessmen.
 * classic:     1 Don, 2–3 Mafiosi, 4 Sheriff, 5–10 Civilians.
 */
function toNight(game: TestGame): void {
  game.fireUntil(() => game.state.phase.kind === 'night' && game.state.phase.night.number > 0);
}

function stylized16AtNight1(): TestGame {
  const game = TestGame.started('stylized', 16);
  toNight(game);
  return game;
}

describe('NIGHT0-STEPS, NIGHT0-TEAMS: Night 0: acquaintance only', () => {
  it('NIGHT0-STEPS T06 GIVEN stylized Night 0 WHEN the steps run THEN Gambino 60 s → K&A 60 s → leaders 30 s → 4 × 10 s, with no kill or check prompts', () => {
    const game = TestGame.lobby('stylized', 16);
    game.deal();
    const lengths: number[] = [];
    const steps: string[] = [];
    while (game.state.phase.kind === 'night') {
      const night = game.state.phase.night;
      const step = night.step?.steps[night.step.index];
      steps.push(step?.kind === 'meeting' ? `meeting:${step.who}` : `look:${step?.role}`);
      lengths.push((game.stepTimer()?.deadlineAt ?? 0) - game.now);
      expect(game.screens().flatMap((screen) => screen.controls)).toEqual([]);
      game.rejects(
        { type: 'nightAction', by: game.seat(1), action: 'shot', targets: [12] },
        'error.wrongPhase',
      );
      game.fire();
    }
    expect(steps).toEqual([
      'meeting:GAMBINO',
      'meeting:KA',
      'meeting:LEADERS',
      'look:FBI_AGENT',
      'look:LAWYER',
      'look:JOURNALIST',
      'look:DETECTIVE',
    ]);
    expect(lengths).toEqual([60_000, 60_000, 30_000, 10_000, 10_000, 10_000, 10_000]);
    expect(game.state.phase.kind).toBe('day');
    expect(game.alive()).toHaveLength(16);
  });

  it('GIVEN classic Night 0 WHEN the steps run THEN the three blacks meet for 60 s, then the Sheriff looks for 10 s', () => {
    const game = TestGame.lobby('classic', 10);
    game.deal();
    const meeting = game.screens().find((screen) => screen.id === 'meeting.MAFIA');
    expect(meeting?.to).toEqual({ kind: 'team', team: 'MAFIA' });
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(60_000);
    game.fire();
    expect(game.stepTimer()!.deadlineAt - game.now).toBe(10_000);
    game.fire();
    expect(game.state.phase.kind).toBe('day');
  });

  it('NIGHT0-TEAMS T07 GIVEN stylized Night 0 WHEN a Bandit opens his DM THEN he sees his K&A teammates only, not the Gambino members', () => {
    const game = TestGame.lobby('stylized', 16);
    game.deal();
    const card = game.find('role.card', { seat: 5 });
    expect(card?.params).toMatchObject({
      role: 'BANDIT',
      team: 'KA',
      teammates: [4, 6],
      leader: 4,
    });
    const gambinoMeeting = game.screens().find((screen) => screen.id === 'meeting.GAMBINO');
    expect(gambinoMeeting?.to).toEqual({ kind: 'team', team: 'GAMBINO' });
    expect(JSON.stringify(gambinoMeeting)).not.toContain(game.seat(5).userId);
  });

  it('GIVEN stylized Night 0 WHEN the leaders meet THEN only the Father and the Gang Head are in that meeting (NIGHT0-TEAMS)', () => {
    const game = TestGame.lobby('stylized', 16);
    game.deal();
    game.fire();
    game.fire();
    const leaders = game.screens().find((screen) => screen.id === 'meeting.LEADERS');
    expect(leaders?.lines[0]?.params).toMatchObject({
      members: [{ seat: 1 }, { seat: 4 }],
      leaders: [1, 4],
    });
  });
});

describe('NIGHT-SHOT, NIGHT-WINDOW: the shot (D05)', () => {
  it('NIGHT-SHOT T08 GIVEN the Father and the Gang Head both shoot #12 and nobody protects WHEN the night resolves THEN #12 is KILLED and announced', () => {
    const game = stylized16AtNight1();
    game.night([
      [1, 'shot', [12]],
      [4, 'shot', [12]],
    ]);
    expect(game.seatInfo(12).out?.reason).toBe('killed');
    expect(game.find('morning.killed', { to: 'public', since: 'last' })?.params).toMatchObject({
      seat: 12,
    });
  });

  it('NIGHT-SHOT T09 GIVEN the Father shoots #12 and the Gang Head #13 WHEN the night resolves THEN it is a miss: "Nobody left the game tonight"', () => {
    const game = stylized16AtNight1();
    game.night([
      [1, 'shot', [12]],
      [4, 'shot', [13]],
    ]);
    expect(game.alive()).toHaveLength(16);
    expect(game.find('morning.nobody', { to: 'public', since: 'last' })).toBeDefined();
  });

  it('NIGHT-SHOT T10 GIVEN the Father is OUT and the Gang Head shoots #4… #12 WHEN the night resolves THEN #12 is KILLED (sole shooter)', () => {
    const game = stylized16AtNight1();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: 'test' });
    game.night([[4, 'shot', [12]]]);
    expect(game.seatInfo(12).alive).toBe(false);
  });

  it('NIGHT-SHOT T11 GIVEN both leaders are OUT and the remaining blacks pick 12, 12, 13, 12 WHEN the night resolves THEN it is a miss', () => {
    const game = stylized16AtNight1();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: 'test' });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 4, reason: 'test' });
    game.night([
      [2, 'shot', [12]],
      [3, 'shot', [12]],
      [5, 'shot', [13]],
      [6, 'shot', [12]],
    ]);
    expect(game.alive()).toContain(12);
    expect(game.find('morning.nobody', { since: 'last' })).toBeDefined();
  });

  it('GIVEN both leaders are OUT and every remaining black picks #12 WHEN the night resolves THEN #12 is KILLED', () => {
    const game = stylized16AtNight1();
    game.ok({ type: 'disqualify', by: JUDGE, seat: 1, reason: 'test' });
    game.ok({ type: 'disqualify', by: JUDGE, seat: 4, reason: 'test' });
    game.night([2, 3, 5, 6].map((seat) => [seat, 'shot', [12]] as [number, 'shot', number[]]));
    expect(game.seatInfo(12).alive).toBe(false);
  });

  it('GIVEN the leaders are alive WHEN a Mafioso tries to shoot THEN it is refused: he holds no night action', () => {
    const game = stylized16AtNight1();
    game.rejects(
      { type: 'nightAction', by: game.seat(2), action: 'shot', targets: [12] },
      'error.noAction',
    );
  });

  it('GIVEN a shooter changes his mind WHEN the night resolves THEN his last valid submission counts (NIGHT-WINDOW)', () => {
    const game = stylized16AtNight1();
    game.act(1, 'shot', [13]);
    game.act(1, 'shot', [12]);
    game.night([[4, 'shot', [12]]]);
    expect(game.seatInfo(12).alive).toBe(false);
  });

  it('NIGHT-SHOT T23 GIVEN classic with the Don→#2, a Mafioso→#2, a Mafioso→#9 WHEN the night resolves THEN it is a miss', () => {
    const game = TestGame.started('classic', 10);
    toNight(game);
    game.night([
      [1, 'shot', [2]],
      [2, 'shot', [2]],
      [3, 'shot', [9]],
    ]);
    expect(game.alive()).toHaveLength(10);
    expect(game.find('morning.nobody', { since: 'last' })).toBeDefined();
  });

  it('GIVEN classic with all three blacks naming #9 WHEN the night resolves THEN #9 is KILLED (teammates and self are legal targets)', () => {
    const game = TestGame.started('classic', 10);
    toNight(game);
    game.night([1, 2, 3].map((seat) => [seat, 'shot', [9]] as [number, 'shot', number[]]));
    expect(game.seatInfo(9).out?.reason).toBe('killed');
  });
});

describe('NIGHT-PROTECT, NIGHT-TARGETS: protection (D12, D17)', () => {
  it('NIGHT-PROTECT T12 GIVEN the shot is at #12 and the Lawyer protects #12 WHEN the night resolves THEN #12 lives, the morning is identical to a miss, and the Lawyer is told nothing', () => {
    const game = stylized16AtNight1();
    game.night([
      [1, 'shot', [12]],
      [4, 'shot', [12]],
      [8, 'protect', [12]],
    ]);
    expect(game.seatInfo(12).alive).toBe(true);
    const morning = game.notices({ to: 'public', since: 'last' }).map((line) => line.key);
    expect(morning).toEqual(['morning.title', 'morning.nobody', 'day.title', 'day.order']);
    expect(game.notices({ seat: 8, since: 'last' })).toEqual([]);
  });

  it('NIGHT-TARGETS T13 GIVEN the Lawyer protected #12 on Night 1 WHEN he targets #12 on Night 2 THEN it is rejected (consecutive)', () => {
    const game = stylized16AtNight1();
    game.night([[8, 'protect', [12]]]);
    toNight(game);
    game.rejects(
      { type: 'nightAction', by: game.seat(8), action: 'protect', targets: [12] },
      'error.targetRepeat',
    );
    game.act(8, 'protect', [13]);
  });

  it('NIGHT-TARGETS T14 GIVEN the Lawyer protected himself on Night 1 WHEN he protects himself on Night 3 THEN it is rejected (once per game)', () => {
    const game = stylized16AtNight1();
    game.night([
      [8, 'protect', [8]],
      [1, 'shot', [12]],
      [4, 'shot', [12]],
    ]);
    toNight(game);
    game.night([
      [1, 'shot', [13]],
      [4, 'shot', [13]],
    ]);
    toNight(game);
    expect(game.state.phase.kind === 'night' && game.state.phase.night.number).toBe(3);
    game.rejects(
      { type: 'nightAction', by: game.seat(8), action: 'protect', targets: [8] },
      'error.lawyerSelfUsed',
    );
  });

  it('GIVEN the Lawyer protects a player who is not shot WHEN the night resolves THEN the shot victim dies', () => {
    const game = stylized16AtNight1();
    game.night([
      [1, 'shot', [12]],
      [4, 'shot', [12]],
      [8, 'protect', [13]],
    ]);
    expect(game.seatInfo(12).alive).toBe(false);
  });
});

describe('NIGHT-CHECKS, NIGHT-TARGETS: checks (D08–D11, D16)', () => {
  it('NIGHT-CHECKS T15 GIVEN the Journalist compares a Gambino Mafioso and a K&A Bandit WHEN the night resolves THEN he privately learns "different teams"', () => {
    const game = stylized16AtNight1();
    game.night([[9, 'compare', [2, 5]]]);
    expect(game.find('night.result.compare', { seat: 9, since: 'last' })?.params).toMatchObject({
      first: 2,
      second: 5,
      same: false,
    });
  });

  it('GIVEN the Journalist compares two Businessmen WHEN the night resolves THEN he learns "same team"', () => {
    const game = stylized16AtNight1();
    game.night([[9, 'compare', [11, 12]]]);
    expect(game.find('night.result.compare', { seat: 9, since: 'last' })?.params).toMatchObject({
      same: true,
    });
  });

  it('NIGHT-TARGETS T16 GIVEN the Journalist WHEN he picks himself and #3 THEN it is rejected', () => {
    const game = stylized16AtNight1();
    game.rejects(
      { type: 'nightAction', by: game.seat(9), action: 'compare', targets: [9, 3] },
      'error.targetSelf',
    );
    game.rejects(
      { type: 'nightAction', by: game.seat(9), action: 'compare', targets: [3, 3] },
      'error.targetsDistinct',
    );
    game.rejects(
      { type: 'nightAction', by: game.seat(9), action: 'compare', targets: [3] },
      'error.targetCount',
    );
  });

  it('NIGHT-CHECKS T17 GIVEN the Detective checks a Bandit WHEN the night resolves THEN he privately learns "black", with no team or role', () => {
    const game = stylized16AtNight1();
    game.night([[7, 'check', [5]]]);
    const result = game.find('night.result.check', { seat: 7, since: 'last' });
    expect(result?.params).toEqual({ seat: 5, side: 'black', preset: 'stylized' });
    expect(
      game
        .notices({ to: 'public', since: 'last' })
        .some((line) => line.key.startsWith('night.result')),
    ).toBe(false);
  });

  it('NIGHT-CHECKS T18 GIVEN the Father checks the Detective WHEN the night resolves THEN he learns "Detective", and the Gang Head never gets a check prompt', () => {
    const game = stylized16AtNight1();
    const gangHeadPrompt = game.screens().find((screen) => screen.id === 'night.1.4');
    expect(gangHeadPrompt?.controls.map((control) => control.id)).toEqual(['shot']);
    const fatherPrompt = game.screens().find((screen) => screen.id === 'night.1.1');
    expect(fatherPrompt?.controls.map((control) => control.id)).toEqual(['shot', 'leaderCheck']);
    game.rejects(
      { type: 'nightAction', by: game.seat(4), action: 'leaderCheck', targets: [7] },
      'error.noAction',
    );
    game.night([[1, 'leaderCheck', [7]]]);
    expect(game.find('night.result.leaderCheck', { seat: 1, since: 'last' })?.params).toEqual({
      seat: 7,
      found: true,
      role: 'DETECTIVE',
    });
  });

  it('GIVEN classic WHEN the Don checks the Sheriff and the Sheriff checks the Don THEN they learn "Sheriff" and "black"', () => {
    const game = TestGame.started('classic', 10);
    toNight(game);
    game.night([
      [1, 'leaderCheck', [4]],
      [4, 'check', [1]],
    ]);
    expect(game.find('night.result.leaderCheck', { seat: 1, since: 'last' })?.params).toEqual({
      seat: 4,
      found: true,
      role: 'SHERIFF',
    });
    expect(game.find('night.result.check', { seat: 4, since: 'last' })?.params).toMatchObject({
      seat: 1,
      side: 'black',
    });
  });

  it('NIGHT-CHECKS T21 GIVEN the Detective is KILLED on Night 2 after checking #3 WHEN dawn comes THEN he still receives the #3 result', () => {
    const game = stylized16AtNight1();
    game.night([]);
    toNight(game);
    game.night([
      [7, 'check', [3]],
      [1, 'shot', [7]],
      [4, 'shot', [7]],
    ]);
    expect(game.seatInfo(7).out?.reason).toBe('killed');
    expect(game.find('night.result.check', { seat: 7, since: 'last' })?.params).toMatchObject({
      seat: 3,
      side: 'black',
    });
  });

  it('GIVEN a check of oneself WHEN submitted THEN it is rejected (NIGHT-TARGETS: not self)', () => {
    const game = stylized16AtNight1();
    game.rejects(
      { type: 'nightAction', by: game.seat(7), action: 'check', targets: [7] },
      'error.targetSelf',
    );
    game.rejects(
      { type: 'nightAction', by: game.seat(1), action: 'leaderCheck', targets: [1] },
      'error.targetSelf',
    );
  });
});

describe('NIGHT-VOTE-BLOCK, NIGHT-TARGETS: the FBI block (D03, D04, D13)', () => {
  function blockedOnNight2(): TestGame {
    const game = stylized16AtNight1();
    game.night([]);
    toNight(game);
    game.night([[10, 'block', [8]]]);
    return game;
  }

  it('NIGHT-VOTE-BLOCK T19 GIVEN the FBI Agent blocks #8 on Night 2 WHEN Day 3 comes THEN "#8 has no vote today" is public, and #8 cannot vote in any round nor is counted for the last candidate', () => {
    const game = blockedOnNight2();
    expect(game.find('morning.blocked', { to: 'public', since: 'last' })?.params).toEqual({
      seat: 8,
    });
    expect(game.day.blocked).toBe(8);
    game.runSpeeches({ 11: 12, 13: 14 });
    expect(game.day.stage.kind).toBe('voting');
    const vote = game.day.stage.kind === 'voting' ? game.day.stage.vote : undefined;
    expect(vote?.eligible).not.toContain(8);
    game.rejects(
      { type: 'vote', by: game.seat(8), voteId: vote!.id, candidate: 12 },
      'error.notEligible',
    );
    game.runVote({ 1: 12 });
    const tally = game.state.timeline.filter((entry) => entry.kind === 'vote').at(-1);
    expect(tally?.kind === 'vote' && tally.votes.some((entry) => entry.voter === 8)).toBe(false);
    expect(tally?.kind === 'vote' && tally.votes.filter((entry) => entry.auto)).toHaveLength(14);
  });

  it('GIVEN #8 is blocked on Day 3 WHEN an eliminate-all vote is held THEN #8 has no say in it either, the majority counts the 15 eligible only, and each voter answers once (D04, D24, D27)', () => {
    const game = blockedOnNight2();
    game.runSpeeches({ 11: 12, 13: 14, 15: 16 });
    // 12: five votes, 14: five votes, 16: the five who never click (counted for the last).
    const split = { 1: 12, 2: 12, 3: 12, 4: 12, 5: 12, 6: 14, 7: 14, 9: 14, 10: 14, 11: 14 };
    game.runVote(split);
    expect(game.find('vote.tie', { since: 'last' })?.params).toEqual({ seats: [12, 14, 16] });
    game.fireUntil(() => game.day.stage.kind === 'voting');
    game.runVote(split);
    const stage = game.day.stage;
    if (stage.kind !== 'eliminateAll') throw new Error(`no eliminate-all vote: ${game.describe()}`);
    expect(stage.vote.eligible).toHaveLength(15);
    expect(stage.vote.eligible).not.toContain(8);
    const answer = (seat: number, yes: boolean) =>
      ({ type: 'eliminateAll', by: game.seat(seat), voteId: stage.vote.id, yes }) as const;
    game.rejects(answer(8, true), 'error.notEligible');
    game.ok(answer(1, true));
    game.rejects(answer(1, false), 'error.alreadyVoted');
    for (const seat of [2, 3, 4, 5, 6, 7]) game.ok(answer(seat, true));
    game.fire();
    expect(game.find('eliminateAll.result', { since: 'last' })?.params).toEqual({
      seats: [12, 14, 16],
      passed: false,
      yes: 7,
      needed: 8,
    });
  });

  it('NIGHT-TARGETS T20 GIVEN the FBI Agent blocked #8 on Night 2 WHEN he targets #8 on Night 3 THEN it is rejected', () => {
    const game = blockedOnNight2();
    toNight(game);
    game.rejects(
      { type: 'nightAction', by: game.seat(10), action: 'block', targets: [8] },
      'error.targetRepeat',
    );
    game.rejects(
      { type: 'nightAction', by: game.seat(10), action: 'block', targets: [10] },
      'error.targetSelf',
    );
    game.act(10, 'block', [9]);
  });

  it('GIVEN the block WHEN the next day ends THEN it does not carry over to the day after', () => {
    const game = blockedOnNight2();
    toNight(game);
    game.night([
      [1, 'shot', [12]],
      [4, 'shot', [12]],
    ]);
    expect(game.day.number).toBe(4);
    expect(game.day.blocked).toBeUndefined();
  });
});

describe('NIGHT-TARGETS, GAME-FIXED-WINDOWS: targets', () => {
  it('NIGHT-TARGETS T22 GIVEN any night actor WHEN he targets an OUT player THEN it is rejected', () => {
    const game = stylized16AtNight1();
    game.night([
      [1, 'shot', [12]],
      [4, 'shot', [12]],
    ]);
    toNight(game);
    for (const [seat, action] of [
      [1, 'shot'],
      [1, 'leaderCheck'],
      [7, 'check'],
      [8, 'protect'],
      [10, 'block'],
    ] as const) {
      game.rejects(
        { type: 'nightAction', by: game.seat(seat), action, targets: [12] },
        'error.targetOut',
      );
    }
    game.rejects(
      { type: 'nightAction', by: game.seat(9), action: 'compare', targets: [12, 13] },
      'error.targetOut',
    );
    game.rejects(
      { type: 'nightAction', by: game.seat(12), action: 'check', targets: [13] },
      'error.playerOut',
    );
  });

  it('GIVEN a night prompt WHEN it is shown THEN it offers only legal targets', () => {
    const game = stylized16AtNight1();
    const lawyer = game.screens().find((screen) => screen.id === 'night.1.8');
    const select = lawyer?.controls[0];
    expect(select?.kind === 'select' && select.options.map((option) => option.value)).toContain(
      '8',
    );
    const detective = game.screens().find((screen) => screen.id === 'night.1.7');
    const check = detective?.controls[0];
    expect(check?.kind === 'select' && check.options.map((option) => option.value)).not.toContain(
      '7',
    );
  });

  it('GIVEN a night step WHEN everyone has acted THEN the window still runs its full length (GAME-FIXED-WINDOWS, D47)', () => {
    const game = stylized16AtNight1();
    const deadline = game.stepTimer()?.deadlineAt;
    for (const [seat, action, target] of [
      [1, 'shot', 12],
      [4, 'shot', 12],
      [1, 'leaderCheck', 7],
      [7, 'check', 1],
      [8, 'protect', 13],
      [10, 'block', 14],
    ] as const) {
      game.act(seat, action, [target]);
    }
    game.act(9, 'compare', [2, 3]);
    expect(game.state.phase.kind).toBe('night');
    expect(game.stepTimer()?.deadlineAt).toBe(deadline);
    expect(deadline! - game.now).toBe(30_000);
  });
});
