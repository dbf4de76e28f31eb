import type { Locale } from './types.ts';
import { WEB as EN } from './phrases/en/web.ts';
import { WEB as RU } from './phrases/ru/web.ts';

/**
 * The words of the public web page (issue 27, src/web); the table's own words (phases, how a
 * player left, the floor) are the picture's (`picture.*`), rendered with `render`.
 */
export interface WebPhrases {
  lang: Locale;
  siteTitle: string;
  live: string;
  liveGames: string;
  noLiveGame: string;
  /** Lobbies not dealt yet, listed apart from the games being played. */
  gathering: string;
  finishedGames: string;
  overlay: string;
  standings: string;
  protocol: string;
  player: string;
  seat: string;
  name: string;
  fouls: string;
  state: string;
  alive: string;
  speaking: string;
  nominated: string;
  left: string;
  paused: string;
  role: string;
  connection: { live: string; lost: string };
  columns: { rank: string; games: string; wins: string; points: string };
  periods: { all: string; year: string; month: string };
  playerFigures: { survived: string; bestMoves: string; checks: string };
  noGames: string;
  result: string;
  timeline: string;
  picture: string;
  verify: {
    title: string;
    button: string;
    explain: string;
    ok: string;
    failed: string;
    unsupported: string;
  };
  tournaments: string;
  /** A tournament's page: the standings as the Discord message gives them, its rounds, its seed. */
  tournament: {
    none: string;
    counted: string;
    columns: {
      total: string;
      win: string;
      extra: string;
      bestMove: string;
      ci: string;
      penalty: string;
    };
    hidden: string;
    removed: string;
    rounds: string;
    round: string;
    table: string;
    notOpened: string;
    seedSha256: string;
    seed: string;
    seedLater: string;
  };
  notFound: string;
  failure: string;
  tooMany: string;
}

const BOOKS: Record<Locale, WebPhrases> = { en: EN, ru: RU };

export function webPhrases(locale: Locale): WebPhrases {
  return BOOKS[locale];
}
