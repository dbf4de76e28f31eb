import { PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { leaderboard } from '../../commands/mafia/leaderboard.ts';
import { settings } from '../../commands/mafia/settings.ts';
import type { CommandContext } from '../../src/discord/interactions/command-kit.ts';
import { runSubcommand, type Subcommand } from '../../src/discord/interactions/preconditions.ts';
import { render, type AnyText } from '../../src/i18n/index.ts';

/** A subcommand run by a server admin with string options outside their choices. */
async function refusalOf(subcommand: Subcommand, strings: Record<string, string>) {
  const context = {
    interaction: {
      memberPermissions: new PermissionsBitField(PermissionsBitField.All),
      options: {
        getString: (name: string) => strings[name] ?? null,
        getInteger: () => null,
        getBoolean: () => null,
        getRole: () => null,
      },
    },
  } as unknown as CommandContext;
  return ((await runSubcommand(subcommand, context)) as { text: AnyText }).text;
}

describe('ui.badChoice: a value outside an option’s choices (a stale or forged client)', () => {
  it('GIVEN /mafia settings floor_control:loud WHEN it runs THEN it is refused naming the option as the member sees it (floor_control / микрофоны), not the code’s field name', async () => {
    const text = await refusalOf(settings, { floor_control: 'loud' });
    expect(text).toEqual({
      key: 'ui.badChoice',
      params: { option: { en: 'floor_control', ru: 'микрофоны' } },
    });
    expect(render('ru', text)).toContain('`микрофоны`');
    expect(render('ru', text)).not.toMatch(/floor|Control/);
    expect(render('en', text)).toContain('`floor_control`');
  });

  it('GIVEN /mafia leaderboard period:zzz WHEN it runs THEN the refusal names period / период', async () => {
    expect(await refusalOf(leaderboard, { period: 'zzz' })).toEqual({
      key: 'ui.badChoice',
      params: { option: { en: 'period', ru: 'период' } },
    });
  });
});
