import { describe, expect, it } from 'vitest';
import { resolveControl } from '../../src/engine/views/control-clicks.ts';
import { BOT_ACTOR } from '../../src/engine/rules/events.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

describe('FLAG-POLICY, FLAG-OUT-OF-TURN, FLAG-DISCONNECT, VOTE-CANCEL: flags for the judge (D32, D33)', () => {
  it('FLAG-OUT-OF-TURN T56 GIVEN detect mode and a judge WHEN the bot hears 2 s of out-of-turn speech THEN the judge gets a Confirm/Dismiss prompt and no foul is given until he confirms', () => {
    const game = TestGame.started('classic', 10, { floorControl: 'detect' });
    game.ok({ type: 'flag', by: BOT_ACTOR, kind: 'outOfTurn', seat: 6, durationMs: 2000 });
    expect(game.seatInfo(6).fouls).toBe(0);
    const prompt = game.screens().find((screen) => screen.id.startsWith('flag.'));
    expect(prompt?.to).toEqual({ kind: 'judge' });
    expect(prompt?.controls.map((control) => control.id)).toEqual(['confirm', 'dismiss']);
    const click = resolveControl(game, prompt!.id, 'confirm', [], JUDGE);
    expect(click.ok).toBe(true);
    if (click.ok) game.ok(click.command as never);
    expect(game.seatInfo(6).fouls).toBe(1);
    expect(game.find('foul.recorded', { since: 'last' })?.params).toMatchObject({
      seat: 6,
      count: 1,
      reason: '5.1.15',
    });
    expect(game.screens().some((screen) => screen.id.startsWith('flag.'))).toBe(false);
  });

  it('GIVEN an out-of-turn flag WHEN the judge dismisses it THEN nothing happens to the player and the record says dismissed', () => {
    const game = TestGame.started('classic', 10, { floorControl: 'detect' });
    game.ok({ type: 'flag', by: BOT_ACTOR, kind: 'outOfTurn', seat: 6 });
    const flagId = game.state.flags![0]!.id;
    game.ok({ type: 'resolveFlag', by: JUDGE, flagId, confirm: false });
    expect(game.seatInfo(6).fouls).toBe(0);
    expect(game.lastDecision?.ok && game.lastDecision.reply).toEqual({
      key: 'flag.dismissed',
      params: { seat: 6 },
    });
    expect(game.state.timeline.at(-1)).toMatchObject({ kind: 'flag', resolution: 'dismissed' });
    game.rejects({ type: 'resolveFlag', by: JUDGE, flagId, confirm: true }, 'error.noSuchFlag');
  });

  it('FLAG-DISCONNECT T58 D18 GIVEN a player away from the table past the grace WHEN the judge confirms THEN he is disqualified (#11) and a vote is cancelled as VOTE-CANCEL says', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'flag', by: BOT_ACTOR, kind: 'disconnect', seat: 8 });
    game.ok({ type: 'resolveFlag', by: JUDGE, flagId: game.state.flags![0]!.id, confirm: true });
    expect(game.seatInfo(8).out?.reason).toBe('removed');
    expect(game.day.voteCancelled).toBe(true);
  });

  it('GIVEN a player or the judge WHEN they try to raise a flag THEN only the bot may; one open flag per kind and seat', () => {
    const game = TestGame.started('classic', 10);
    game.rejects({ type: 'flag', by: game.seat(2), kind: 'outOfTurn', seat: 6 }, 'error.notJudge');
    game.rejects({ type: 'flag', by: JUDGE, kind: 'outOfTurn', seat: 6 }, 'error.notJudge');
    game.ok({ type: 'flag', by: BOT_ACTOR, kind: 'outOfTurn', seat: 6 });
    game.rejects({ type: 'flag', by: BOT_ACTOR, kind: 'outOfTurn', seat: 6 }, 'error.closed');
    game.rejects(
      { type: 'resolveFlag', by: game.seat(2), flagId: game.state.flags![0]!.id, confirm: true },
      'error.notJudge',
    );
  });
});

describe('FLAG-LEAKED-TEXT: text that leaks into the game channel', () => {
  it('FLAG-LEAKED-TEXT T57 GIVEN a player message in the game channel at night WHEN detected THEN it is flagged #10 to the judge, with no automatic DQ', () => {
    const game = TestGame.started('classic', 10);
    game.toNight();
    game.ok({ type: 'flag', by: BOT_ACTOR, kind: 'leak', seat: 5 });
    expect(game.seatInfo(5).alive).toBe(true);
    const prompt = game.screens().find((screen) => screen.id.startsWith('flag.'));
    expect(prompt?.lines[0]?.params).toMatchObject({ kind: 'leak', seat: 5, night: true });
    game.ok({ type: 'resolveFlag', by: JUDGE, flagId: game.state.flags![0]!.id, confirm: true });
    expect(game.seatInfo(5).out?.reason).toBe('removed');
    expect(game.state.timeline.find((entry) => entry.kind === 'disqualified')).toMatchObject({
      seat: 5,
      reason: '5.1.10',
    });
  });

  it('GIVEN a player message by day WHEN the judge confirms THEN it is a foul #15', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'flag', by: BOT_ACTOR, kind: 'leak', seat: 5 });
    game.ok({ type: 'resolveFlag', by: JUDGE, flagId: game.state.flags![0]!.id, confirm: true });
    expect(game.seatInfo(5).fouls).toBe(1);
  });
});
