import { describe, expect, it } from 'vitest';
import { BOT_ACTOR } from '../../src/engine/rules/events.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/** forum canonical deal, 11 players: 1–2 Mafiosi, 3 Detective, 4 Doctor, 5–11 Civilians. */
function toNight(game: TestGame): void {
  game.fireUntil(() => game.state.phase.kind === 'night');
}

describe('FORUM-SKIPS, FORUM-SKIP-BAN: skipped moves (D42, D43, D52)', () => {
  it('GIVEN the Detective skips night 1 WHEN it ends THEN he gets a private reminder only', () => {
    const game = TestGame.started('forum', 11);
    toNight(game);
    game.night([
      [1, 'shot', [9]],
      [4, 'protect', [5]],
    ]);
    expect(game.find('skip.reminder', { seat: 3, since: 'last' })?.params).toEqual({ night: 1 });
    expect(game.seatInfo(3).alive).toBe(true);
    expect(
      game.notices({ to: 'public', since: 'last' }).some((line) => line.key === 'forum.inactive'),
    ).toBe(false);
  });

  it('FORUM-SKIPS T66 GIVEN the Detective skips nights 1 and 2 WHEN night 2 ends THEN he is removed, publicly "inactivity 3.4.8/3.4.9"', () => {
    const game = TestGame.started('forum', 11);
    toNight(game);
    game.night([
      [1, 'shot', [9]],
      [4, 'protect', [5]],
    ]);
    toNight(game);
    game.night([
      [1, 'shot', [10]],
      [4, 'protect', [6]],
    ]);
    expect(game.seatInfo(3).out?.reason).toBe('removed');
    expect(game.find('forum.inactive', { to: 'public', since: 'last' })?.params).toEqual({
      seat: 3,
      role: 'DETECTIVE',
    });
    // FORUM-SKIP-BAN: the removal counts against the member across games.
    expect(game.last.filter((event) => event.type === 'memberRecord')).toEqual([
      expect.objectContaining({ userId: game.seat(3).userId, entry: 'skipRemoval' }),
    ]);
  });

  it('FORUM-SKIP-BAN T68 D45 GIVEN a user removed for skipped moves in 3 games WHEN he signs up for a forum game THEN he is refused; with 2 removals he is accepted', () => {
    const game = TestGame.lobby('forum', 3);
    game.rejects({ type: 'join', by: game.actor(20), pastSkipRemovals: 3 }, 'error.bannedForSkips');
    expect(game.state.lobby).toHaveLength(3);
    game.ok({ type: 'join', by: game.actor(21), pastSkipRemovals: 2 });
    expect(game.state.lobby).toHaveLength(4);
  });

  it('GIVEN a user with 3 skip removals WHEN he signs up for a classic game THEN he is accepted (FORUM-SKIP-BAN is a forum rule)', () => {
    const game = TestGame.lobby('classic', 3);
    game.ok({ type: 'join', by: game.actor(20), pastSkipRemovals: 3 });
  });

  it('FORUM-SKIPS T67 GIVEN the Doctor skips nights 1 and 3 WHEN night 3 ends THEN the judge is told and the Doctor warned; a 3rd skip removes him', () => {
    const game = TestGame.started('forum', 11);
    toNight(game);
    game.night([
      [1, 'shot', [9]],
      [3, 'check', [1]],
    ]);
    toNight(game);
    game.night([
      [1, 'shot', [10]],
      [3, 'check', [2]],
      [4, 'protect', [5]],
    ]);
    toNight(game);
    game.night([
      [1, 'shot', [11]],
      [3, 'check', [1]],
    ]);
    expect(game.find('skip.flagged', { to: 'judge', since: 'last' })?.params).toEqual({
      seat: 4,
      count: 2,
    });
    expect(game.find('skip.warning', { seat: 4, since: 'last' })?.params).toEqual({ count: 2 });
    expect(game.seatInfo(4).alive).toBe(true);
    toNight(game);
    game.night([
      [1, 'shot', [6]],
      [3, 'check', [2]],
    ]);
    expect(game.seatInfo(4).out?.reason).toBe('removed');
  });

  it('FORUM-SKIPS T65 GIVEN no mafioso chooses a target WHEN the night ends THEN nobody is killed and a skip is charged to every alive mafioso', () => {
    const game = TestGame.started('forum', 11);
    toNight(game);
    game.night([
      [3, 'check', [1]],
      [4, 'protect', [5]],
    ]);
    expect(game.find('morning.nobody', { since: 'last' })).toBeDefined();
    expect(game.find('skip.reminder', { seat: 1, since: 'last' })).toBeDefined();
    expect(game.find('skip.reminder', { seat: 2, since: 'last' })).toBeDefined();
  });

  it('GIVEN one mafioso chose WHEN the night ends THEN no mafioso is charged a skip (the kill is a team move)', () => {
    const game = TestGame.started('forum', 11);
    toNight(game);
    game.night([
      [2, 'shot', [9]],
      [3, 'check', [1]],
      [4, 'protect', [5]],
    ]);
    expect(game.notices({ since: 'last' }).filter((line) => line.key === 'skip.reminder')).toEqual(
      [],
    );
  });
});

