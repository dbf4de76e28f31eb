import type { InteractionRecord, InteractionRegistry } from './interactions.ts';

/** Resolves once `done` holds for the record (checked at each change), or after `timeoutMs`. */
export function waitFor(
  registry: InteractionRegistry,
  record: InteractionRecord,
  done: (r: InteractionRecord) => boolean,
  timeoutMs: number,
): Promise<void> {
  if (done(record)) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = (changed: InteractionRecord) => {
      if (changed === record && done(record)) finish();
    };
    const timer = setTimeout(() => finish(), timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      registry.off('change', onChange);
      resolve();
    };
    registry.on('change', onChange);
  });
}
