import type { GameTimers, TimerFire } from './turns/timer-scheduler.ts';

/** What a cluster tells an orchestrator of the other processes' work. */
export interface CoordinationHooks {
  /** Another process saved this game's document: follow it (index, drain, voice). */
  saved(gameId: string): void;
  /** This process took over the game's lease from a holder that went away: drain it. */
  takenOver(gameId: string): void;
  /** The shard that owns the game's guild asks for its lease: run a pass, which lets it go. */
  handBack(gameId: string): void;
}

/**
 * How one orchestrator shares the running games with other processes on one store (several
 * shards, several machines: src/cluster). Absent, the process runs every game alone, as
 * `npm start` does: in-process timers, no lease. (Which guilds' voice this process runs is
 * `ownsGuild`, the shard's business.)
 */
export interface Coordination {
  /** The timers: armed by any process, each fired once by whichever process is free. */
  timers(fire: TimerFire): GameTimers;
  /**
   * Whether this process carries out the game's effects now (it holds or just took its lease),
   * asked at the start of each effects pass. `owner`: this process runs the shard that owns
   * the game's guild (the lease goes back to that shard when it is up).
   */
  drains(gameId: string, owner: boolean): Promise<boolean>;
  /** The game has nothing left to carry out: its lease is let go, nobody waits for it. */
  finished(gameId: string): void;
  /** How often the running games are read again (a notice missed, a save whose holder died). */
  readonly sweepEveryMs: number;
  /** Start-up: the others' saves are heard, and this process starts firing due timers. */
  listen(hooks: CoordinationHooks): Promise<void>;
  /** The process dies: nothing renewed, nothing fired, nothing heard; no clean-up. */
  kill(): void;
  /** A clean stop: the leases let go so the others take over at once. */
  close(): Promise<void>;
}
