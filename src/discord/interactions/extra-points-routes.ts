import {
  ActionRowBuilder,
  MessageFlags,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ButtonInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import { EXTRA_CONTROL, JUDGE_PANEL_ID, panelAfterGame } from '../../engine/index.ts';
import { render, type AnyText, type Locale } from '../../i18n/index.ts';
import type { Orchestrator } from '../../orchestrator/orchestrator.ts';
import { isStoreOutage } from '../../orchestrator/outage.ts';
import type { TournamentService } from '../../tournament/service/tournament-service.ts';
import { renderPanel } from '../screens/render-panel.ts';

/** The extra points form's custom id: `xp|<gameId>|<seat>` (the game's guild is read from it). */
const FORM_PREFIX = 'xp';
const [VALUE, REASON] = ['value', 'reason'];

interface ExtraRouteDeps {
  orchestrator: Pick<Orchestrator, 'read'>;
  tournaments?: Pick<TournamentService, 'act' | 'extrasOfGame'>;
}

export const ownsExtraForm = (customId: string) => customId.startsWith(`${FORM_PREFIX}|`);

function parseFormId(customId: string): { gameId: string; seat: number } | undefined {
  const [prefix, gameId, seat] = customId.split('|');
  const number = Number(seat);
  if (prefix !== FORM_PREFIX || !gameId || !Number.isInteger(number)) return undefined;
  return { gameId, seat: number };
}

/** The seat of a click on an ended tournament game panel's seat button (else undefined). */
export function extraPointsSeat(id: { screenId: string; controlId: string }): number | undefined {
  const match = id.screenId === JUDGE_PANEL_ID ? EXTRA_CONTROL.exec(id.controlId) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * TOUR-EXTRA-PANEL: a seat's button on the ended game's panel opens the form for its points; a
 * stale one (the game or its tournament gone) is answered privately instead.
 */
export async function onExtraPointsClick(
  deps: ExtraRouteDeps,
  interaction: ButtonInteraction,
  form: { gameId: string; seat: number },
  locale: Locale,
): Promise<void> {
  let refusal: AnyText | undefined;
  try {
    const game = await deps.orchestrator.read(form.gameId);
    const extras = game && (await deps.tournaments?.extrasOfGame(game.meta.guildId, form.gameId));
    if (!game) refusal = { key: 'error.noGame', params: {} };
    else if (!extras) refusal = { key: 'tournament.notATournamentGame', params: {} };
  } catch (error) {
    if (!isStoreOutage(error)) throw error;
    refusal = { key: 'error.storeUnavailable', params: {} };
  }
  if (refusal)
    await interaction.reply({ content: render(locale, refusal), flags: MessageFlags.Ephemeral });
  else await openExtraForm(interaction, form.gameId, form.seat, locale);
}

/** The form for a seat's extra points: the value and the reason. */
export async function openExtraForm(
  interaction: ButtonInteraction,
  gameId: string,
  seat: number,
  locale: Locale,
): Promise<void> {
  const input = (id: string, label: AnyText, required: boolean, length: number) =>
    new ActionRowBuilder<TextInputBuilder>().addComponents(
      new TextInputBuilder()
        .setCustomId(id)
        .setLabel(render(locale, label))
        .setStyle(TextInputStyle.Short)
        .setRequired(required)
        .setMaxLength(length),
    );
  const modal = new ModalBuilder()
    .setCustomId([FORM_PREFIX, gameId, seat].join('|'))
    .setTitle(render(locale, { key: 'tournament.extraForm', params: { seat } }))
    .addComponents(
      input(VALUE, { key: 'tournament.extraValue', params: {} }, true, 10),
      input(REASON, { key: 'tournament.extraReason', params: {} }, false, 200),
    );
  await interaction.showModal(modal);
}

/**
 * TOUR-EXTRA-PANEL: the form sent. The tournament's `extraPoints` command decides (the table's
 * judge or the chief judge, the range and step): a refusal is answered privately and changes
 * nothing; given, the panel is edited to show every seat's points.
 */
export async function onExtraForm(
  deps: ExtraRouteDeps,
  interaction: ModalSubmitInteraction,
  locale: Locale,
): Promise<void> {
  let refusal: AnyText | undefined;
  try {
    refusal = await giveFromForm(deps, interaction);
  } catch (error) {
    if (!isStoreOutage(error)) throw error;
    refusal = { key: 'error.storeUnavailable', params: {} };
  }
  if (refusal)
    await interaction.reply({ content: render(locale, refusal), flags: MessageFlags.Ephemeral });
}

async function giveFromForm(
  deps: ExtraRouteDeps,
  interaction: ModalSubmitInteraction,
): Promise<AnyText | undefined> {
  const form = parseFormId(interaction.customId);
  if (!form || !deps.tournaments) return { key: 'error.closed', params: {} };
  const game = await deps.orchestrator.read(form.gameId);
  if (!game) return { key: 'error.noGame', params: {} };
  const { guildId } = game.meta;
  const { user } = interaction;
  const outcome = await deps.tournaments.act(guildId, {
    type: 'extraPoints',
    by: { userId: user.id, name: user.displayName, privileged: false },
    gameId: form.gameId,
    seat: form.seat,
    points: interaction.fields.getTextInputValue(VALUE),
    reason: interaction.fields.getTextInputValue(REASON),
  });
  if (!outcome.ok) return outcome.error;
  const extras = await deps.tournaments.extrasOfGame(guildId, form.gameId);
  const panel = panelAfterGame(game.state, extras, user.id);
  if (!panel || !interaction.isFromMessage()) return { key: 'ui.done', params: {} };
  await interaction.update(renderPanel(game.meta.locale, form.gameId, panel));
  return undefined;
}
