import { describe, expect, it } from 'vitest';
import {
  disconnectGraceMs,
  handOverInbox,
  inboxContents,
  inboxOwner,
  missedInPublic,
  namesNoRole,
  outOfTurnThresholdMs,
  screenKind,
  voiceWatch,
  type GameEvent,
  type Screen,
} from '../../src/engine/index.ts';
import { forumVote } from './forum-fixtures.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';

type Notice = Extract<GameEvent, { type: 'notice' }>;

const notices = (events: GameEvent[]): Notice[] =>
  events.filter((event): event is Notice => event.type === 'notice');

describe('what a notice is: a typed purpose on the event, never its text', () => {
  it('GIVEN a forum deal and the end of the game WHEN the engine emits them THEN every role card says roleCard and the report says report', () => {
    const game = TestGame.lobby('forum', 11);
    const cards = notices(game.deal().ok ? game.last : []).filter(
      (notice) => notice.to.kind === 'seat',
    );
    expect(cards).toHaveLength(11);
    expect(cards.every((notice) => notice.purpose === 'roleCard')).toBe(true);
    game.ok({ type: 'end', by: JUDGE });
    const report = notices(game.last).filter((notice) => notice.purpose === 'report');
    expect(report.map((notice) => notice.lines[0]?.key)).toEqual(['game.report']);
  });

  it('GIVEN a role card, a judge notice and a night result that missed their DMs WHEN the channel may name the recipient THEN only the role card and the judge notice allow it (role secrecy)', () => {
    const card: Notice = {
      type: 'notice',
      id: '1.0',
      to: { kind: 'seat', seat: 1 },
      tone: 'info',
      lines: [{ key: 'error.closed', params: {} }],
      purpose: 'roleCard',
    };
    expect(namesNoRole(card)).toBe(true);
    expect(namesNoRole({ ...card, to: { kind: 'judge' }, purpose: 'other' })).toBe(true);
    expect(namesNoRole({ ...card, purpose: 'nightResult' })).toBe(false);
  });
});

describe('what a screen is: a typed purpose set where the engine builds it, never its title', () => {
  const kinds = (list: Screen[]) => Object.fromEntries(list.map((s) => [s.id, screenKind(s)]));

  it("GIVEN a forum day, night and duel WHEN the engine builds the screens THEN the seat prompts and the mafia kill menu are night prompts, the duellists' prompts duel prompts, the public screens nothing special", () => {
    // forum canonical deal, 11 players: 1–2 Mafiosi, 3 Detective, 4 Doctor, 5–11 Civilians.
    const game = TestGame.started('forum', 11);
    expect(kinds(game.screens())).toEqual({ 'table~1': 'other', 'fvote.1': 'other' });
    game.fire();
    expect(kinds(game.screens())).toMatchObject({
      'night.1': 'other',
      'night.1.mafia': 'nightPrompt',
      'night.1.3': 'nightPrompt',
      'night.1.4': 'nightPrompt',
    });
    game.night([]);
    forumVote(game, { 1: 5, 2: 6 });
    game.fire();
    const duel = game.screens().filter((screen) => screen.to.kind === 'seat');
    expect(duel.map((screen) => screenKind(screen))).toEqual(['duelPrompt', 'duelPrompt']);
  });

  it('GIVEN a screen titled like a night prompt but built without a purpose WHEN asked what it is THEN it is nothing special (the title text decides nothing)', () => {
    const game = TestGame.started('forum', 11);
    game.fire();
    const { purpose: _purpose, ...untyped } = game.screens().find((s) => s.id === 'night.1.3')!;
    expect(untyped.title.key).toBe('night.prompt.title');
    expect(screenKind(untyped)).toBe('other');
  });
});

