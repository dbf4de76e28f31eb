/**
 * Time for the voice helpers, injectable. The default reads the globals at call time, so
 * vitest's fake timers (which replace setTimeout and Date) drive it in tests.
 */
export interface VoiceTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const globalTimers: VoiceTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // Never keep the process alive for a voice timer.
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