describe('FORUM-ACTIVITY: activity (D44)', () => {
  it('FORUM-ACTIVITY T69 GIVEN 4 qualifying posts in cycle 1 WHEN it ends THEN the player is listed to the judge and not removed (default)', () => {
    const game = TestGame.started('forum', 11);
    const everybodyElse = Object.fromEntries(
      game.state.seats.filter((seat) => seat.seat !== 6).map((seat) => [seat.userId, 5]),
    );
    game.ok({
      type: 'activity',
      by: BOT_ACTOR,
      counts: { ...everybodyElse, [game.seat(6).userId]: 4 },
    });
    toNight(game);
    game.night([
      [1, 'shot', [9]],
      [3, 'check', [1]],
      [4, 'protect', [5]],
    ]);
    const report = game.find('activity.report', { to: 'judge', since: 'last' });
    expect(report?.params).toMatchObject({ entries: [{ seat: 6, count: 4 }], min: 5 });
    expect(game.seatInfo(6).alive).toBe(true);
    expect(game.seatInfo(6).messages).toBeUndefined();
  });

  it('GIVEN a player below 5 messages WHEN 75 % of the day has passed THEN he gets a private reminder', () => {
    const game = TestGame.started('forum', 11);
    const check = game.state.timers.find((timer) => timer.kind === 'activityCheck')!;
    expect(check.deadlineAt - game.now).toBe(0.75 * 24 * 3_600_000);
    game.ok({ type: 'activity', by: BOT_ACTOR, counts: { [game.seat(5).userId]: 7 } });
    game.now = check.deadlineAt;
    game.ok({ type: 'timerExpired', timerId: check.id });
    expect(game.find('activity.reminder', { seat: 6, since: 'last' })?.params).toEqual({
      count: 0,
      min: 5,
    });
    expect(game.find('activity.reminder', { seat: 5, since: 'last' })).toBeUndefined();
  });

  it('GIVEN a player WHEN he tries to report activity himself THEN it is refused: only the bot counts', () => {
    const game = TestGame.started('forum', 11);
    game.rejects(
      { type: 'activity', by: game.seat(5), counts: { [game.seat(5).userId]: 50 } },
      'error.notJudge',
    );
  });
});

