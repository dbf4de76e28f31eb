/**
 * The Discord edge as a process of its own (edge-process.ts starts it):
 * `node packages/fake-discord/src/edge-main.ts <fake origin> <requests per second | off>`.
 * It tells its parent its port, and answers a `report` message with what its limit counted.
 */
import { DiscordEdge } from './edge-server.ts';
import type { EdgeMessage } from './edge-process.ts';

const [target = '', perSecond = '50'] = process.argv.slice(2);
const edge = new DiscordEdge(target, perSecond === 'off' ? false : Number(perSecond));
const port = await edge.listen();

const send = (message: EdgeMessage) => process.send?.(message);
send({ type: 'listening', port });
process.on('message', (message: EdgeMessage) => {
  if (message.type === 'report') send({ type: 'report', snapshot: edge.limit.snapshot() });
});
// The parent's end is the edge's end: a test or bench that dies leaves no edge behind.
process.on('disconnect', () => {
  void edge.close().finally(() => process.exit(0));
});
