import type { FastifyInstance } from 'fastify';
import { finalTableView } from '../engine/index.ts';
import type { GameRecord } from '../store/game-store.ts';
import type { PictureThread } from '../picture/picture-thread.ts';
import { buildProtocol } from '../protocol/index.ts';
import { inPeriod, monthOf, playerStats, standings } from '../season/rating.ts';
import { streamGame } from './event-stream.ts';
import { tableFacts } from './live-frame.ts';
import type { LiveHub } from './live-hub.ts';
import type { Lookup } from './lookup.ts';
import { homePage, livePage, overlayPage } from './pages/live.ts';
import { playerPage, protocolPage, standingsPage } from './pages/records.ts';
import { tournamentPage } from './pages/tournament.ts';
import { tournamentPageOf } from '../tournament/service/page-view.ts';
import {
  NotFound,
  overlayQuery,
  parsed,
  playerParams,
  standingsQuery,
  streamQuery,
} from './params.ts';

export interface RouteDependencies {
  lookup: Lookup;
  hub: LiveHub;
  pictures: PictureThread;
}

const HTML = 'text/html; charset=utf-8';
const when = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/** Only reads: no route of the site changes a game, a setting or a season (issue 27). */
export function registerRoutes(app: FastifyInstance, deps: RouteDependencies): void {
  registerLiveRoutes(app, deps);
  registerSeasonRoutes(app, deps);
  registerProtocolRoutes(app, deps);
}

/** The home page, the live table, the overlay and their event stream. */
function registerLiveRoutes(app: FastifyInstance, { lookup, hub }: RouteDependencies): void {
  app.get('/g/:guildId/:slug/', async (request, reply) => {
    const site = await lookup.site(request);
    const { playing, gathering } = await lookup.runningGames(site.guildId);
    const running = (records: GameRecord[]) =>
      records.map((record) => ({
        gameId: record.gameId,
        label: `${record.gameId} · ${when(record.updatedAt)}`,
      }));
    const finished = (await lookup.season(site.guildId))
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, 30)
      .map((game) => ({ gameId: game.gameId, label: `${game.gameId} · ${when(game.createdAt)}` }));
    return reply
      .type(HTML)
      .send(homePage(site, { playing: running(playing), gathering: running(gathering), finished }));
  });
  app.get('/g/:guildId/:slug/live/:gameId', async (request, reply) => {
    const { site, record, document } = await lookup.game(request);
    const frame = await hub.current(record.gameId);
    if (!frame) throw new NotFound();
    return reply.type(HTML).send(livePage(site, frame, document.meta.locale));
  });
  app.get('/g/:guildId/:slug/overlay/:gameId', async (request, reply) => {
    const { site, record, document } = await lookup.game(request);
    const { delay } = parsed(overlayQuery, request.query);
    return reply.type(HTML).send(overlayPage(site, record.gameId, delay, document.meta.locale));
  });
  app.get('/g/:guildId/:slug/live/:gameId/events', async (request, reply) => {
    const { record } = await lookup.game(request);
    const { view, delay } = parsed(streamQuery, request.query);
    await streamGame(reply, hub, { gameId: record.gameId, view, delaySeconds: delay });
  });
}

/** The season's standings, a player's page (src/season) and the tournament's page. */
function registerSeasonRoutes(app: FastifyInstance, { lookup }: RouteDependencies): void {
  app.get('/g/:guildId/:slug/standings', async (request, reply) => {
    const site = await lookup.site(request);
    const { period, preset } = parsed(standingsQuery, request.query);
    const now = Date.now();
    const games = (await lookup.season(site.guildId)).filter((game) =>
      inPeriod(monthOf(game.createdAt), period, now),
    );
    return reply.type(HTML).send(standingsPage(site, period, standings(games, preset)));
  });
  app.get('/g/:guildId/:slug/player/:userId', async (request, reply) => {
    const site = await lookup.site(request);
    const { userId } = parsed(playerParams, request.params);
    const games = await lookup.season(site.guildId);
    const lines = games.flatMap((game) => game.players).filter((line) => line.userId === userId);
    const name = lines.at(-1)?.name;
    if (name === undefined) throw new NotFound();
    return reply.type(HTML).send(playerPage(site, name, playerStats(games, userId)));
  });
  app.get('/g/:guildId/:slug/tournament', async (request, reply) => {
    const site = await lookup.site(request);
    const document = await lookup.tournament(site.guildId);
    const view = document ? tournamentPageOf(document.tournament) : undefined;
    return reply.type(HTML).send(tournamentPage(site, view));
  });
}

/** A finished game: its protocol page, the protocol file and the picture of the final table. */
function registerProtocolRoutes(app: FastifyInstance, deps: RouteDependencies): void {
  const { lookup } = deps;
  app.get('/g/:guildId/:slug/game/:gameId', async (request, reply) => {
    const { site, document } = await lookup.endedGame(request);
    const facts = tableFacts(document, Date.now());
    return reply.type(HTML).send(protocolPage(site, document.state, facts));
  });
  app.get('/g/:guildId/:slug/game/:gameId/protocol.json', async (request, reply) => {
    const { site, document } = await lookup.endedGame(request);
    const protocol = buildProtocol(document.state, { guildId: site.guildId });
    if (!protocol) throw new NotFound();
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(protocol, null, 2));
  });
  app.get('/g/:guildId/:slug/game/:gameId/picture.png', async (request, reply) => {
    const { document } = await lookup.endedGame(request);
    const view = finalTableView(document.state);
    const png = await deps.pictures.draw(view, { locale: document.meta.locale, now: Date.now() });
    if (!png) throw new NotFound();
    return reply.type('image/png').send(Buffer.from(png));
  });
}
