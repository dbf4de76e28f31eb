import { LENGTH_SETTINGS } from '../adapter-messages.ts';
import type { PhraseBook } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';
import type { Composers } from './compose.ts';

type Shown = Omit<AllParams['ui.settingsSaved'], 'language'> & {
  language?: 'ru' | 'en' | 'auto';
};

/** One line a setting, as `/mafia settings` shows it; `all` adds the unset ones and the hint. */
function settingsLines(book: PhraseBook, p: Shown, f: Formatters, all: boolean): string[] {
  const s = book.settings;
  const name = s.names;
  const lines: string[] = [];
  if (p.language !== undefined) lines.push(`${name.language}: ${s.languages[p.language]}`);
  if (p.judgeRoleId !== undefined) lines.push(`${name.judgeRoleId}: <@&${p.judgeRoleId}>`);
  else if (all) lines.push(`${name.judgeRoleId}: ${s.notSet}`);
  for (const [setting, byDefault] of LENGTH_SETTINGS) {
    const value = p[setting];
    if (value !== undefined) lines.push(`${name[setting]}: ${f.duration(value)}`);
    else if (all) lines.push(`${name[setting]}: ${s.byDefault(f.duration(byDefault))}`);
  }
  if (p.floorControl !== undefined)
    lines.push(`${name.floorControl}: ${book.names.floor[p.floorControl]}`);
  if (p.defaultPreset !== undefined)
    lines.push(`${name.defaultPreset}: ${f.preset(p.defaultPreset)}`);
  // The rule flags of ordinary games, each as the lobby words it (unset: on).
  if (p.geo74 !== undefined || all) lines.push(book.lines.rules.rule74(p.geo74 ?? true));
  if (p.geo76 !== undefined || all) lines.push(book.lines.rules.rule76(p.geo76 ?? true));
  if (p.reset !== undefined) lines.push(`${name[p.reset]}: ${s.backToDefault}`);
  if (all) lines.push(s.hint(f));
  return lines;
}

/** The settings texts: what a change saved, the whole table, a setting's name. */
export const SETTINGS_TEXTS = {
  'ui.settingsSaved': (book, p, f) => {
    const lines = settingsLines(book, p, f, false);
    return lines.length > 0
      ? [book.settings.saved, ...lines].join('\n')
      : book.settings.nothingSaved;
  },
  'ui.settingsShown': (book, p, f) => {
    const lines = settingsLines(book, p, f, true);
    if (p.muteTokens !== undefined)
      lines.splice(-1, 0, book.settings.muteCapacity(p.muteTokens, p.muteEditsPer10s ?? 0));
    return [book.settings.shown, ...lines].join('\n');
  },
  'choice.setting': (book, p) => book.settings.names[p.setting],
} satisfies Partial<Composers>;
