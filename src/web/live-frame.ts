import { spectatorView } from '../engine/index.ts';
import type { GameDocument } from '../orchestrator/document.ts';
import { liveTable, overlayTable, type TableFacts } from './pages/table.ts';

/** One moment of a game as spectators get it: rendered once per save, sent to every stream. */
export interface LiveFrame {
  gameId: string;
  guildId: string;
  version: number;
  ended: boolean;
  /** The live page's table and the overlay's, both from the spectator's view alone. */
  live: string;
  overlay: string;
  /** The speaker's seat, if any (for the page's own announcements). */
  speaker?: number;
  /** The server's clock when it was made (the browser's countdown corrects its own by it). */
  now: number;
  /** The spectator's view as JSON: two frames with the same facts are the same frame. */
  facts: string;
}

export function tableFacts(document: GameDocument, now: number): TableFacts {
  return { view: spectatorView(document.state), locale: document.meta.locale, now };
}

export function liveFrame(document: GameDocument, version: number, now: number): LiveFrame {
  const facts = tableFacts(document, now);
  return {
    gameId: document.state.gameId,
    guildId: document.meta.guildId,
    version,
    ended: facts.view.phase === 'ended',
    live: liveTable(facts).value,
    overlay: overlayTable(facts).value,
    ...(facts.view.floor ? { speaker: facts.view.floor.seat } : {}),
    now,
    facts: JSON.stringify(facts.view),
  };
}

/** What streams compare: a save that changed nothing a spectator sees sends nothing. */
export function sameForSpectators(a: LiveFrame | undefined, b: LiveFrame): boolean {
  return a !== undefined && a.facts === b.facts;
}
