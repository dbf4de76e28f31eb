import { describe, expect, it } from 'vitest';
import { VoiceReconciler } from '../../src/orchestrator/voice/voice-reconciler.ts';
import type { MuteEdit, MuteTokenDrop } from '../../src/orchestrator/ports.ts';
import { memoryLogger } from '../support/logger.ts';
import { GUILD, STORES, VOICE, playerId } from './environment.ts';
import { FakeVoice, ManualClock } from './fakes.ts';

/**
 * The in-memory voice with three tokens: the bot's and two helpers'. Server mute is a member
 * flag, so any token lifts it. The second helper loses Mute Members after its first edit.
 */
class ThreeTokenVoice extends FakeVoice {
  readonly tokens = ['', 'helper-1', 'helper-2'];
  readonly busy = new Map<string, number>();
  maxBusy = 0;
  #turn = 0;
  #revoked = false;

  muteLanes(): number {
    return this.tokens.length;
  }

  override async setServerMute(guildId: string, userId: string, muted: boolean): Promise<MuteEdit> {
    const token = this.tokens[this.#turn++ % this.tokens.length] ?? '';
    const dropped: MuteTokenDrop[] = [];
    if (token === 'helper-2' && this.#revoked) {
      this.tokens.pop();
      dropped.push({ bot: token, reason: 'missingPermissions', left: this.tokens.length });
    }
    const by = dropped.length > 0 ? '' : token;
    this.busy.set(by, (this.busy.get(by) ?? 0) + 1);
    this.maxBusy = Math.max(
      this.maxBusy,
      [...this.busy.values()].reduce((a, b) => a + b, 0),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.busy.set(by, (this.busy.get(by) ?? 1) - 1);
    await super.setServerMute(guildId, userId, muted);
    if (token === 'helper-2') this.#revoked = true;
    return by ? { by, dropped } : { dropped };
  }
}

describe('mute capacity for tournaments: member edits spread over helper tokens (issue 14)', () => {
  it('GIVEN three tokens WHEN a table of ten is muted THEN edits run three at a time, the ledger names each helper that muted, a dropped helper is reported once, and any token unmutes', async () => {
    const { store, dispose } = await STORES[1]!.open();
    try {
      const clock = new ManualClock();
      const voice = new ThreeTokenVoice(clock);
      const players = Array.from({ length: 10 }, (_, i) => playerId(i + 1));
      for (const userId of players) voice.join(userId, VOICE);
      const dropped: MuteTokenDrop[] = [];
      const reconciler = new VoiceReconciler({
        store,
        voice,
        clock,
        logger: memoryLogger().logger,
        onMissingPermission: () => {},
        onTokenDropped: (_guild, drop) => dropped.push(drop),
      });
      const wish = { gameId: 'g1', voiceChannelId: VOICE, players, unmuted: [] as string[] };
      await reconciler.reconcile(GUILD, async () => [wish]);
      expect(voice.mutedMembers().sort()).toEqual([...players].sort());
      expect(voice.maxBusy).toBeGreaterThan(1);
      expect(dropped).toEqual([{ bot: 'helper-2', reason: 'missingPermissions', left: 2 }]);
      const ledger = (await store.loadMuteLedger(GUILD))!;
      const by = Object.values(ledger.muted).map((entry) => entry.by ?? 'the bot');
      expect(new Set(by)).toEqual(new Set(['the bot', 'helper-1', 'helper-2']));

      // The game ends: everyone is unmuted, by whichever token is free.
      await reconciler.reconcile(GUILD, async () => []);
      expect(voice.mutedMembers()).toEqual([]);
      expect((await store.loadMuteLedger(GUILD))!.muted).toEqual({});
    } finally {
      await dispose();
    }
  });
});
