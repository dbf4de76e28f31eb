import { Worker } from 'node:worker_threads';
import type { TableView } from '../engine/index.ts';
import { captionClock } from './table-layout.ts';
import type { PictureOptions } from './table-picture.ts';

/** What the main thread asks of the picture worker (picture-worker.ts), and what comes back. */
export interface DrawRequest {
  id: number;
  view: TableView;
  options: PictureOptions;
}
export type DrawAnswer = { id: number; png?: Uint8Array } | { id: number; error: string };

/** A drawing takes ~50 ms; one that has not come back by then is taken for a stuck worker. */
const DRAW_TIMEOUT_MS = 10_000;
/** The last pictures drawn, by what they show (~100 KB each). */
const CACHE_SIZE = 32;

/**
 * The worker's own file beside this one: picture-worker.ts when the bot runs from src/ (Node's
 * type stripping), picture-worker.js from the build (dist/).
 */
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './picture-worker.ts' : './picture-worker.js',
  import.meta.url,
);

interface Waiting {
  resolve(png: Buffer | undefined): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Draws the pictures of the table off the event loop: one long-lived worker thread, started at
 * the first picture (an idle bot never loads Skia) and unref'd while it has nothing to draw, so
 * it never keeps a stopped process alive. The picture is a pure function of the view, the language and the clock in its caption,
 * so the last pictures are kept by those and a repeated `/mafia status` of an unchanged game,
 * or a second one while the first is being drawn, costs no drawing.
 */
export class PictureThread {
  #worker: Worker | undefined;
  readonly #waiting = new Map<number, Waiting>();
  /** Pictures drawn or being drawn, oldest first (a Map keeps the order of insertion). */
  readonly #pictures = new Map<string, Promise<Buffer | undefined>>();
  #nextId = 0;
  /** How many drawings were asked of the worker (the cache's tests count them). */
  drawings = 0;

  readonly #file: URL;

  /** `file`: the worker's script (a test gives one that fails). */
  constructor(file: URL = WORKER_FILE) {
    this.#file = file;
  }

  /** The PNG of the table; undefined before the deal and past MAX_PICTURE_SEATS. */
  draw(view: TableView, options: PictureOptions): Promise<Buffer | undefined> {
    const key = JSON.stringify([options.locale, captionClock(view, options.now), view]);
    const known = this.#pictures.get(key);
    if (known) {
      this.#pictures.delete(key);
      this.#pictures.set(key, known);
      return known;
    }
    const drawing = this.#ask(view, options);
    this.#pictures.set(key, drawing);
    // A failed drawing is not kept: the next call tries again.
    drawing.catch(() => this.#pictures.delete(key));
    for (const oldest of this.#pictures.keys()) {
      if (this.#pictures.size <= CACHE_SIZE) break;
      this.#pictures.delete(oldest);
    }
    return drawing;
  }

  /** Stops the worker (the bot's shutdown); a later picture starts a new one. */
  close(): Promise<void> {
    return this.#stop(new Error('the picture thread was closed'));
  }

  async #stop(error: Error): Promise<void> {
    const worker = this.#worker;
    this.#forget(error);
    await worker?.terminate();
  }

  #ask(view: TableView, options: PictureOptions): Promise<Buffer | undefined> {
    const worker = this.#started();
    const id = this.#nextId++;
    this.drawings++;
    return new Promise((resolve, reject) => {
      // Stuck: every drawing waiting on it fails, and the next one starts a fresh worker.
      const stuck = new Error(`no picture from the picture thread in ${DRAW_TIMEOUT_MS} ms`);
      const timer = setTimeout(() => void this.#stop(stuck), DRAW_TIMEOUT_MS);
      timer.unref();
      this.#waiting.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, view, options } satisfies DrawRequest);
    });
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(this.#file);
    worker.on('message', (answer: DrawAnswer) => this.#settle(answer));
    worker.on('error', (error) => this.#forget(error));
    worker.on('exit', (code) => {
      if (this.#worker === worker) this.#forget(new Error(`the picture thread exited (${code})`));
    });
    // After the listeners (a 'message' listener refs the worker's port again); `#ask` refs it
    // while a drawing is awaited.
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  #settle(answer: DrawAnswer): void {
    const waiting = this.#waiting.get(answer.id);
    if (!waiting) return;
    this.#waiting.delete(answer.id);
    clearTimeout(waiting.timer);
    if (this.#waiting.size === 0) this.#worker?.unref();
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else {
      const png = answer.png;
      waiting.resolve(png ? Buffer.from(png.buffer, png.byteOffset, png.byteLength) : undefined);
    }
  }

  /** The worker is gone (it failed, exited or was closed): what waited on it fails. */
  #forget(error: Error): void {
    this.#worker = undefined;
    for (const waiting of this.#waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.#waiting.clear();
  }
}
