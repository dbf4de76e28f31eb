import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  RESTJSONErrorCodes,
  type Client,
  type MessageCreateOptions,
} from 'discord.js';
import { render, type AnyText, type Locale } from '../../i18n/index.ts';
import { isOver } from '../../tournament/domain/index.ts';
import type { TournamentDocument } from '../../tournament/service/document.ts';
import { tournamentSeating } from '../../tournament/service/export.ts';
import type { TournamentBoard } from '../../tournament/service/ports.ts';
import { cardOf, standingsOf } from '../../tournament/service/views.ts';
import { fetchChannel } from '../ports/game-channel.ts';
import { linkRows } from '../screens/link-button.ts';
import type { WebLinks } from '../screens/web-links.ts';

/** The tournament card's buttons: `t|register`, `t|unregister` (the guild is the click's own). */
export const TOURNAMENT_PREFIX = 't|';
export const REGISTER_ID = `${TOURNAMENT_PREFIX}register`;
export const UNREGISTER_ID = `${TOURNAMENT_PREFIX}unregister`;

const say = (locale: Locale, text: AnyText) => render(locale, text);

function cardMessage(document: TournamentDocument) {
  const { locale, tournament } = document;
  const embed = new EmbedBuilder()
    .setTitle(tournament.name.slice(0, 256))
    .setDescription(
      say(locale, { key: 'tournament.card', params: cardOf(tournament) }).slice(0, 4096),
    );
  const open = tournament.started.length === 0;
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(REGISTER_ID)
      .setLabel(say(locale, { key: 'tournament.button.register', params: {} }))
      .setStyle(ButtonStyle.Primary)
      .setDisabled(!open),
    new ButtonBuilder()
      .setCustomId(UNREGISTER_ID)
      .setLabel(say(locale, { key: 'tournament.button.unregister', params: {} }))
      .setStyle(ButtonStyle.Secondary)
      .setDisabled(!open),
  );
  return { embeds: [embed], components: [row] };
}

/** `pageUrl`: the tournament's page on the server's web page (issue 27); none: no link (dropped). */
function standingsMessage(document: TournamentDocument, pageUrl: string | undefined) {
  const text = say(document.locale, {
    key: 'tournament.standings',
    params: standingsOf(document.tournament),
  });
  const components = linkRows(document.locale, 'ui.link.tournament', pageUrl);
  return { content: text.slice(0, 2000), components };
}

const code = (error: unknown) => (error as { code?: unknown }).code;

/** The tournament's messages on Discord: the card and the standings edited in place. */
export class DiscordTournamentBoard implements TournamentBoard {
  readonly #client: Client;
  readonly #links: WebLinks | undefined;

  constructor(client: Client, links?: WebLinks) {
    this.#client = client;
    this.#links = links;
  }

  showCard(document: TournamentDocument): Promise<string | undefined> {
    return this.#upsert(document.channelId, document.cardMessageId, cardMessage(document));
  }

  async showStandings(document: TournamentDocument): Promise<string | undefined> {
    const pageUrl = await this.#links?.ofTournament(document.guildId);
    return this.#upsert(
      document.channelId,
      document.standingsMessageId,
      standingsMessage(document, pageUrl),
    );
  }

  async announceRound(document: TournamentDocument, round: number): Promise<void> {
    const { tournament } = document;
    const tables = (tournament.started[round - 1]?.tables ?? []).map((table) => ({
      table: table.table,
      judgeId: table.judgeId,
      channelId: tournament.tableRooms[String(table.table)]?.textChannelId ?? '',
      seats: table.seats,
    }));
    const content = say(document.locale, { key: 'tournament.round', params: { round, tables } });
    await this.#send(document.channelId, { content: content.slice(0, 2000) });
  }

  /** TOUR-SEED-COMMIT: the seed and the seating file with it, for verify-seating. */
  async revealSeed(document: TournamentDocument): Promise<void> {
    const { tournament } = document;
    const seating = tournamentSeating(tournament);
    if (!seating || !isOver(tournament)) return;
    const content = say(document.locale, {
      key: 'tournament.seedRevealed',
      params: { seed: tournament.seed, seedSha256: tournament.seedSha256 },
    });
    const file = new AttachmentBuilder(Buffer.from(JSON.stringify(seating)), {
      name: 'seating.json',
    });
    await this.#send(document.channelId, { content, files: [file] });
  }

  async #send(channelId: string, message: MessageCreateOptions): Promise<string | undefined> {
    const channel = await fetchChannel(this.#client, channelId);
    if (!channel?.isSendable()) return undefined;
    return (await channel.send(message)).id;
  }

  /** Edits the message when it is there; posts it (again) otherwise. */
  async #upsert(
    channelId: string,
    messageId: string | undefined,
    message: Pick<MessageCreateOptions, 'content' | 'embeds' | 'components'>,
  ): Promise<string | undefined> {
    const channel = await fetchChannel(this.#client, channelId);
    if (!channel?.isSendable() || !channel.isTextBased()) return undefined;
    if (messageId) {
      try {
        await channel.messages.edit(messageId, message);
        return messageId;
      } catch (error) {
        if (code(error) !== RESTJSONErrorCodes.UnknownMessage) throw error;
      }
    }
    return (await channel.send(message)).id;
  }
}