describe('FORUM-SUBSTITUTE: replacement (D46)', () => {
  it('FORUM-SUBSTITUTE T72 GIVEN an approved replacement WHEN the swap is made THEN the substitute has the seat, the role and its card; the old account is out of the game; counters reset', () => {
    const game = TestGame.started('forum', 11);
    game.ok({ type: 'activity', by: BOT_ACTOR, counts: { [game.seat(1).userId]: 3 } });
    const old = game.seat(1).userId;
    const substitute = { userId: '700000000000000001', name: 'Sub' };
    game.ok({
      type: 'replace',
      by: JUDGE,
      seat: 1,
      userId: substitute.userId,
      name: substitute.name,
    });
    expect(game.seatInfo(1)).toMatchObject({
      userId: substitute.userId,
      name: 'Sub',
      role: 'MAFIOSO',
      alive: true,
    });
    expect(game.seatInfo(1).messages).toBeUndefined();
    expect(game.find('forum.replaced', { to: 'public', since: 'last' })?.params).toEqual({
      seat: 1,
      fromUserId: old,
      toUserId: substitute.userId,
    });
    expect(game.find('role.card', { seat: 1, since: 'last' })?.params).toMatchObject({
      role: 'MAFIOSO',
      teammates: [2],
    });
    game.rejects({ type: 'forumVote', by: { userId: old }, target: 5 }, 'error.notAPlayer');
    game.ok({ type: 'forumVote', by: substitute, target: 5 });
  });

  it("FORUM-SUBSTITUTE T72 GIVEN the Detective checked on nights 1 and 2 WHEN a substitute takes his seat THEN the substitute privately gets the seat's history: each move and its result, in order", () => {
    const game = TestGame.started('forum', 11);
    toNight(game);
    game.night([
      [1, 'shot', [9]],
      [3, 'check', [1]],
      [4, 'protect', [5]],
    ]);
    toNight(game);
    game.night([
      [1, 'shot', [10]],
      [3, 'check', [6]],
      [4, 'protect', [6]],
    ]);
    const substitute = { userId: '700000000000000001', name: 'Sub' };
    game.ok({ type: 'replace', by: JUDGE, seat: 3, ...substitute });
    const toSeat = game.last.filter(
      (event) => event.type === 'notice' && event.to.kind === 'seat' && event.to.seat === 3,
    );
    // The card first, then the history (a seat audience reaches whoever holds the seat now).
    expect(toSeat.map((event) => event.type === 'notice' && event.lines[0]?.key)).toEqual([
      'role.card',
      'forum.history',
    ]);
    const history = toSeat[1]!.type === 'notice' ? toSeat[1]!.lines : [];
    expect(history).toEqual([
      { key: 'forum.history', params: { seat: 3 } },
      { key: 'forum.history.move', params: { night: 1, action: 'check', targets: [1] } },
      { key: 'night.result.check', params: { seat: 1, side: 'black', preset: 'forum' } },
      { key: 'forum.history.move', params: { night: 2, action: 'check', targets: [6] } },
      { key: 'night.result.check', params: { seat: 6, side: 'red', preset: 'forum' } },
    ]);
    // The same results the Detective was sent at those nights' ends.
    const sent = game
      .notices({ seat: 3 })
      .filter((line) => line.key === 'night.result.check')
      .slice(0, 2);
    expect(history.filter((line) => line.key === 'night.result.check')).toEqual(sent);
  });

  it("FORUM-SUBSTITUTE T72 GIVEN the Doctor protected and a Civilian made no moves WHEN substitutes take their seats THEN the Doctor's substitute learns the protections (no result lines), the Civilian's gets the card only", () => {
    const game = TestGame.started('forum', 11);
    toNight(game);
    game.night([
      [1, 'shot', [9]],
      [3, 'check', [1]],
      [4, 'protect', [4]],
    ]);
    game.ok({ type: 'replace', by: JUDGE, seat: 4, userId: '700000000000000001', name: 'Sub' });
    expect(game.notices({ seat: 4, since: 'last' }).slice(1)).toEqual([
      { key: 'forum.history', params: { seat: 4 } },
      { key: 'forum.history.move', params: { night: 1, action: 'protect', targets: [4] } },
    ]);
    game.ok({ type: 'replace', by: JUDGE, seat: 5, userId: '700000000000000002', name: 'Sub2' });
    expect(game.notices({ seat: 5, since: 'last' }).map((line) => line.key)).toEqual(['role.card']);
  });

  it('GIVEN a replacement WHEN the substitute is already playing, or a player asks, or it is a sports game THEN it is refused', () => {
    const game = TestGame.started('forum', 11);
    game.rejects(
      { type: 'replace', by: JUDGE, seat: 1, userId: game.seat(2).userId, name: 'x' },
      'error.userInGame',
    );
    game.rejects(
      { type: 'replace', by: game.seat(3), seat: 1, userId: '700000000000000001', name: 'x' },
      'error.notJudge',
    );
    const sports = TestGame.started('classic', 10);
    sports.rejects(
      { type: 'replace', by: JUDGE, seat: 1, userId: '700000000000000001', name: 'x' },
      'error.notForum',
    );
  });
});
