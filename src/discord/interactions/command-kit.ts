import {
  PermissionFlagsBits,
  type ChatInputCommandInteraction,
  type GuildMember,
  type User,
} from 'discord.js';
import type { Actor, Text } from '../../engine/index.ts';
import { catalog, render, type AnyText, type Locale } from '../../i18n/index.ts';
import type { AdapterKey } from '../../i18n/adapter-messages.ts';
import type { Logger } from '../../logger.ts';
import type { Orchestrator } from '../../orchestrator/orchestrator.ts';
import type { SeasonService } from '../../season/season-service.ts';
import type { SeasonAdministration } from '../../season/season-admin-service.ts';
import type { GuildSettingsService } from '../../settings/guild-settings-service.ts';
import type { TournamentService } from '../../tournament/service/tournament-service.ts';
import type { Confirmations } from './confirmations.ts';
import type { Reply } from './respond.ts';

/** What every slash-command handler gets: its preconditions check, the handler dispatches and replies. */
export interface CommandContext {
  interaction: ChatInputCommandInteraction<'cached'>;
  orchestrator: Orchestrator;
  settings: GuildSettingsService;
  /** The server's season: stats and the leaderboard (issue 15). */
  season: SeasonService;
  /** Voids, the seasons' dates, the public standings and the export (`/season`, issue 26). */
  seasonAdmin?: SeasonAdministration;
  /** The guild's club tournament (`/tournament`, issue 26); absent where none is wired. */
  tournaments?: TournamentService;
  logger: Logger;
  /** The user's own language, for ephemeral answers. */
  locale: Locale;
  actor: Actor;
  /** JUDGE-CONFIRM: the judge's commands waiting for his Confirm (end, team loss). */
  confirmations: Confirmations;
  /** Where the public web page is reached (WEB_PUBLIC_URL, issue 27); unset: no link is given. */
  webPublicUrl?: string;
}

export const ephemeral = (text: Text | AnyText): Reply => ({ kind: 'text', text, ephemeral: true });
/** A public answer, in the game's language (everyone at the table reads it). */
export const publicly = (text: Text | AnyText, locale: Locale): Reply => ({
  kind: 'text',
  text,
  ephemeral: false,
  locale,
});

/** Description in English with the Russian localization, from the catalogues. */
export function described<
  T extends {
    setDescription(d: string): T;
    setDescriptionLocalizations(l: Record<string, string>): T;
  },
>(builder: T, key: AdapterKey): T {
  const text = { key, params: {} } as AnyText;
  return builder
    .setDescription(render('en', text).slice(0, 100))
    .setDescriptionLocalizations({ ru: render('ru', text).slice(0, 100) });
}

/** A choice named in English with the Russian localization, from the catalogues. */
export function localizedChoice<V extends string>(text: AnyText, value: V) {
  return {
    name: render('en', text).slice(0, 100),
    name_localizations: { ru: render('ru', text).slice(0, 100) },
    value,
  };
}

/** Choices of a string option, each named by its `<prefix>.<value>` text in both languages. */
export function localizedChoices<V extends string>(
  prefix: 'choice.floor' | 'choice.phase' | 'choice.language' | 'choice.web',
  values: readonly V[],
): Array<{ name: string; name_localizations: { ru: string }; value: V }> {
  return values.map((value) =>
    localizedChoice({ key: `${prefix}.${value}` as AdapterKey, params: {} } as AnyText, value),
  );
}

/**
 * An option's name as Discord shows it in each language: registered once with `namedOption`, and
 * quoted back in a refusal in the member's language (never the code's own field name).
 */
export interface OptionName {
  readonly en: string;
  readonly ru: string;
}

export function namedOption<
  T extends { setName(n: string): T; setNameLocalizations(l: Record<string, string>): T },
>(builder: T, name: OptionName): T {
  return named(builder, name.en, name.ru);
}

/** A value outside an option's choices (a stale or forged client sent it): nothing changes. */
export function badChoice(option: OptionName) {
  return { key: 'ui.badChoice', params: { option: { en: option.en, ru: option.ru } } } as const;
}

/** A name and its Russian localization (Discord: lowercase, no spaces, ≤ 32 characters). */
export function named<
  T extends { setName(n: string): T; setNameLocalizations(l: Record<string, string>): T },
>(builder: T, en: string, ru: string): T {
  return builder.setName(en).setNameLocalizations({ ru });
}

/** The acting member: Manage Server or the guild's judge role make him a judge of any game (product.md). */
export function actorOf(
  member: GuildMember | null,
  user: User,
  judgeRoleId: string | undefined,
): Actor {
  const privileged =
    member !== null &&
    (member.permissions.has(PermissionFlagsBits.ManageGuild) ||
      (judgeRoleId !== undefined && member.roles.cache.has(judgeRoleId)));
  return {
    userId: user.id,
    name: member?.displayName ?? user.globalName ?? user.username,
    privileged,
  };
}

/** Violation names for a judge command's `reason` choice list, in both languages. */
export function violationChoices(rows: readonly number[]) {
  return rows.map((row) => ({
    name: catalog('en').violations[row as keyof ReturnType<typeof catalog>['violations']].slice(
      0,
      100,
    ),
    name_localizations: {
      ru: catalog('ru').violations[row as keyof ReturnType<typeof catalog>['violations']].slice(
        0,
        100,
      ),
    },
    value: String(row),
  }));
}

/** "5.1.15 Speaking out of turn — <details>" in the game's language, as the engine records it. */
export function reasonText(locale: Locale, row: string | null, details: string | null): string {
  const violation = row
    ? catalog(locale).violations[Number(row) as keyof ReturnType<typeof catalog>['violations']]
    : undefined;
  return (
    [violation, details?.trim()].filter((part) => part !== undefined && part !== '').join(' — ') ||
    '—'
  );
}
