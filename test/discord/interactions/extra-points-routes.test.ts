import { describe, expect, it } from 'vitest';
import {
  extraPointsSeat,
  onExtraForm,
  onExtraPointsClick,
  openExtraForm,
} from '../../../src/discord/interactions/extra-points-routes.ts';
import { resolveControl } from '../../../src/engine/index.ts';
import { JUDGE_PANEL_ID } from '../../../src/engine/rules/judge/panel-state.ts';
import {
  decideTournament,
  gameExtras,
  type TournamentCommand,
  type TournamentState,
} from '../../../src/tournament/domain/index.ts';
import { JUDGE, TestGame } from '../../../harness/engine-game.ts';
import {
  CHIEF,
  CONTEXT,
  ok,
  openTables,
  player,
  redWinAt,
  withPlayers,
} from '../../tournament/tournament-fixtures.ts';

/** The tournament service's two calls the route makes, over the pure domain (one place decides). */
class DomainTournaments {
  readonly commands: TournamentCommand[] = [];
  state: TournamentState;
  constructor(state: TournamentState) {
    this.state = state;
  }
  act(_guildId: string, command: TournamentCommand) {
    this.commands.push(command);
    const decision = decideTournament(this.state, command, CONTEXT);
    if (!decision.ok) return Promise.resolve({ ok: false as const, error: decision.error });
    this.state = decision.state;
    return Promise.resolve({ ok: true as const, document: {} as never });
  }
  extrasOfGame(_guildId: string, gameId: string) {
    return Promise.resolve(gameExtras(this.state, gameId));
  }
}

/** Table 1's game r1t1, judged by the game's judge, played and counted; the game ended. */
function setting() {
  let state = ok(withPlayers(20), { type: 'setTable', by: CHIEF, table: 1, judgeId: JUDGE.userId });
  state = openTables(ok(state, { type: 'startRound', by: CHIEF }));
  state = ok(state, { type: 'recordResult', game: redWinAt(state, 'r1t1') });
  const game = TestGame.started('classic', 10);
  for (const id of ['end', 'confirm.end']) {
    const resolved = resolveControl(game, JUDGE_PANEL_ID, id, [], JUDGE, () => '');
    if (resolved.ok) game.ok(resolved.command as never);
  }
  const document = {
    meta: { guildId: 'G1', locale: 'en' },
    state: { ...game.state, gameId: 'r1t1' },
  };
  const orchestrator = { read: () => Promise.resolve(document as never) };
  return { tournaments: new DomainTournaments(state), orchestrator };
}

/** The form the seat's button opens, as Discord receives it. */
async function formOf(seat: number) {
  let modal: { custom_id: string; title: string; components: unknown[] } | undefined;
  const click = {
    showModal: (built: { toJSON(): never }) => ((modal = built.toJSON()), Promise.resolve()),
  };
  await openExtraForm(click as never, 'r1t1', seat, 'ru');
  return modal!;
}

function submit(customId: string, userId: string, value: string, reason = 'sharp') {
  const seen = { replies: [] as string[], updates: [] as string[] };
  const interaction = {
    customId,
    user: { id: userId, displayName: 'Judge' },
    fields: { getTextInputValue: (id: string) => (id === 'value' ? value : reason) },
    isFromMessage: () => true,
    reply: (body: { content: string }) => (seen.replies.push(body.content), Promise.resolve()),
    update: (body: unknown) => (seen.updates.push(JSON.stringify(body)), Promise.resolve()),
  };
  return { interaction: interaction as never, seen };
}

