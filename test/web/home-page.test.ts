import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestGame } from '../../harness/engine-game.ts';
import { closeSite, openSite, type Site } from './site-fixture.ts';

let site: Site;
beforeEach(async () => (site = await openSite()));
afterEach(() => closeSite(site));

/** The list under a heading of the home page (up to the next heading). */
function section(body: string, heading: string): string {
  const start = body.indexOf(`<h2>${heading}</h2>`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = body.indexOf('<h2>', start + 1);
  return body.slice(start, end < 0 ? undefined : end);
}

describe('issue 27: the home page tells a game being played from a lobby still gathering players', () => {
  it('GIVEN one game dealt and one lobby WHEN the home page is asked for THEN the lobby is listed as gathering players, not among the games being played', async () => {
    const playing = TestGame.started('classic', 10);
    const lobby = TestGame.lobby('classic', 4);
    lobby.state = { ...lobby.state, gameId: 'game2' };
    await site.saveGame(playing.state);
    await site.saveGame(lobby.state);
    const body = (await site.get(`${site.base}/`)).body;
    const live = section(body, 'Games being played');
    expect(live).toContain(`/live/${playing.state.gameId}`);
    expect(live).not.toContain(lobby.state.gameId);
    expect(section(body, 'Gathering players')).toContain(`/live/${lobby.state.gameId}`);
    // Its live page answers now, for a streamer setting up before the deal.
    expect((await site.get(`${site.base}/live/${lobby.state.gameId}`)).statusCode).toBe(200);
  });

  it('GIVEN only a lobby WHEN the home page is asked for THEN it says no game is being played', async () => {
    await site.saveGame(TestGame.lobby('classic', 4).state);
    const body = (await site.get(`${site.base}/`)).body;
    expect(section(body, 'Games being played')).toContain('No game is being played right now.');
  });
});
