import { describe, expect, it } from 'vitest';
import { extend } from '../../commands/judge.ts';
import type { CommandContext } from '../../src/discord/command-kit.ts';
import { runSubcommand } from '../../src/discord/preconditions.ts';
import type { Command } from '../../src/engine/index.ts';
import { JUDGE, TestGame } from '../engine/harness.ts';

interface Options {
  seconds?: number;
  phase?: 'day' | 'night';
  hours?: number;
}

/** `/mafia extend` run by the judge of a forum game on its first day, with the options given. */
async function extendWith(options: Options) {
  const game = TestGame.started('forum', 11);
  const sent: Command[] = [];
  const context = {
    actor: JUDGE,
    interaction: {
      channelId: 'game-channel',
      options: {
        getInteger: (name: 'seconds' | 'hours') => options[name] ?? null,
        getString: (name: 'phase') => options[name] ?? null,
      },
    },
    orchestrator: {
      assertGamesKnown: () => {},
      gameInChannel: () => 'game1',
      read: async () => ({ state: game.state, meta: { locale: 'en' } }),
      dispatch: async (_gameId: string, command: Command) => {
        sent.push(command);
        return { ok: true };
      },
    },
  } as unknown as CommandContext;
  const reply = await runSubcommand(extend, context);
  return { reply, sent };
}

describe('FORUM-SCHEDULE: /mafia extend seconds | /mafia extend phase hours', () => {
  it('GIVEN seconds alone WHEN /mafia extend runs THEN the current step is extended', async () => {
    const { sent } = await extendWith({ seconds: 3600 });
    expect(sent).toEqual([{ type: 'extend', by: JUDGE, seconds: 3600 }]);
  });

  it('GIVEN a phase and hours WHEN /mafia extend runs THEN "every later day or night" gets that length', async () => {
    const { sent } = await extendWith({ phase: 'night', hours: 12 });
    expect(sent).toEqual([{ type: 'phaseLength', by: JUDGE, phase: 'night', hours: 12 }]);
  });

  it.each<[string, Options]>([
    ['nothing', {}],
    ['both forms', { seconds: 60, phase: 'day', hours: 24 }],
    ['a phase without hours', { phase: 'day' }],
    ['hours without a phase', { hours: 24 }],
  ])(
    'GIVEN %s WHEN /mafia extend runs THEN it is refused, saying what to give, and nothing is sent',
    async (_case, options) => {
      const { reply, sent } = await extendWith(options);
      expect(reply).toEqual({
        kind: 'text',
        text: { key: 'ui.extendForm', params: {} },
        ephemeral: true,
      });
      expect(sent).toEqual([]);
    },
  );
});
