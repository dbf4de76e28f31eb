import type { SelectControl } from '../../engine/index.ts';

/** Discord's limit: a string select menu holds at most 25 options (API docs: String Select). */
export const MENU_OPTIONS_LIMIT = 25;

/** One Discord menu of an engine select: its custom-id part, its options and bounds. */
export interface SelectMenu {
  id: string;
  options: SelectControl['options'];
  min: number;
  max: number;
}

/** Three overlapping menus hold every pair while the overflow k fits twice in one: 2k ≤ 25. */
const PAIR_MENUS_MAX = MENU_OPTIONS_LIMIT + Math.floor(MENU_OPTIONS_LIMIT / 2);

/** `vote.1` → `vote`: the suffix names one of several menus of one engine select. */
const MENU_SUFFIX = /\.\d+$/;

function menu(id: string, options: SelectControl['options'], control: SelectControl): SelectMenu {
  return {
    id,
    options,
    min: Math.min(control.min, options.length),
    max: Math.min(control.max, options.length),
  };
}

/**
 * A pair (the Journalist's compare, D09) must be picked in ONE menu. Above 25 options (forum
 * tables of 27–29) three overlapping menus hold every pair: the first 25, the last 25, and the
 * k first with the k last (k = the overflow).
 */
function pairMenus(control: SelectControl): SelectControl['options'][] {
  const { options } = control;
  const overflow = options.length - MENU_OPTIONS_LIMIT;
  return [
    options.slice(0, MENU_OPTIONS_LIMIT),
    options.slice(overflow),
    [...options.slice(0, overflow), ...options.slice(-overflow)],
  ];
}

function chunks(options: SelectControl['options']): SelectControl['options'][] {
  const parts: SelectControl['options'][] = [];
  for (let start = 0; start < options.length; start += MENU_OPTIONS_LIMIT)
    parts.push(options.slice(start, start + MENU_OPTIONS_LIMIT));
  return parts;
}

/**
 * The menus that show one engine select: itself when it fits (same id), otherwise menus of at
 * most 25 options named `<id>.<n>`: a pair in overlapping menus, anything else in consecutive
 * chunks (a seat in the 26th place and later sits in the second menu).
 */
export function selectMenus(control: SelectControl): SelectMenu[] {
  const { options } = control;
  if (options.length <= MENU_OPTIONS_LIMIT) return [menu(control.id, options, control)];
  const isPair = control.min === 2 && control.max === 2;
  const parts = isPair && options.length <= PAIR_MENUS_MAX ? pairMenus(control) : chunks(options);
  return parts.map((part, index) => menu(`${control.id}.${index}`, part, control));
}

/** The engine select a pick in a menu stands for (`compare.2` → `compare`, `vote` → `vote`). */
export function selectOfMenu(menuId: string): string {
  return menuId.replace(MENU_SUFFIX, '');
}
