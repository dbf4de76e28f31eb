import { ChannelType } from 'discord.js';
import { catalog, localeFrom } from '../../src/i18n/index.ts';
import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { refuse, subcommand, type Subcommand } from '../../src/discord/interactions/preconditions.ts';
import { TOURNAMENT_PRESETS } from '../../src/tournament/domain/index.ts';
import { act, actorIn, tournaments } from './kit.ts';
import { exportResults, points, standingsNow } from './points.ts';

/** `/tournament create name preset rounds tables`: the chief judge opens a tournament here. */
export const create = subcommand({
  name: 'create',
  build: (sub) =>
    described(named(sub, 'create', 'создать'), 'cmd.tournament.create')
      .addStringOption((o) =>
        described(named(o, 'name', 'название'), 'cmd.tournament.name')
          .setRequired(true)
          .setMaxLength(80),
      )
      .addStringOption((o) =>
        described(named(o, 'preset', 'пресет'), 'cmd.tournament.preset')
          .setRequired(true)
          .addChoices(
            ...TOURNAMENT_PRESETS.map((preset) => ({
              name: catalog('en').presets[preset],
              name_localizations: { ru: catalog('ru').presets[preset] },
              value: preset,
            })),
          ),
      )
      .addIntegerOption((o) =>
        described(named(o, 'rounds', 'туры'), 'cmd.tournament.rounds')
          .setRequired(true)
          .setMinValue(1)
          .setMaxValue(30),
      )
      .addIntegerOption((o) =>
        described(named(o, 'tables', 'столы'), 'cmd.tournament.tables')
          .setRequired(true)
          .setMinValue(1)
          .setMaxValue(20),
      ),
  preconditions: [tournaments],
  async run(context) {
    const { interaction, actor } = context;
    if (!actor.privileged) return refuse({ key: 'tournament.notChiefJudge', params: {} });
    const settings = await context.settings.get(interaction.guildId);
    const name = interaction.options.getString('name', true).trim();
    const preset = interaction.options.getString('preset', true) as 'stylized' | 'classic';
    if (!TOURNAMENT_PRESETS.includes(preset))
      return refuse({ key: 'ui.badChoice', params: { option: { en: 'preset', ru: 'пресет' } } });
    const outcome = await context.tournaments.create({
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      locale: settings.language ?? localeFrom(interaction.guild.preferredLocale),
      name,
      preset,
      rounds: interaction.options.getInteger('rounds', true),
      tables: interaction.options.getInteger('tables', true),
      chiefJudgeId: actor.userId,
    });
    return ephemeral(outcome.ok ? { key: 'tournament.created', params: { name } } : outcome.error);
  },
});

/** `/tournament flags [geo74] [geo76]`: the geographic rules, before round 1 (TOUR-FLAGS-LOCK). */
export const flags = subcommand({
  name: 'flags',
  build: (sub) =>
    described(named(sub, 'flags', 'флаги'), 'cmd.tournament.flags')
      .addBooleanOption((o) => described(named(o, 'geo74', 'гео74'), 'cmd.tournament.geo74'))
      .addBooleanOption((o) => described(named(o, 'geo76', 'гео76'), 'cmd.tournament.geo76')),
  preconditions: [tournaments],
  run(context) {
    const geo74 = context.interaction.options.getBoolean('geo74') ?? undefined;
    const geo76 = context.interaction.options.getBoolean('geo76') ?? undefined;
    return act(context, {
      type: 'setFlags',
      by: actorIn(context),
      ...(geo74 === undefined ? {} : { geo74 }),
      ...(geo76 === undefined ? {} : { geo76 }),
    });
  },
});

const playerOption = (sub: Parameters<Subcommand['build']>[0]) =>
  sub.addUserOption((o) =>
    described(named(o, 'player', 'игрок'), 'cmd.tournament.player').setRequired(true),
  );

