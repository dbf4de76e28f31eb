import { createClient } from '@keyv/redis';
import { TEST_REDIS_URL } from '../../support/redis.ts';

/** The deadline of the game's running step timer (the speech's end), as the bot saved it. */
export async function stepDeadline(prefix: string, gameId: string): Promise<number> {
  const redis = createClient({ url: TEST_REDIS_URL });
  await redis.connect();
  try {
    const raw = await redis.get(`${prefix}:game:${gameId}`);
    const saved = JSON.parse(String(raw)) as {
      value: { data: { state: { timers: { kind: string; deadlineAt: number }[] } } };
    };
    const step = saved.value.data.state.timers.find((timer) => timer.kind === 'step');
    if (!step) throw new Error(`game ${gameId} has no step timer`);
    return step.deadlineAt;
  } finally {
    await redis.close();
  }
}
