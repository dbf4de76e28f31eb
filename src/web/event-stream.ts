import type { FastifyReply } from 'fastify';
import type { LiveFrame } from './live-frame.ts';
import type { LiveHub } from './live-hub.ts';

/** How often an idle stream says it is alive (proxies close silent connections). */
const KEEPALIVE_MS = 15_000;

/** The event of a frame for one kind of page, serialized once for every stream that sends it. */
const serialized = new WeakMap<LiveFrame, Partial<Record<'live' | 'overlay', string>>>();

function eventOf(frame: LiveFrame, view: 'live' | 'overlay'): string {
  const cache = serialized.get(frame) ?? {};
  serialized.set(frame, cache);
  return (cache[view] ??= `event: frame\ndata: ${JSON.stringify({
    version: frame.version,
    ended: frame.ended,
    now: frame.now,
    html: frame[view],
  })}\n\n`);
}

/**
 * One Server-Sent Events stream of a game: its current frame, then a frame per save that
 * changed what spectators see, each `delaySeconds` late (the overlay's delay is kept by the
 * server, so an early frame never reaches the stream's browser).
 */
export async function streamGame(
  reply: FastifyReply,
  hub: LiveHub,
  stream: { gameId: string; view: 'live' | 'overlay'; delaySeconds: number },
): Promise<void> {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const timers = new Set<NodeJS.Timeout>();
  const send = (frame: LiveFrame) => {
    if (stream.delaySeconds === 0) return void raw.write(eventOf(frame, stream.view));
    const timer = setTimeout(() => {
      timers.delete(timer);
      raw.write(eventOf(frame, stream.view));
    }, stream.delaySeconds * 1000);
    timers.add(timer);
  };
  const unfollow = hub.follow(stream.gameId, send);
  const keepalive = setInterval(() => raw.write(': keep-alive\n\n'), KEEPALIVE_MS);
  raw.on('close', () => {
    unfollow();
    clearInterval(keepalive);
    for (const timer of timers) clearTimeout(timer);
  });
  raw.write('retry: 1000\n\n');
  const current = await hub.current(stream.gameId).catch(() => undefined);
  if (current) send(current);
}
