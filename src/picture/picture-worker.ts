/**
 * The thread the pictures of the table are drawn in (picture-thread.ts starts it): Skia draws
 * and encodes a PNG in tens of milliseconds of CPU, which on the bot's main thread would hold
 * up every game's timers and every other interaction's acknowledgement (issue 23, defect 4).
 * One request at a time, in order; a failed drawing is answered with its message, not thrown.
 */
import { parentPort } from 'node:worker_threads';
import type { DrawAnswer, DrawRequest } from './picture-thread.ts';
import { tablePicture } from './table-picture.ts';

async function answer(request: DrawRequest): Promise<DrawAnswer> {
  try {
    const png = await tablePicture(request.view, request.options);
    return { id: request.id, png };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: DrawRequest) => {
  void answer(request).then((reply) => parentPort?.postMessage(reply));
});
