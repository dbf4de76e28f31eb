import { ButtonStyle, ComponentType, MessageFlags, type APIEmbed } from 'discord-api-types/v10';
import { ErrorCollector, type Path } from './error-collector.ts';
import { checkV2Layout, type Parent } from './validate-v2.ts';

const len = (s: unknown): number => (typeof s === 'string' ? [...s].length : 0);

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value.startsWith('attachment://')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function validateEmbeds(errors: ErrorCollector, embeds: unknown): void {
  if (embeds === undefined || embeds === null) return;
  if (!Array.isArray(embeds)) {
    errors.add(['embeds'], 'BASE_TYPE_LIST', 'Must be an array.');
    return;
  }
  errors.maxLength(['embeds'], embeds, 10);
  let total = 0;
  embeds.forEach((raw: APIEmbed, i) => {
    const at = (...p: Path): Path => ['embeds', i, ...p];
    errors.maxLength(at('title'), raw.title, 256);
    errors.maxLength(at('description'), raw.description, 4096);
    total += len(raw.title) + len(raw.description);
    if (raw.url !== undefined && !isUrl(raw.url)) {
      errors.add(at('url'), 'URL_TYPE_INVALID_URL', 'Not a well formed URL.');
    }
    if (raw.color !== undefined && raw.color !== null) {
      if (!Number.isInteger(raw.color) || raw.color < 0 || raw.color > 0xffffff) {
        errors.add(
          at('color'),
          'NUMBER_TYPE_MAX',
          'int value should be less than or equal to 16777215.',
        );
      }
    }
    if (raw.timestamp !== undefined && Number.isNaN(Date.parse(raw.timestamp))) {
      errors.add(at('timestamp'), 'DATE_TIME_TYPE_PARSE', 'Could not parse timestamp.');
    }
    for (const key of ['image', 'thumbnail'] as const) {
      const media = raw[key];
      if (media && !isUrl(media.url)) {
        errors.add(at(key, 'url'), 'URL_TYPE_INVALID_URL', 'Not a well formed URL.');
      }
    }
    if (raw.footer) {
      if (errors.required(at('footer', 'text'), raw.footer.text)) {
        errors.maxLength(at('footer', 'text'), raw.footer.text, 2048);
      }
      total += len(raw.footer.text);
    }
    if (raw.author) {
      if (errors.required(at('author', 'name'), raw.author.name)) {
        errors.maxLength(at('author', 'name'), raw.author.name, 256);
      }
      total += len(raw.author.name);
    }
    if (raw.fields !== undefined) {
      errors.maxLength(at('fields'), raw.fields, 25);
      raw.fields.forEach((field, f) => {
        if (errors.required(at('fields', f, 'name'), field.name)) {
          errors.maxLength(at('fields', f, 'name'), field.name, 256);
        }
        if (errors.required(at('fields', f, 'value'), field.value)) {
          errors.maxLength(at('fields', f, 'value'), field.value, 1024);
        }
        total += len(field.name) + len(field.value);
      });
    }
  });
  if (total > 6000) {
    errors.add(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000');
  }
}

/** A link button opens http(s) pages and discord: links (not attachments). */
function isButtonUrl(value: unknown): boolean {
  try {
    return ['http:', 'https:', 'discord:'].includes(new URL(String(value)).protocol);
  } catch {
    return false;
  }
}

interface AnyComponent {
  type?: number;
  custom_id?: string;
  label?: string;
  style?: number;
  url?: string;
  emoji?: unknown;
  sku_id?: string;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  options?: { label?: string; value?: string; description?: string }[];
  components?: AnyComponent[];
  accessory?: AnyComponent;
  content?: string;
}

const SELECT_TYPES = new Set<number>([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

/** Validates message components (legacy action rows, or Components V2 when `v2`). */
export function validateComponents(
  errors: ErrorCollector,
  components: unknown,
  options: { v2: boolean; root?: string } = { v2: false },
): void {
  const root = options.root ?? 'components';
  if (components === undefined || components === null) return;
  if (!Array.isArray(components)) {
    errors.add([root], 'BASE_TYPE_LIST', 'Must be an array.');
    return;
  }
  const customIds = new Map<string, Path>();
  let count = 0;
  let textLength = 0;
  const visit = (c: AnyComponent, path: Path, parent: Parent, asAccessory = false): void => {
    count += 1;
    const type = c.type ?? 0;
    if (options.v2) checkV2Layout(errors, c, path, parent, asAccessory);
    if (c.custom_id !== undefined) {
      if (len(c.custom_id) < 1 || len(c.custom_id) > 100) {
        errors.add(
          [...path, 'custom_id'],
          'BASE_TYPE_BAD_LENGTH',
          'Must be between 1 and 100 in length.',
        );
      }
      if (customIds.has(c.custom_id)) {
        errors.add(
          [...path, 'custom_id'],
          'COMPONENT_CUSTOM_ID_DUPLICATED',
          'Component custom id cannot be duplicated',
        );
      }
      customIds.set(c.custom_id, path);
    }
    if (type === ComponentType.ActionRow) {
      const children = c.components ?? [];
      if (children.length < 1 || children.length > 5) {
        errors.add(
          [...path, 'components'],
          'BASE_TYPE_BAD_LENGTH',
          'Must be between 1 and 5 in length.',
        );
      }
      const selects = children.filter((child) => SELECT_TYPES.has(child.type ?? 0)).length;
      if (selects > 0 && children.length > 1) {
        errors.add(
          [...path, 'components'],
          'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
          'The specified component exceeds the maximum width',
        );
      }
      children.forEach((child, i) =>
        visit(child, [...path, 'components', i], ComponentType.ActionRow),
      );
      return;
    }
    if (type === ComponentType.Button) {
      if (parent !== ComponentType.ActionRow && !options.v2) {
        errors.add(
          [...path, 'type'],
          'UNION_TYPE_CHOICES',
          'Value of field "type" must be one of (1,).',
        );
      }
      errors.maxLength([...path, 'label'], c.label, 80);
      if (c.label === undefined && c.emoji === undefined && c.style !== ButtonStyle.Premium) {
        errors.add(
          [...path, 'label'],
          'BUTTON_COMPONENT_INVALID',
          'A button must have a label or an emoji',
        );
      }
      if (c.style === ButtonStyle.Link) {
        // Discord: a link button has a url (http, https or discord, at most 512) and no custom_id.
        if (errors.required([...path, 'url'], c.url) && !isButtonUrl(c.url))
          errors.add([...path, 'url'], 'URL_TYPE_INVALID_URL', 'Not a well formed URL.');
        errors.maxLength([...path, 'url'], c.url, 512);
        if (c.custom_id !== undefined) {
          errors.add(
            [...path, 'custom_id'],
            'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
            'A link button cannot have a custom id',
          );
        }
      } else if (c.style !== ButtonStyle.Premium) {
        errors.required([...path, 'custom_id'], c.custom_id);
        if (c.url !== undefined)
          errors.add(
            [...path, 'url'],
            'BUTTON_COMPONENT_URL_NOT_ALLOWED',
            'A non-link button cannot have a url',
          );
        if (c.style === undefined || c.style < 1 || c.style > 6) {
          errors.add(
            [...path, 'style'],
            'ENUM_TYPE_COERCE',
            `Value "${String(c.style)}" is not a valid enum value.`,
          );
        }
      }
      return;
    }
    if (SELECT_TYPES.has(type)) {
      errors.required([...path, 'custom_id'], c.custom_id);
      errors.maxLength([...path, 'placeholder'], c.placeholder, 150);
      const min = c.min_values ?? 1;
      const max = c.max_values ?? 1;
      if (min < 0 || min > 25)
        errors.add(
          [...path, 'min_values'],
          'NUMBER_TYPE_MAX',
          'int value should be less than or equal to 25.',
        );
      if (max < 1 || max > 25)
        errors.add(
          [...path, 'max_values'],
          'NUMBER_TYPE_MAX',
          'int value should be less than or equal to 25.',
        );
      if (type === ComponentType.StringSelect) {
        const opts = c.options ?? [];
        if (opts.length < 1 || opts.length > 25) {
          errors.add(
            [...path, 'options'],
            'BASE_TYPE_BAD_LENGTH',
            'Must be between 1 and 25 in length.',
          );
        }
        if (max > opts.length && opts.length > 0) {
          errors.add(
            [...path, 'max_values'],
            'NUMBER_TYPE_MAX',
            `int value should be less than or equal to ${opts.length}.`,
          );
        }
        const values = new Set<string>();
        opts.forEach((o, i) => {
          const at: Path = [...path, 'options', i];
          if (errors.required([...at, 'label'], o.label))
            errors.maxLength([...at, 'label'], o.label, 100);
          if (errors.required([...at, 'value'], o.value))
            errors.maxLength([...at, 'value'], o.value, 100);
          errors.maxLength([...at, 'description'], o.description, 100);
          if (o.value !== undefined && values.has(o.value)) {
            errors.add(
              [...at, 'value'],
              'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
              'Select component option values cannot be duplicated',
            );
          }
          if (o.value !== undefined) values.add(o.value);
        });
      }
      return;
    }
    if (!options.v2) {
      errors.add(
        [...path, 'type'],
        'UNION_TYPE_CHOICES',
        'Value of field "type" must be one of (1,).',
      );
      return;
    }
    if (type === ComponentType.TextDisplay) textLength += len(c.content);
    (c.components ?? []).forEach((child, i) => visit(child, [...path, 'components', i], type));
    if (c.accessory) visit(c.accessory, [...path, 'accessory'], type, true);
  };
  if (!options.v2) {
    errors.maxLength([root], components, 5);
    components.forEach((c: AnyComponent, i) => {
      if (c.type !== ComponentType.ActionRow) {
        errors.add(
          [root, i, 'type'],
          'UNION_TYPE_CHOICES',
          'Value of field "type" must be one of (1,).',
        );
        return;
      }
      visit(c, [root, i], 'top');
    });
  } else {
    components.forEach((c: AnyComponent, i) => visit(c, [root, i], 'top'));
    if (count > 40) {
      errors.add([root], 'BASE_TYPE_MAX_LENGTH', 'Must be 40 or fewer in length.');
    }
    if (textLength > 4000) {
      errors.add(
        [root],
        'MAX_TEXT_DISPLAY_LENGTH_EXCEEDED',
        'Total text display length exceeds 4000',
      );
    }
  }
}

export interface MessageBodyShape {
  content?: unknown;
  embeds?: unknown;
  components?: unknown;
  flags?: unknown;
  attachments?: unknown;
  sticker_ids?: unknown;
  poll?: unknown;
}

/** Checks a message create/edit body as Discord does; throws 50035 with an `errors` object. */
export function validateMessageBody(body: MessageBodyShape): void {
  const errors = new ErrorCollector();
  const flags = typeof body.flags === 'number' ? body.flags : 0;
  const v2 = (flags & MessageFlags.IsComponentsV2) !== 0;
  if (body.content !== undefined && body.content !== null && typeof body.content !== 'string') {
    errors.add(['content'], 'BASE_TYPE_STRING', 'Must be a string.');
  }
  errors.maxLength(['content'], body.content, 2000);
  validateEmbeds(errors, body.embeds);
  validateComponents(errors, body.components, { v2 });
  if (v2) {
    if (typeof body.content === 'string' && body.content !== '') {
      errors.add(
        ['content'],
        'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      );
    }
    if (Array.isArray(body.embeds) && body.embeds.length > 0) {
      errors.add(
        ['embeds'],
        'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      );
    }
  }
  errors.throwIfAny();
}
