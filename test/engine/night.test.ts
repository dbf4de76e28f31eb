import { describe, expect, it } from 'vitest';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

import { toNight, stylized16AtNight1 } from './night-fixtures.ts';
describe('NIGHT0-STEPS, NIGHT0-TEAMS: Night 0: acquaintance only', () => {
  it('NIGHT0-STEPS T06 D06 D15 GIVEN stylized Night 0 WHEN the steps run THEN Gambino 60 s → K&A 60 s → leaders 30 s → 4 × 10 s, with no kill or check prompts', () => {
    const game = TestGame.lobby('stylized', 16);
    game.deal();
    const lengths: number[] = [];
    const steps: string[] = [];
    while (game.state.phase.kind === 'night') {
      const night = game.state.phase.night;
      const step = night.step?.steps[night.step.index];
      steps.push(step?.kind === 'meeting' ? `meeting:${step.who}` : `look:${step?.role}`);
      lengths.push((game.stepTimer()?.deadlineAt ?? 0) - game.now);
      // No player has a control (the judge's panel is his own, from the deal on).
      const players = game.screens().filter((screen) => screen.to.kind !== 'judge');
      expect(players.flatMap((screen) => screen.controls)).toEqual([]);
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

  it('NIGHT-SHOT T09 NIGHT-MORNING GIVEN the Father shoots #12 and the Gang Head #13 WHEN the night resolves THEN it is a miss: "Nobody left the game tonight"', () => {
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
  it('NIGHT-PROTECT T12 NIGHT-MORNING GIVEN the shot is at #12 and the Lawyer protects #12 WHEN the night resolves THEN #12 lives, the morning is identical to a miss, and the Lawyer is told nothing', () => {
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
