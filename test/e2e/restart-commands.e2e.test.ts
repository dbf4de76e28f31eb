import { afterEach, describe, expect, it } from 'vitest';
import { stepDeadline } from './support/saved-game.ts';
import { openSession, type Session } from '../../harness/session.ts';
import { shownAt } from '../../harness/steps.ts';
import { RESTART_MODES as MODES } from './support/restart-modes.ts';

/**
 * Issue 23: nothing a person sends while the bot starts is refused or lost for it. The test
 * acts the moment Discord has sent READY to the new process (the commands are still listed
 * from before the restart), as a club does that restarts its bot at game time.
 */
// One after the other: their deadlines hold only if a relaunch is not slowed by the other
// mode's bot starting beside it. A file apart from the kills of restart.e2e.test.ts, so that the
// two run on two workers side by side (one after the other they were the e2e group's longest
// file).
describe.each(MODES)(
  'commands in the first second after a restart, $mode (issue 23)',
  ({ env }) => {
    let session: Session | undefined;
    afterEach(async () => session?.close());

    it('GIVEN a running game in the store WHEN the bot restarts and, within a second of READY, a host opens a lobby in another channel, the judge asks /mafia status, a player /mafia role and the speaker clicks Pass THEN every one is carried out: the lobby opened, the game found, the floor handed on long before the speech’s deadline; none refused as a store outage or as "no game"', async () => {
      session = await openSession({
        players: 10,
        bot: { timeScale: 0.2, env },
        fake: { guild: { voiceChannels: ['Table', 'Second table'] } },
      });
      const { table, steps, bot, fake } = session;
      // Speeches of 60 s (300 s × 0.2): the click must move the floor, not the speech's end,
      // however long a loaded machine takes to start the process again.
      const admin = fake.addPlayer({ name: 'Admin', locale: 'en', permissions: ['ManageGuild'] });
      await admin.slash('mafia', 'settings', { speech_seconds_classic: 300 });
      const speech = await steps.firstClassicSpeech();
      const deadline = await stepDeadline(bot.options.redisKeyPrefix, table.gameId);
      const host = fake.addPlayer({ name: 'Second host', locale: 'en' });
      host.joinVoice('Second table');
      await bot.kill();
      await bot.launch(fake);

      const readyAt = fake.identifies.at(-1)!.at;
      const acts = {
        start: host.slash('mafia', 'start', { preset: 'classic' }, { channel: 'general' }),
        status: table.judge.slash('mafia', 'status'),
        role: table.atSeat(3).slash('mafia', 'role'),
        pass: table.atSeat(1).click(speech, table.label('control.pass')),
      };
      expect(Date.now() - readyAt).toBeLessThan(1000);
      const [start, status, role, pass] = await Promise.all(Object.values(acts));
      const refusals = [
        table.label('error.storeUnavailable'),
        table.label('ui.noGameHere'),
        table.label('ui.noGameOfYours'),
        table.label('ui.unexpected'),
      ];
      expect({ start: start!.text, status: status!.text, role: role!.text }).toEqual({
        start: table.label('ui.started', {
          gameId: /`([0-9a-z-]+)`/i.exec(start!.text)?.[1] ?? '',
        }),
        status: expect.not.stringMatching(new RegExp(refusals.map(escape).join('|'))),
        role: expect.not.stringMatching(new RegExp(refusals.map(escape).join('|'))),
      });
      await host.waitForMessage(
        (message) => message.buttons.some((button) => button.label === table.label('control.join')),
        { channel: 'general', timeoutMs: 10_000 },
      );
      const second = await steps.speechOf(2, 10_000);
      expect(deadline - shownAt(second)).toBeGreaterThan(30_000);
      expect(pass!.record.followUpIds).toEqual([]);
      console.info(
        `restart: commands answered ${Math.round(Math.max(start!.latencyMs, status!.latencyMs, role!.latencyMs))} ms after sending, the floor handed on ${shownAt(second) - readyAt} ms after READY`,
      );
    }, 120_000);
  },
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
