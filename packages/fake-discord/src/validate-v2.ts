import { ComponentType } from 'discord-api-types/v10';
import type { ErrorCollector, Path } from './error-collector.ts';

/** Where a component sits: at the top of the message, or inside a component of this type. */
export type Parent = 'top' | ComponentType;

/** The parts of a component the Components V2 layout rules read. */
export interface LayoutComponent {
  type?: number;
  components?: LayoutComponent[];
  accessory?: LayoutComponent;
  content?: unknown;
  accent_color?: unknown;
  spacing?: unknown;
}

/** Discord's Components V2 reference: what may sit at the top of a message and in a container. */
const TOP_LEVEL = new Set<number>([
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
  ComponentType.Container,
]);
const IN_CONTAINER = new Set<number>([...TOP_LEVEL].filter((t) => t !== ComponentType.Container));
const ACCESSORIES = new Set<number>([ComponentType.Button, ComponentType.Thumbnail]);
/** Interactive components live in action rows (a button also as a section's accessory). */
const IN_ROW = new Set<number>([
  ComponentType.Button,
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

function allowedIn(parent: Parent, type: number): boolean {
  if (parent === 'top') return TOP_LEVEL.has(type);
  if (parent === ComponentType.Container) return IN_CONTAINER.has(type);
  if (parent === ComponentType.ActionRow) return IN_ROW.has(type);
  if (parent === ComponentType.Section) return type === ComponentType.TextDisplay;
  return false;
}

function invalidType(errors: ErrorCollector, path: Path, type: number): void {
  errors.add(
    [...path, 'type'],
    'UNION_TYPE_CHOICES',
    `Value of field "type" is not valid here: ${type}.`,
  );
}

/**
 * The layout rules of a Components V2 message for one component: where it may sit, and the
 * required parts of a text display, a section (1–3 text displays and an accessory), a container
 * and a separator. The 40-component and 4,000-character totals are counted by the caller.
 */
export function checkV2Layout(
  errors: ErrorCollector,
  c: LayoutComponent,
  path: Path,
  parent: Parent,
  asAccessory = false,
): void {
  const type = c.type ?? 0;
  if (asAccessory ? !ACCESSORIES.has(type) : !allowedIn(parent, type))
    invalidType(errors, path, type);
  if (type === ComponentType.TextDisplay) {
    if (typeof c.content !== 'string' || c.content === '')
      errors.add([...path, 'content'], 'BASE_TYPE_REQUIRED', 'This field is required');
    else errors.maxLength([...path, 'content'], c.content, 4000);
  }
  if (type === ComponentType.Section) {
    const texts = c.components ?? [];
    if (texts.length < 1 || texts.length > 3)
      errors.add(
        [...path, 'components'],
        'BASE_TYPE_BAD_LENGTH',
        'Must be between 1 and 3 in length.',
      );
    if (!c.accessory)
      errors.add([...path, 'accessory'], 'BASE_TYPE_REQUIRED', 'This field is required');
  }
  if (type === ComponentType.Container) {
    if ((c.components ?? []).length < 1)
      errors.add(
        [...path, 'components'],
        'BASE_TYPE_BAD_LENGTH',
        'Must be between 1 and 40 in length.',
      );
    const colour = c.accent_color;
    if (
      colour !== undefined &&
      colour !== null &&
      (!Number.isInteger(colour) || (colour as number) < 0 || (colour as number) > 0xffffff)
    )
      errors.add(
        [...path, 'accent_color'],
        'NUMBER_TYPE_MAX',
        'int value should be less than or equal to 16777215.',
      );
  }
  if (
    type === ComponentType.Separator &&
    c.spacing !== undefined &&
    c.spacing !== 1 &&
    c.spacing !== 2
  )
    errors.add(
      [...path, 'spacing'],
      'ENUM_TYPE_COERCE',
      `Value "${String(c.spacing)}" is not a valid enum value.`,
    );
}
