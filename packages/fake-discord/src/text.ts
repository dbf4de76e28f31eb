import {
  ButtonStyle,
  ComponentType,
  type APIEmbed,
  type APIMessage,
  type APISelectMenuOption,
} from 'discord-api-types/v10';

/** Anything with message-like content (an APIMessage, or a player's view of one). */
export interface MessageLike {
  content?: string | null;
  embeds?: APIEmbed[];
  components?: APIMessage['components'];
}

interface LooseComponent {
  type: number;
  components?: LooseComponent[];
  accessory?: LooseComponent;
  content?: string;
  label?: string;
  style?: number;
  custom_id?: string;
  url?: string;
  disabled?: boolean;
  placeholder?: string;
  options?: APISelectMenuOption[];
  min_values?: number;
  max_values?: number;
  emoji?: { name?: string | null };
}

/** Every component in a message, depth first (rows, containers, sections, accessories). */
export function allComponents(components: APIMessage['components']): LooseComponent[] {
  const out: LooseComponent[] = [];
  const walk = (list: LooseComponent[] | undefined): void => {
    for (const c of list ?? []) {
      out.push(c);
      walk(c.components);
      if (c.accessory) walk([c.accessory]);
    }
  };
  walk(components as LooseComponent[] | undefined);
  return out;
}

export interface ButtonView {
  label: string;
  emoji: string | null;
  style: ButtonStyle;
  disabled: boolean;
  customId: string | null;
  url: string | null;
}

export interface SelectView {
  type: ComponentType;
  customId: string;
  placeholder: string | null;
  disabled: boolean;
  minValues: number;
  maxValues: number;
  /** String selects only. */
  options: APISelectMenuOption[];
}

export function buttonsOf(message: MessageLike): ButtonView[] {
  return allComponents(message.components)
    .filter((c) => c.type === ComponentType.Button)
    .map((c) => ({
      label: c.label ?? '',
      emoji: c.emoji?.name ?? null,
      style: (c.style ?? ButtonStyle.Secondary) as ButtonStyle,
      disabled: c.disabled ?? false,
      customId: c.custom_id ?? null,
      url: c.url ?? null,
    }));
}

const SELECTS = new Set<number>([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

export function selectsOf(message: MessageLike): SelectView[] {
  return allComponents(message.components)
    .filter((c) => SELECTS.has(c.type))
    .map((c) => ({
      type: c.type as ComponentType,
      customId: c.custom_id ?? '',
      placeholder: c.placeholder ?? null,
      disabled: c.disabled ?? false,
      minValues: c.min_values ?? 1,
      maxValues: c.max_values ?? 1,
      options: c.options ?? [],
    }));
}

export function embedText(embed: APIEmbed): string {
  const parts: string[] = [];
  if (embed.author?.name) parts.push(embed.author.name);
  if (embed.title) parts.push(embed.title);
  if (embed.description) parts.push(embed.description);
  for (const field of embed.fields ?? []) parts.push(`${field.name}\n${field.value}`);
  if (embed.footer?.text) parts.push(embed.footer.text);
  return parts.join('\n');
}

/**
 * Everything a person reads in a message, as one string: content, then each embed's author,
 * title, description, fields ("name\nvalue") and footer, then Components V2 text displays.
 */
export function textOf(message: MessageLike): string {
  const parts: string[] = [];
  if (message.content) parts.push(message.content);
  for (const embed of message.embeds ?? []) parts.push(embedText(embed));
  for (const c of allComponents(message.components)) {
    if (c.type === ComponentType.TextDisplay && c.content) parts.push(c.content);
  }
  return parts.join('\n');
}

/**
 * The message's title as a person reads it: the first embed's title, or the heading that opens a
 * Components V2 message (its first text display's first line, markdown heading marks dropped).
 */
export function titleOf(message: MessageLike): string {
  const embedTitle = message.embeds?.[0]?.title;
  if (embedTitle) return embedTitle;
  const first = allComponents(message.components).find(
    (c) => c.type === ComponentType.TextDisplay && c.content,
  );
  return (first?.content ?? '').split('\n')[0]!.replace(/^#{1,3}\s+/, '');
}

/** Does a label match a string (exact, then case-insensitive and trimmed) or a RegExp? */
export function labelMatches(label: string, wanted: string | RegExp): boolean {
  if (wanted instanceof RegExp) return wanted.test(label);
  return label === wanted || label.trim().toLowerCase() === wanted.trim().toLowerCase();
}
