import { subscribe } from 'node:diagnostics_channel';

/**
 * undici's documented diagnostics channel: published once a request, body included, has been
 * written to its socket (https://undici.nodejs.org/#/docs/api/DiagnosticsChannel). Every
 * undici in the process publishes on it by this name (discord.js's REST and Node's fetch).
 */
const BODY_SENT = 'undici:request:bodySent';

/**
 * How long the work may wait for its acknowledgement to leave, at most: a request that is
 * never written (an HTTP client that publishes nothing) must not hold a turn for longer.
 */
const DEPARTURE_CAP_MS = 50;

/** An interaction callback's path: `/api/v10/interactions/<id>/<token>/callback`. */
const CALLBACK_PATH = /\/interactions\/(\d+)\/[^/]+\/callback/;

const waiting = new Map<string, () => void>();
let subscribed = false;

function onBodySent(message: unknown): void {
  const path = (message as { request?: { path?: unknown } }).request?.path;
  const id = typeof path === 'string' ? CALLBACK_PATH.exec(path)?.[1] : undefined;
  if (id) waiting.get(id)?.();
}

/**
 * Sends an interaction's acknowledgement and resolves once it is on the wire (or settled, or
 * after DEPARTURE_CAP_MS). The acknowledgement is asked for before the work, but undici writes
 * it only some event-loop turns later, and until then the work's synchronous stretches (read,
 * decide, save) run first: measured, they held a click's acknowledgement back 0.9 ms at p50,
 * most of what the bot spent beyond a bare bot (issue 13, item 1). Waiting for the write costs
 * the work a fraction of a millisecond, not a round trip to Discord.
 */
export function acknowledge<T>(
  interactionId: string,
  send: () => Promise<T>,
): { acknowledged: Promise<T>; departed: Promise<void> } {
  if (!subscribed) {
    subscribe(BODY_SENT, onBodySent);
    subscribed = true;
  }
  let depart = () => {};
  const departed = new Promise<void>((resolve) => (depart = resolve));
  const cap = setTimeout(() => depart(), DEPARTURE_CAP_MS);
  waiting.set(interactionId, () => depart());
  void departed.then(() => {
    clearTimeout(cap);
    waiting.delete(interactionId);
  });
  const acknowledged = send();
  acknowledged.then(
    () => depart(),
    () => depart(),
  );
  return { acknowledged, departed };
}
