import { ChannelType } from 'discord.js';
import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import { act, actorIn, tournaments } from './kit.ts';

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
