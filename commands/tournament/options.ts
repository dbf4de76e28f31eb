import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { subcommand } from '../../src/discord/interactions/preconditions.ts';
import { act, actorIn, tournaments } from './kit.ts';

/** `/tournament options hide_extras`: extra points hidden until the end (TOUR-HIDDEN-EXTRAS). */
export const options = subcommand({
  name: 'options',
  build: (sub) =>
    described(named(sub, 'options', 'настройки'), 'cmd.tournament.options').addBooleanOption((o) =>
      described(named(o, 'hide_extras', 'скрыть_доп'), 'cmd.tournament.hide_extras').setRequired(
        true,
      ),
    ),
  preconditions: [tournaments],
  run(context) {
    const hideExtras = context.interaction.options.getBoolean('hide_extras', true);
    return act(
      context,
      { type: 'setOptions', by: actorIn(context), hideExtras },
      { key: 'tournament.optionsSet', params: { hideExtras } },
    );
  },
});
