import type { Player } from '@mafia-bot/fake-discord';
import type { Session } from './session.ts';
import type { Table } from './table.ts';

/** Polls a condition every 200 ms until it holds (a season count runs in the background). */
export async function eventually(
  condition: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `/mafia start` again as soon as the channel is free (the last game's effects may still run). */
async function startWhenFree(table: Table): Promise<void> {
  await eventually(
    async () => {
      try {
        await table.start('classic');
        return true;
      } catch {
        return false;
      }
    },
    20_000,
    'the channel free for the next game',
  );
}

/**
 * A classic game dealt, then ended by the judge at once: a team loss (counted) or `/mafia end`.
 * Returns the game's id as `/mafia start` showed it. JUDGE-CONFIRM: the click on Confirm
 * updates the judge's private question in place (`deferred-update`).
 */
export async function playShortGame(
  session: Session,
  end: { penaltyOn: Player } | 'abort',
): Promise<{ gameId: string; confirmed: string }> {
  const { table, steps } = session;
  await startWhenFree(table);
  const gameId = table.gameId;
  await table.fill();
  await table.deal();
  const reply =
    end === 'abort'
      ? await steps.judgeConfirmed('end')
      : await steps.judgeConfirmed('penalty', { player: end.penaltyOn, reason: '1' });
  return { gameId, confirmed: reply.response };
}
