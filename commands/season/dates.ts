import { described, ephemeral, named } from '../../src/discord/interactions/command-kit.ts';
import { refuse, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { adminActor, seasonAdmin } from './season-kit.ts';

/**
 * `/season dates [name start end]`: SEASON-DATES, a season's first and last day (UTC); with no
 * option, the seasons set so far (anyone may list them).
 */
export const dates = subcommand({
  name: 'dates',
  build: (sub) =>
    described(named(sub, 'dates', 'даты'), 'cmd.season.dates')
      .addStringOption((o) =>
        described(named(o, 'name', 'название'), 'cmd.season.name').setMaxLength(40),
      )
      .addStringOption((o) =>
        described(named(o, 'start', 'начало'), 'cmd.season.start').setMaxLength(10),
      )
      .addStringOption((o) =>
        described(named(o, 'end', 'конец'), 'cmd.season.end').setMaxLength(10),
      ),
  preconditions: [seasonAdmin],
  async run(context) {
    const { options, guildId } = context.interaction;
    const [name, start, end] = ['name', 'start', 'end'].map((o) => options.getString(o)?.trim());
    if (name === undefined && start === undefined && end === undefined) {
      return ephemeral({ key: 'season.list', params: await context.seasonAdmin.seasons(guildId) });
    }
    if (!name || !start || !end)
      return refuse({ key: 'season.badDates', params: { start: start ?? '—', end: end ?? '—' } });
    const season = { name, start, end };
    const outcome = await context.seasonAdmin.setSeason(guildId, adminActor(context), season);
    return ephemeral(outcome.ok ? { key: 'season.datesSet', params: season } : outcome.error);
  },
});