describe('TOUR-EXTRA-PANEL: the extra points form of the judge panel', () => {
  it('TOUR-EXTRA-PANEL GIVEN the ended game panel WHEN the judge clicks #3 THEN a form opens within Discord limits (title, labels ≤ 45, custom id ≤ 100)', async () => {
    expect(extraPointsSeat({ screenId: JUDGE_PANEL_ID, controlId: 'extra.3' })).toBe(3);
    expect(extraPointsSeat({ screenId: JUDGE_PANEL_ID, controlId: 'seat.3' })).toBeUndefined();
    const modal = await formOf(3);
    expect(modal.custom_id.length).toBeLessThanOrEqual(100);
    expect(modal.title.length).toBeLessThanOrEqual(45);
    const labels = JSON.stringify(modal.components).match(/"label":"[^"]*"/g)!;
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label.length - '"label":""'.length).toBeLessThanOrEqual(45);
  });

  it('TOUR-EXTRA-PANEL GIVEN the form WHEN the judge sends "0,3" THEN the tournament command gets it and the panel shows +0.30 for #3; sent again with 0.1 it changes', async () => {
    const deps = setting();
    const { custom_id } = await formOf(3);
    const first = submit(custom_id, JUDGE.userId, '0,3');
    await onExtraForm(deps, first.interaction, 'en');
    expect(first.seen.replies).toEqual([]);
    expect(deps.tournaments.commands[0]).toMatchObject({
      type: 'extraPoints',
      gameId: 'r1t1',
      seat: 3,
      points: '0,3',
      reason: 'sharp',
      by: { userId: JUDGE.userId },
    });
    expect(deps.tournaments.state.extras).toMatchObject([{ gameId: 'r1t1', seat: 3, points: 30 }]);
    expect(first.seen.updates[0]).toContain('+0.30');
    const again = submit(custom_id, JUDGE.userId, '0.1');
    await onExtraForm(deps, again.interaction, 'en');
    expect(deps.tournaments.state.extras).toMatchObject([{ seat: 3, points: 10 }]);
    expect(again.seen.updates[0]).toContain('+0.10');
  });

  it('TOUR-EXTRA-PANEL GIVEN the form WHEN the value is off the step, out of range, or sent by a player THEN the localized refusal answers and nothing changes', async () => {
    const deps = setting();
    const { custom_id } = await formOf(3);
    for (const [userId, value, words] of [
      [JUDGE.userId, '0.33', /0[.,]05/],
      [JUDGE.userId, '5', /0[.,]7/],
      [JUDGE.userId, 'abc', /./],
      [player(1).userId, '0.3', /judge/i],
    ] as const) {
      const sent = submit(custom_id, userId, value);
      await onExtraForm(deps, sent.interaction, 'en');
      expect(sent.seen.replies).toHaveLength(1);
      expect(sent.seen.replies[0]).toMatch(words);
      expect(sent.seen.updates).toEqual([]);
    }
    expect(deps.tournaments.state.extras).toEqual([]);
  });

  it('TOUR-EXTRA-PANEL GIVEN a seat button of a game the tournament no longer has WHEN clicked THEN a clear refusal and no form; a live one opens the form', async () => {
    const deps = setting();
    const seen = { replies: [] as string[], modals: 0 };
    const click = {
      reply: (body: { content: string }) => (seen.replies.push(body.content), Promise.resolve()),
      showModal: () => ((seen.modals += 1), Promise.resolve()),
    };
    await onExtraPointsClick(deps, click as never, { gameId: 'gone', seat: 3 }, 'en');
    expect(seen).toEqual({ replies: [expect.stringMatching(/tournament/i)], modals: 0 });
    await onExtraPointsClick(deps, click as never, { gameId: 'r1t1', seat: 3 }, 'en');
    expect(seen.modals).toBe(1);
  });

  it('TOUR-EXTRA-PANEL GIVEN a form of a game the tournament no longer has WHEN sent THEN a clear refusal, nothing changes', async () => {
    const deps = setting();
    const stale = submit('xp|gone|3', JUDGE.userId, '0.3');
    await onExtraForm(deps, stale.interaction, 'ru');
    expect(stale.seen.replies).toHaveLength(1);
    expect(stale.seen.updates).toEqual([]);
    expect(deps.tournaments.state.extras).toEqual([]);
  });
});
