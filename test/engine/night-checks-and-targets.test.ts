import { describe, expect, it } from 'vitest';
import { TestGame } from '../../harness/engine-game.ts';

import { toNight, stylized16AtNight1 } from './night-fixtures.ts';

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

  it('NIGHT-CHECKS T17 D10 GIVEN the Detective checks a Bandit WHEN the night resolves THEN he privately learns "black", with no team or role', () => {
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

  it('NIGHT-CHECKS T18 D02 GIVEN the Father checks the Detective WHEN the night resolves THEN he learns "Detective", and the Gang Head never gets a check prompt', () => {
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

  it('NIGHT-CHECKS T21 NIGHT-RESOLUTION D16 GIVEN the Detective is KILLED on Night 2 after checking #3 WHEN dawn comes THEN he still receives the #3 result', () => {
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

  it('NIGHT-VOTE-BLOCK T19 VOTE-ELIGIBLE GIVEN the FBI Agent blocks #8 on Night 2 WHEN Day 3 comes THEN "#8 has no vote today" is public, and #8 cannot vote in any round nor is counted for the last candidate', () => {
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
