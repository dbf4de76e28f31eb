/**
 * The two ways a bot runs its games, each restarted by the restart suites: one process on its own
 * (in-process timers), and cluster mode (issue 14 items 2 and 3: BullMQ timers and a lease per
 * game; the restarted process is a new lease holder, so it takes the game over from the killed
 * one as another shard would).
 */
export const RESTART_MODES = [
  { mode: 'one process', env: {}, kept: 'the timer re-armed with its time left' },
  { mode: 'cluster mode (MAFIA_CLUSTER=1)', env: { MAFIA_CLUSTER: '1' }, kept: 'the BullMQ job' },
] as const;