/** `/tournament add player`: the chief judge registers a member. */
export const add = subcommand({
  name: 'add',
  build: (sub) => playerOption(described(named(sub, 'add', 'добавить'), 'cmd.tournament.add')),
  preconditions: [tournaments],
  run(context) {
    const user = context.interaction.options.getUser('player', true);
    const member = context.interaction.options.getMember('player');
    const name = member?.displayName ?? user.globalName ?? user.username;
    return act(context, {
      type: 'addPlayer',
      by: actorIn(context),
      player: { userId: user.id, name },
    });
  },
});

/** `/tournament drop player`: off the list, before round 1. */
export const drop = subcommand({
  name: 'drop',
  build: (sub) => playerOption(described(named(sub, 'drop', 'снять'), 'cmd.tournament.drop')),
  preconditions: [tournaments],
  run(context) {
    const userId = context.interaction.options.getUser('player', true).id;
    return act(context, { type: 'dropPlayer', by: actorIn(context), userId });
  },
});

/** `/tournament table number [judge] [text] [voice]`: a table's judge and its two channels. */
export const table = subcommand({
  name: 'table',
  build: (sub) =>
    described(named(sub, 'table', 'стол'), 'cmd.tournament.table')
      .addIntegerOption((o) =>
        described(named(o, 'number', 'номер'), 'cmd.tournament.number')
          .setRequired(true)
          .setMinValue(1),
      )
      .addUserOption((o) => described(named(o, 'judge', 'судья'), 'cmd.tournament.judge'))
      .addChannelOption((o) =>
        described(named(o, 'text', 'текст'), 'cmd.tournament.text').addChannelTypes(
          ChannelType.GuildText,
        ),
      )
      .addChannelOption((o) =>
        described(named(o, 'voice', 'голосовой'), 'cmd.tournament.voice').addChannelTypes(
          ChannelType.GuildVoice,
        ),
      ),
  preconditions: [tournaments],
  run(context) {
    const { options } = context.interaction;
    const [judge, text, voice] = [
      options.getUser('judge'),
      options.getChannel('text'),
      options.getChannel('voice'),
    ];
    return act(context, {
      type: 'setTable',
      by: actorIn(context),
      table: options.getInteger('number', true),
      ...(judge ? { judgeId: judge.id } : {}),
      ...(text ? { textChannelId: text.id } : {}),
      ...(voice ? { voiceChannelId: voice.id } : {}),
    });
  },
});

/** `/tournament start_round`: the next round, every table's game opened at once. */
export const startRound = subcommand({
  name: 'start_round',
  build: (sub) => described(named(sub, 'start_round', 'начать_тур'), 'cmd.tournament.start_round'),
  preconditions: [tournaments],
  run: (context) => act(context, { type: 'startRound', by: actorIn(context) }),
});

/** `/tournament remove player reason`: removal from the tournament (TOUR-REMOVAL, TR). */
export const remove = subcommand({
  name: 'remove',
  build: (sub) =>
    playerOption(
      described(named(sub, 'remove', 'удалить'), 'cmd.tournament.remove'),
    ).addStringOption((o) =>
      described(named(o, 'reason', 'причина'), 'cmd.tournament.reason')
        .setRequired(true)
        .setMaxLength(200),
    ),
  preconditions: [tournaments],
  async run(context) {
    const userId = context.interaction.options.getUser('player', true).id;
    const reason = context.interaction.options.getString('reason', true);
    const outcome = await context.tournaments.act(context.interaction.guildId, {
      type: 'removePlayer',
      by: actorIn(context),
      userId,
      reason,
    });
    if (!outcome.ok) return refuse(outcome.error);
    const fromRound =
      outcome.document.tournament.removed.find((r) => r.userId === userId)?.fromRound ?? 1;
    return ephemeral({ key: 'tournament.removed', params: { userId, fromRound } });
  },
});

/** Every subcommand of `/tournament`, in the order Discord lists them. */
export const TOURNAMENT_SUBCOMMANDS: Subcommand[] = [
  create,
  flags,
  add,
  drop,
  table,
  startRound,
  points,
  remove,
  standingsNow,
  exportResults,
];
