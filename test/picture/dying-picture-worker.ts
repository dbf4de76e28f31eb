/** A picture worker that dies at its first request (picture-thread.test.ts). */
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => process.exit(3));
