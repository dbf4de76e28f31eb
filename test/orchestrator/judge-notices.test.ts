import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../src/i18n/index.ts';
import type { JudgeNotice } from '../../src/orchestrator/ports.ts';
import type { GameStore } from '../../src/store/game-store.ts';
import { Environment, JUDGE, playerId, STORES } from './environment.ts';
import { playClassicGame } from './script.ts';

/** The judge's notices of private messages that missed their player. */
type Undelivered = Extract<JudgeNotice, { key: 'judge.undelivered' }>;

function undelivered(env: Environment) {
  return env.table.judgeNotices.filter(
    (entry): entry is { key: string; notice: Undelivered; inPublic: JudgeNotice } =>
      entry.notice.key === 'judge.undelivered',
  );
}

const ANONYMOUS: JudgeNotice = { key: 'judge.undeliveredSomeone', params: {} };

describe('issue 11, defect 6: the judge is told whose private message failed, and what it was', () => {
  let store: GameStore;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ store, dispose } = await STORES[1]!.open());
  });

  afterEach(async () => {
    await dispose();
  });

  it("GIVEN a Sheriff's check result Discord refuses WHEN the judge is told THEN he learns the Sheriff's seat and that it was a night result, the channel fallback names nobody, and the result waits in the Sheriff's inbox", async () => {
    const env = new Environment(store);
    env.table.failNoticeKey = 'night.result.check';
    const { gameId, summary } = await playClassicGame(env);
    expect(summary.result).toBeDefined();
    const document = (await env.orchestrator.read(gameId))!;
    const sheriff = document.state.seats.find((seat) => seat.role === 'SHERIFF')!;
    expect(undelivered(env).map((entry) => entry.notice.params)).toEqual([
      { userId: sheriff.userId, seat: sheriff.seat, kind: 'nightResult', reason: 'failed' },
    ]);
    expect(undelivered(env).map((entry) => entry.inPublic)).toEqual([ANONYMOUS]);
    expect(
      env.table.judgeNotices.filter((entry) => entry.notice.key === 'judge.effectFailed'),
    ).toEqual([]);
    const inbox = document.inbox?.[sheriff.userId] ?? [];
    expect(inbox.map((notice) => notice.lines[0]?.key)).toContain('night.result.check');
  });

  it('GIVEN every player with closed DMs WHEN a classic game is played THEN the judge is told once per player of the role card, and of the night prompt and the check result of those who act at night, always anonymous in the fallback', async () => {
    const env = new Environment(store);
    for (let index = 1; index <= 10; index++) env.table.closedDms.add(playerId(index));
    const { gameId } = await playClassicGame(env);
    const document = (await env.orchestrator.read(gameId))!;
    const told = undelivered(env).map((entry) => entry.notice.params);
    const kindsOf = (userId: string) =>
      told.filter((params) => params.userId === userId).map((params) => params.kind);
    for (const seat of document.state.seats) {
      expect(kindsOf(seat.userId).filter((kind) => kind === 'roleCard')).toHaveLength(1);
      const first = told.find((params) => params.userId === seat.userId);
      expect(first).toMatchObject({ seat: seat.seat, reason: 'dmClosed' });
    }
    const sheriff = document.state.seats.find((seat) => seat.role === 'SHERIFF')!;
    expect(kindsOf(sheriff.userId)).toEqual(
      expect.arrayContaining(['roleCard', 'nightPrompt', 'nightResult']),
    );
    // Once per player and kind, though the prompt failed every night.
    expect(new Set(told.map((p) => `${p.userId}:${p.kind}`)).size).toBe(told.length);
    expect(kindsOf(JUDGE)).toEqual([]);
    const fallbacks = undelivered(env).map((entry) => entry.inPublic);
    expect(fallbacks).toEqual(fallbacks.map(() => ANONYMOUS));
  });

  for (const locale of ['ru', 'en'] as const) {
    it(`GIVEN a missed night prompt WHEN it is worded in ${locale} THEN the judge reads the seat, the player, the kind and the button to use; the public version names nobody`, () => {
      const button = render(locale, { key: 'ui.openInbox', params: {} });
      const text = render(locale, {
        key: 'judge.undelivered',
        params: { userId: playerId(3), seat: 3, kind: 'nightPrompt', reason: 'dmClosed' },
      });
      expect(text).toContain(`<@${playerId(3)}>`);
      expect(text).toContain('#3');
      expect(text).toContain(button);
      expect(text).toMatch(locale === 'en' ? /night move prompt/ : /ночной запрос хода/);
      const anonymous = render(locale, ANONYMOUS);
      expect(anonymous).toContain(button);
      expect(anonymous).not.toMatch(/<@|#\d/);
    });
  }
});
