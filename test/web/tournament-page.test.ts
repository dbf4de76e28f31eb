import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixed, signed } from '../../src/i18n/tournament-texts.ts';
import { formatters } from '../../src/i18n/index.ts';
import type { TournamentState } from '../../src/tournament/domain/index.ts';
import {
  TOURNAMENT_DOCUMENT_VERSION,
  toTournamentRecord,
} from '../../src/tournament/service/document.ts';
import { tournamentPageOf } from '../../src/tournament/service/page-view.ts';
import { tournamentPage } from '../../src/web/pages/tournament.ts';
import {
  CHIEF,
  SEED,
  ok,
  openTables,
  playRound,
  redWinAt,
  withPlayers,
} from '../tournament/tournament-fixtures.ts';
import { GUILD, closeSite, openSite, type Site } from './site-fixture.ts';

let site: Site;
beforeEach(async () => (site = await openSite()));
afterEach(() => closeSite(site));

const en = formatters('en');

/** Round 1 played, round 2 under way: table 1's game counted, table 2's opened; extra points given. */
function midway(): TournamentState {
  let state = playRound(ok(withPlayers(20), { type: 'startRound', by: CHIEF }));
  state = ok(state, {
    type: 'extraPoints',
    by: CHIEF,
    gameId: 'r1t1',
    seat: 2,
    points: 0.35,
    reason: 'sharp defence',
  });
  state = openTables(ok(state, { type: 'startRound', by: CHIEF }));
  return ok(state, { type: 'recordResult', game: redWinAt(state, 'r2t1') });
}

async function saveTournament(state: TournamentState, version = 1): Promise<void> {
  const document = {
    documentVersion: TOURNAMENT_DOCUMENT_VERSION,
    version,
    guildId: GUILD,
    channelId: '300000000000000002',
    locale: 'en' as const,
    tournament: state,
  };
  expect((await site.store.saveTournament(toTournamentRecord(document))).ok).toBe(true);
}

describe('issue 27: a tournament’s page shows what its Discord standings show, its rounds and its seed’s check', () => {
  it('GIVEN a tournament under way WHEN its page is asked for THEN the standings’ figures are the standings message’s, each table links to its game’s live page or protocol, and only the seed’s SHA-256 is shown (TOUR-SEED-COMMIT)', async () => {
    const state = midway();
    await saveTournament(state);
    const reply = await site.get(`${site.base}/tournament`);
    expect(reply.statusCode).toBe(200);
    const cells = reply.body.replace(/\s+/g, ' ').replace(/ ?([<>]) ?/g, '$1');
    for (const row of tournamentPageOf(state).standings.rows) {
      const figures = [row.total, row.win].map((value) => `<td>${fixed(en, value)}</td>`);
      expect(cells).toContain(
        `<td>${row.rank}</td><th scope="row">${row.name}</th>${figures.join('')}`,
      );
    }
    expect(reply.body).toContain(`<td>${signed(en, 0.35)}</td>`);
    expect(reply.body).toContain(`${site.base}/game/r1t1`);
    expect(reply.body).toContain(`${site.base}/game/r2t1`);
    expect(reply.body).toContain(`${site.base}/live/r2t2`);
    expect(reply.body).toContain(state.seedSha256);
    expect(reply.body).not.toContain(SEED);
    expect(reply.body).toContain('http-equiv="refresh"');
  });

  it('GIVEN the last round over WHEN its page is asked for THEN the seed is shown beside its SHA-256', async () => {
    const over = playRound(
      ok(playRound(ok(withPlayers(20), { type: 'startRound', by: CHIEF })), {
        type: 'startRound',
        by: CHIEF,
      }),
    );
    await saveTournament(over);
    const body = (await site.get(`${site.base}/tournament`)).body;
    expect(body).toContain(`<code>${SEED}</code>`);
    expect(body).not.toContain('http-equiv="refresh"');
  });

  it('GIVEN no tournament WHEN its page is asked for THEN a page saying so; AND the old link after a rotation is 404', async () => {
    const reply = await site.get(`${site.base}/tournament`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('There is no tournament on this server.');
    await saveTournament(midway());
    expect((await site.get(`/g/${GUILD}/${'x'.repeat(22)}/tournament`)).statusCode).toBe(404);
  });
});

describe('issue 27: the tournament page shows no figure its view hides', () => {
  it('GIVEN the judges’ extra points hidden by the standings view (finals, before the end) WHEN the page renders THEN it says "hidden" where they were and shows neither them nor a total holding them', () => {
    const view = tournamentPageOf(midway());
    const given = view.standings.rows.find((row) => row.extra !== null && row.extra !== 0)!;
    const hidden = {
      ...view,
      standings: {
        ...view.standings,
        rows: view.standings.rows.map((row) => ({
          ...row,
          extra: null,
          total: row.total - (row.extra ?? 0),
        })),
      },
    };
    const siteOf = { guildId: GUILD, locale: 'en' as const, base: '/g/x/y' };
    const shown = tournamentPage(siteOf, view);
    const body = tournamentPage(siteOf, hidden);
    expect(shown).toContain(`<td>${signed(en, given.extra!)}</td>`);
    expect(shown).toContain(`<td>${fixed(en, given.total)}</td>`);
    expect(body).not.toContain(signed(en, given.extra!));
    expect(body).not.toContain(`<td>${fixed(en, given.total)}</td>`);
    expect(body).toContain(`<td>${fixed(en, given.total - given.extra!)}</td>`);
    expect(body.match(/<td>hidden<\/td>/g)).toHaveLength(view.standings.rows.length);
  });
});
