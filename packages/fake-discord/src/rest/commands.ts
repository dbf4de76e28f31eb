import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  Locale,
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { FakeContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { snowflake } from '../ids.ts';
import type { RestRequest } from '../router.ts';
import { ErrorCollector } from '../error-collector.ts';
import { noContent, ok, requireGuild, type FakeRoute } from './common.ts';

const LOCALES = new Set<string>(Object.values(Locale));
const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

type Path = (string | number)[];

function checkLocalizations(errors: ErrorCollector, path: Path, map: unknown, max: number): void {
  if (map === undefined || map === null) return;
  for (const [locale, value] of Object.entries(map as Record<string, unknown>)) {
    if (!LOCALES.has(locale)) {
      errors.add(
        [...path, locale],
        'ENUM_TYPE_COERCE',
        `Value "${locale}" is not a valid enum value.`,
      );
    } else if (typeof value !== 'string' || value.length < 1 || value.length > max) {
      errors.add(
        [...path, locale],
        'BASE_TYPE_BAD_LENGTH',
        `Must be between 1 and ${max} in length.`,
      );
    }
  }
}

function checkName(errors: ErrorCollector, path: Path, name: unknown, chatInput: boolean): void {
  if (typeof name !== 'string' || !NAME.test(name) || (chatInput && name !== name.toLowerCase())) {
    errors.add([...path, 'name'], 'APPLICATION_COMMAND_INVALID_NAME', `Command name is invalid`);
  }
}

function checkOptions(errors: ErrorCollector, path: Path, options: unknown, depth: number): void {
  if (options === undefined) return;
  if (!Array.isArray(options)) {
    errors.add(path, 'BASE_TYPE_LIST', 'Must be an array.');
    return;
  }
  errors.maxLength(path, options, 25);
  const names = new Set<string>();
  let seenOptional = false;
  const list = options as APIApplicationCommandOption[];
  const subs = list.filter(
    (o) =>
      o.type === ApplicationCommandOptionType.Subcommand ||
      o.type === ApplicationCommandOptionType.SubcommandGroup,
  ).length;
  if (subs > 0 && subs !== list.length) {
    errors.add(
      path,
      'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
      'Sub-command and sub-command group option types are mutually exclusive to all other types',
    );
  }
  list.forEach((o, i) => {
    const at: Path = [...path, i];
    checkName(errors, at, o.name, true);
    if (names.has(o.name)) {
      errors.add(
        [...at, 'name'],
        'APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS',
        'Option name already exists',
      );
    }
    names.add(o.name);
    checkLocalizations(errors, [...at, 'name_localizations'], o.name_localizations, 32);
    if (
      typeof o.description !== 'string' ||
      o.description.length < 1 ||
      o.description.length > 100
    ) {
      errors.add(
        [...at, 'description'],
        'BASE_TYPE_BAD_LENGTH',
        'Must be between 1 and 100 in length.',
      );
    }
    checkLocalizations(
      errors,
      [...at, 'description_localizations'],
      o.description_localizations,
      100,
    );
    const required = 'required' in o && o.required === true;
    if (required && seenOptional) {
      errors.add(
        [...at, 'required'],
        'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        'Required options must be placed before non-required options',
      );
    }
    if (!required) seenOptional = true;
    if (o.type === ApplicationCommandOptionType.SubcommandGroup) {
      if (depth > 0)
        errors.add(
          [...at, 'type'],
          'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
          'Sub-command groups cannot be nested',
        );
      checkOptions(errors, [...at, 'options'], o.options, depth + 1);
    } else if (o.type === ApplicationCommandOptionType.Subcommand) {
      if (depth > 1)
        errors.add(
          [...at, 'type'],
          'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
          'Too deeply nested',
        );
      checkOptions(errors, [...at, 'options'], o.options, 2);
    } else if ('choices' in o && o.choices) {
      errors.maxLength([...at, 'choices'], o.choices, 25);
      o.choices.forEach((c, j) => {
        if (typeof c.name !== 'string' || c.name.length < 1 || c.name.length > 100) {
          errors.add(
            [...at, 'choices', j, 'name'],
            'BASE_TYPE_BAD_LENGTH',
            'Must be between 1 and 100 in length.',
          );
        }
        checkLocalizations(
          errors,
          [...at, 'choices', j, 'name_localizations'],
          c.name_localizations,
          100,
        );
      });
    }
  });
}

/** Discord's checks on a command definition (names, descriptions, localizations, options). */
function validateCommand(
  errors: ErrorCollector,
  path: Path,
  body: RESTPostAPIApplicationCommandsJSONBody,
): void {
  const type = body.type ?? ApplicationCommandType.ChatInput;
  const chatInput = type === ApplicationCommandType.ChatInput;
  checkName(errors, path, body.name, chatInput);
  checkLocalizations(errors, [...path, 'name_localizations'], body.name_localizations, 32);
  if (chatInput) {
    const description = 'description' in body ? body.description : undefined;
    if (typeof description !== 'string' || description.length < 1 || description.length > 100) {
      errors.add(
        [...path, 'description'],
        'BASE_TYPE_BAD_LENGTH',
        'Must be between 1 and 100 in length.',
      );
    }
    if ('description_localizations' in body) {
      checkLocalizations(
        errors,
        [...path, 'description_localizations'],
        body.description_localizations,
        100,
      );
    }
    checkOptions(errors, [...path, 'options'], 'options' in body ? body.options : undefined, 0);
  }
}

function scopeOf(req: RestRequest, ctx: FakeContext): string {
  if (req.params.appId !== ctx.world.applicationId) throw Errors.missingAccess();
  if (req.params.guildId) return requireGuild(ctx, req.params.guildId).id;
  return 'global';
}

function materialize(
  ctx: FakeContext,
  scope: string,
  body: RESTPostAPIApplicationCommandsJSONBody,
  previous: APIApplicationCommand | undefined,
): APIApplicationCommand {
  const type = body.type ?? ApplicationCommandType.ChatInput;
  const command = {
    ...structuredClone(body),
    id: previous?.id ?? snowflake(),
    application_id: ctx.world.applicationId,
    version: previous?.version ?? snowflake(),
    type,
    description: 'description' in body && body.description ? body.description : '',
    default_member_permissions: body.default_member_permissions ?? null,
    nsfw: body.nsfw ?? false,
    integration_types: body.integration_types ?? [0],
    contexts: body.contexts ?? null,
  } as APIApplicationCommand;
  if (scope !== 'global') command.guild_id = scope;
  if (
    previous &&
    JSON.stringify({ ...previous, version: '' }) !== JSON.stringify({ ...command, version: '' })
  ) {
    command.version = snowflake();
  }
  return command;
}

function sameKey(
  a: { name: string; type?: ApplicationCommandType },
  b: { name: string; type?: ApplicationCommandType },
): boolean {
  return a.name === b.name && (a.type ?? 1) === (b.type ?? 1);
}

/** Application commands: bulk overwrite and single CRUD, global and per guild. */
export const commandRoutes: FakeRoute[] = [];

for (const base of [
  '/applications/:appId/commands',
  '/applications/:appId/guilds/:guildId/commands',
]) {
  commandRoutes.push(
    {
      method: 'GET',
      pattern: base,
      auth: 'bot',
      handle: (req, ctx) => ok(ctx.world.commands.get(scopeOf(req, ctx)) ?? []),
    },
    {
      method: 'PUT',
      pattern: base,
      auth: 'bot',
      handle: (req, ctx) => {
        const scope = scopeOf(req, ctx);
        if (!Array.isArray(req.body)) throw Errors.cannotSendEmpty();
        const bodies = req.body as RESTPostAPIApplicationCommandsJSONBody[];
        const errors = new ErrorCollector();
        errors.maxLength([], bodies, 100);
        bodies.forEach((b, i) => validateCommand(errors, [i], b));
        errors.throwIfAny();
        const previous = ctx.world.commands.get(scope) ?? [];
        const next = bodies.map((b) =>
          materialize(
            ctx,
            scope,
            b,
            previous.find((p) => sameKey(p, b)),
          ),
        );
        ctx.world.commands.set(scope, next);
        return ok(next);
      },
    },
    {
      method: 'POST',
      pattern: base,
      auth: 'bot',
      handle: (req, ctx) => {
        const scope = scopeOf(req, ctx);
        const body = req.body as RESTPostAPIApplicationCommandsJSONBody;
        const errors = new ErrorCollector();
        validateCommand(errors, [], body);
        errors.throwIfAny();
        const list = ctx.world.commands.get(scope) ?? [];
        const existing = list.find((p) => sameKey(p, body));
        const command = materialize(ctx, scope, body, existing);
        ctx.world.commands.set(scope, [...list.filter((c) => c !== existing), command]);
        return ok(command, existing ? 200 : 201);
      },
    },
    {
      method: 'GET',
      pattern: `${base}/:commandId`,
      auth: 'bot',
      handle: (req, ctx) => {
        const command = ctx.world.commands
          .get(scopeOf(req, ctx))
          ?.find((c) => c.id === req.params.commandId);
        if (!command) throw Errors.unknownCommand();
        return ok(command);
      },
    },
    {
      method: 'PATCH',
      pattern: `${base}/:commandId`,
      auth: 'bot',
      handle: (req, ctx) => {
        const scope = scopeOf(req, ctx);
        const list = ctx.world.commands.get(scope) ?? [];
        const existing = list.find((c) => c.id === req.params.commandId);
        if (!existing) throw Errors.unknownCommand();
        const merged = {
          ...existing,
          ...(req.body as object),
        } as RESTPostAPIApplicationCommandsJSONBody;
        const errors = new ErrorCollector();
        validateCommand(errors, [], merged);
        errors.throwIfAny();
        const command = materialize(ctx, scope, merged, existing);
        ctx.world.commands.set(
          scope,
          list.map((c) => (c === existing ? command : c)),
        );
        return ok(command);
      },
    },
    {
      method: 'DELETE',
      pattern: `${base}/:commandId`,
      auth: 'bot',
      handle: (req, ctx) => {
        const scope = scopeOf(req, ctx);
        const list = ctx.world.commands.get(scope) ?? [];
        if (!list.some((c) => c.id === req.params.commandId)) throw Errors.unknownCommand();
        ctx.world.commands.set(
          scope,
          list.filter((c) => c.id !== req.params.commandId),
        );
        return noContent();
      },
    },
  );
}