describe('FORUM-SEAT-HISTORY: (D46): a replaced seat hands on its messages, not the personal ones', () => {
  const seatNotice = (id: string, purpose: Notice['purpose']): Notice => ({
    type: 'notice',
    id,
    to: { kind: 'seat', seat: 3 },
    tone: 'info',
    lines: [{ key: 'error.closed', params: {} }],
    purpose,
  });

  it('GIVEN an inbox with a night result and a personal reminder WHEN the seat changes hands THEN the substitute gets the result alone and the old account keeps nothing', () => {
    const inbox = { old: [seatNotice('1.0', 'nightResult'), seatNotice('1.1', 'personal')] };
    const next = handOverInbox(inbox, 3, 'old', 'new');
    expect(next).toEqual({ new: [seatNotice('1.0', 'nightResult')] });
  });

  it("GIVEN a seat's notice that missed the old holder WHEN it is kept THEN it goes to the holder now, unless it is personal", () => {
    const game = TestGame.started('forum', 11);
    const holder = game.seatInfo(3).userId;
    expect(inboxOwner(game.state, 'old', seatNotice('1.0', 'nightResult'))).toBe(holder);
    expect(inboxOwner(game.state, 'old', seatNotice('1.1', 'personal'))).toBeUndefined();
    expect(inboxOwner(game.state, holder, seatNotice('1.1', 'personal'))).toBe(holder);
  });

  it('GIVEN a player and the judge WHEN they open their inbox THEN the player sees his card and kept messages, the judge every role', () => {
    const game = TestGame.started('forum', 11);
    const player = game.seatInfo(3).userId;
    const kept = seatNotice('1.0', 'nightResult');
    const mine = inboxContents(game, { [player]: [kept] }, player);
    expect(mine.texts.map((line) => line.key)).toEqual(['role.card', 'error.closed']);
    const judge = inboxContents(game, undefined, JUDGE.userId);
    expect(judge.texts.map((line) => line.key)).toEqual(['judge.roles']);
  });
});

describe('FLAG-POLICY, FLAG-DISCONNECT, FLAG-OUT-OF-TURN: voice: the grace, the threshold and who holds the floor are the engine’s', () => {
  it('GIVEN FLAG-DISCONNECT (D33) "60 seconds" and FLAG-OUT-OF-TURN WHEN the voice layer asks THEN the grace is 60 s scaled by the time scale, the out-of-turn threshold 1.5 s unscaled', () => {
    expect(disconnectGraceMs({ timeScale: 1 })).toBe(60_000);
    expect(disconnectGraceMs({ timeScale: 0.02 })).toBe(1_200);
    expect(outOfTurnThresholdMs({ timeScale: 0.02 })).toBe(1_500);
  });

  it('GIVEN a day speech in detect mode WHEN the voice layer watches THEN the speaker holds the floor, the living are watched, and a pause stops both', () => {
    const game = TestGame.started('classic', 10, { floorControl: 'detect' });
    const watch = voiceWatch(game.state);
    expect(watch).toMatchObject({
      presence: true,
      outOfTurn: true,
      floor: game.seatInfo(1).userId,
    });
    expect(watch.players).toHaveLength(10);
    game.ok({ type: 'pause', by: JUDGE });
    expect(voiceWatch(game.state)).toMatchObject({ presence: false, outOfTurn: false });
  });
});

describe('FAIR-NO-LEAKS: what the channel may say of a missed private message when the judge can be told only there', () => {
  it('GIVEN a running classic game WHEN a role card misses THEN the channel may say so without a name; WHEN a night prompt, a check result or another private message misses THEN nothing may be said until the end', () => {
    const game = TestGame.started('classic', 10);
    expect(missedInPublic(game.state, 'roleCard')).toBe('anonymous');
    for (const kind of ['nightPrompt', 'nightResult', 'duelPrompt', 'other'] as const)
      expect(missedInPublic(game.state, kind)).toBe('held');
  });

  it('GIVEN a game that is over WHEN any miss is told THEN the channel may read it with the name: every role is public', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'end', by: JUDGE });
    for (const kind of ['roleCard', 'nightPrompt', 'nightResult'] as const)
      expect(missedInPublic(game.state, kind)).toBe('named');
  });
});
