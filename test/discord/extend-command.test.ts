import { describe, expect, it } from 'vitest';
import { extend } from '../../commands/mafia/extend.ts';
import { JUDGE, TestGame } from '../../harness/engine-game.ts';
import { runCommand } from './run-command.ts';

interface Options {
  seconds?: number;
  phase?: string;
  hours?: number;
}

/** `/mafia extend` run by the judge of a forum game on its first day, with the options given. */
async function extendWith(options: Options) {
  const game = TestGame.started('forum', 11);
  return runCommand(extend, game, JUDGE, {
    getInteger: (name: 'seconds' | 'hours') => options[name] ?? null,
    getString: (name: 'phase') => options[name] ?? null,
  });
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

  it('GIVEN a phase outside its choices (a stale or forged client) WHEN /mafia extend runs THEN it is refused as not one of the choices, and no length is set', async () => {
    const { reply, sent } = await extendWith({ phase: 'dusk', hours: 12 });
    expect(reply).toEqual({
      kind: 'text',
      text: { key: 'ui.badChoice', params: { option: { en: 'phase', ru: 'фаза' } } },
      ephemeral: true,
    });
    expect(sent).toEqual([]);
  });
});
