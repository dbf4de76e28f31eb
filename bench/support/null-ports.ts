import type { TablePort, VoicePort } from '../../src/orchestrator/ports.ts';

/** A table that shows nothing (every effect succeeds at once). */
export const nullTable: TablePort = {
  postNotice: async () => {},
  showScreen: async () => ({ messageId: 'm' }),
  closeScreen: async () => {},
  deleteScreen: async () => {},
  announceUnreachable: async () => {},
  tellJudge: async () => {},
};

/** Nobody is in voice: no member edit is ever needed. */
export const nullVoice: VoicePort = {
  memberVoice: () => undefined,
  membersIn: () => [],
  setServerMute: async () => {},
};
