/**
 * GAME-CLOCK-ON-FLOOR: the step a `floorReady` timer holds back until the floor is set (the
 * table's mutes confirmed by Discord): how long it runs once it starts, and its speech warning.
 */
export interface StepOnFloor {
  durationMs: number;
  warningBeforeMs?: number;
}

/**
 * A running timer as data. While the game is paused it holds the time left instead. A
 * `floorReady` timer is the bounded wait for the floor; it carries the step it holds back.
 */
export interface Timer {
  id: string;
  kind: 'step' | 'speechWarning' | 'activityCheck' | 'floorReady';
  deadlineAt: number;
  floor?: StepOnFloor;
}

export interface PausedTimer {
  id: string;
  kind: Timer['kind'];
  remainingMs: number;
  floor?: StepOnFloor;
}
