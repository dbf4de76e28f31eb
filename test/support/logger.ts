import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/logger.ts';

/** A logger whose JSON lines are kept in memory, so tests can assert what was logged. */
export function memoryLogger(level = 'trace'): {
  logger: Logger;
  lines: () => Array<Record<string, unknown>>;
} {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const logger = createLogger({ level, pretty: false, destination });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines };
}
