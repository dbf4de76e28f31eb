import { createClient } from '@keyv/redis';
import { TEST_REDIS_URL } from '../../../harness/redis.ts';

/** The game's running step timer as the bot saved it, if its clock runs. */
async function savedStep(prefix: string, gameId: string): Promise<number | undefined> {
  const redis = createClient({ url: TEST_REDIS_URL });
  await redis.connect();
  try {
    const raw = await redis.get(`${prefix}:game:${gameId}`);
    const saved = JSON.parse(String(raw)) as {
      value: { data: { state: { timers: { kind: string; deadlineAt: number }[] } } };
    };
    return saved.value.data.state.timers.find((timer) => timer.kind === 'step')?.deadlineAt;
  } finally {
    await redis.close();
  }
}

/**
 * The deadline of the game's running step timer (the speech's end), as the bot saved it. A step
 * begins waiting for its floor (GAME-CLOCK-ON-FLOOR): its clock, and so its timer, runs once
 * Discord confirmed the microphones, which this waits for (up to `timeoutMs`).
 */
export async function stepDeadline(
  prefix: string,
  gameId: string,
  timeoutMs = 20_000,
): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const deadline = await savedStep(prefix, gameId);
    if (deadline !== undefined) return deadline;
    if (Date.now() > until) throw new Error(`game ${gameId} has no step timer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
