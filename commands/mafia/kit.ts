import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { isJudge, SANCTIONS, type Sanction } from '../../src/engine/index.ts';
import {
  described,
  ephemeral,
  named,
  reasonText,
  violationChoices,
  type CommandContext,
} from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  playerSeat,
  subcommand,
  type FoundGame,
  type Precondition,
} from '../../src/discord/interactions/preconditions.ts';
import type { Reply } from '../../src/discord/interactions/respond.ts';
import type { AnyText } from '../../src/i18n/index.ts';
import type { IncomingCommand } from '../../src/orchestrator/orchestrator.ts';

/**
 * Whom a judge's command names: a member picked from the server (`/mafia foul player:@…`, kept
 * for a release) or a seat number with autocomplete (`/judge foul seat:5`). Both come to the
 * same `seat` for the same handler.
 */
export interface TargetForm {
  build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  find: Precondition<{ game: FoundGame }, { seat: number }>;
}

export const BY_MEMBER: TargetForm = {
  build: (sub) =>
    sub.addUserOption((option) =>
      described(named(option, 'player', 'игрок'), 'cmd.option.player').setRequired(true),
    ),
  find: playerSeat,
};

/** The `reason` choices are the catalogue rows the engine allows for this sanction (DISC-CATALOGUE). */
function withReason(
  sub: SlashCommandSubcommandBuilder,
  sanction: Sanction,
): SlashCommandSubcommandBuilder {
  const rule = SANCTIONS[sanction];
  return sub
    .addStringOption((option) =>
      described(named(option, 'reason', 'причина'), 'cmd.option.reason')
        .setRequired(rule.reasonRequired)
        .addChoices(...violationChoices(rule.rows)),
    )
    .addStringOption((option) =>
      described(named(option, 'details', 'подробности'), 'cmd.option.details').setMaxLength(200),
    );
}

/** The cited violation and the judge's words, in the game's language, as the engine records it. */
function reasonOf({ interaction, game }: CommandContext & { game: FoundGame }): string {
  return reasonText(
    game.document.meta.locale,
    interaction.options.getString('reason'),
    interaction.options.getString('details'),
  );
}

/**
 * JUDGE-CONFIRM: the command is not dispatched; the judge is asked, privately, to Confirm it
 * (the router dispatches it on Confirm).
 */
export function confirmFirst(
  context: CommandContext & { game: FoundGame },
  command: IncomingCommand,
  question: AnyText,
): Reply {
  // Only the judge is asked: anyone else is refused as the engine would refuse the command itself.
  if (!isJudge(context.game.document.state, context.actor))
    return ephemeral({ key: 'error.notJudge', params: {} });
  return context.confirmations.ask(
    { gameId: context.game.gameId, userId: context.actor.userId, command },
    question,
    context.locale,
  );
}

/** `foul|warn|disqualify|penalty <player|seat> reason [details]`; a team loss asks to confirm. */
export function sanction(
  type: Sanction,
  en: string,
  ru: string,
  key: `cmd.${Sanction}`,
  form: TargetForm,
) {
  return subcommand({
    name: en,
    build: (sub) => withReason(form.build(described(named(sub, en, ru), key)), type),
    preconditions: [gameHere, form.find],
    seatPurposes: { seat: 'discipline' },
    run: (context) => {
      const command = { type, by: context.actor, seat: context.seat, reason: reasonOf(context) };
      if (type !== 'penalty') return dispatch(context, command);
      const question = {
        key: 'ui.confirmPenalty',
        params: { seat: context.seat, reason: command.reason },
      } as const;
      return confirmFirst(context, command, question);
    },
  });
}

/** A judge command without options: `pause|resume|skip|end|undo`; `end` asks to confirm. */
export function control(type: 'pause' | 'resume' | 'skip' | 'end' | 'undo', ru: string) {
  return subcommand({
    name: type,
    build: (sub) => described(named(sub, type, ru), `cmd.${type}`),
    preconditions: [gameHere],
    run: (context) =>
      type === 'end'
        ? confirmFirst(context, { type, by: context.actor }, { key: 'ui.confirmEnd', params: {} })
        : dispatch(context, { type, by: context.actor }),
  });
}
