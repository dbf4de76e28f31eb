import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext } from '../../src/discord/interactions/command-kit.ts';
import { adminActor, seasonAdmin, serverLocale } from './season-kit.ts';

/** In the server's language; here, for a game counted before its channel was kept. */
const announcement = async (context: CommandContext) => ({
  locale: await serverLocale(context),
  fallbackChannelId: context.interaction.channelId,
});

/** The game id (as in its report and protocol) and the reason, both options of void and restore. */
function gameAndReason(sub: SlashCommandSubcommandBuilder, reasonRequired: boolean) {
  return sub
    .addStringOption((o) =>
      described(named(o, 'game', 'игра'), 'cmd.season.game')
        .setRequired(true)
        .setMaxLength(100),
    )
    .addStringOption((o) =>
      described(named(o, 'reason', 'причина'), 'cmd.season.reason')
        .setRequired(reasonRequired)
        .setMaxLength(200),
    );
}

/** `/season void game reason`: SEASON-VOID, after an appeal; announced where the game was played. */
export const voidGame = subcommand({
  name: 'void',
  build: (sub) =>
    gameAndReason(described(named(sub, 'void', 'аннулировать'), 'cmd.season.void'), true),
  preconditions: [seasonAdmin],
  async run(context) {
    const { options, guildId } = context.interaction;
    const gameId = options.getString('game', true).trim();
    const reason = options.getString('reason', true);
    const told = await announcement(context);
    const by = adminActor(context);
    const outcome = await context.seasonAdmin.voidGame(guildId, by, gameId, reason, told);
    return ephemeral(outcome.ok ? { key: 'season.voided', params: { gameId } } : outcome.error);
  },
});

/** `/season restore game [reason]`: SEASON-VOID taken back; the void stays on record. */
export const restoreGame = subcommand({
  name: 'restore',
  build: (sub) =>
    gameAndReason(described(named(sub, 'restore', 'восстановить'), 'cmd.season.restore'), false),
  preconditions: [seasonAdmin],
  async run(context) {
    const { options, guildId } = context.interaction;
    const gameId = options.getString('game', true).trim();
    const reason = options.getString('reason') ?? '';
    const told = await announcement(context);
    const by = adminActor(context);
    const outcome = await context.seasonAdmin.restoreGame(guildId, by, gameId, reason, told);
    return ephemeral(outcome.ok ? { key: 'season.restored', params: { gameId } } : outcome.error);
  },
});
