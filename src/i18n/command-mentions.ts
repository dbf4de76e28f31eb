/**
 * Command mentions (`</mafia role:ID>`): Discord renders them clickable, each in the reader's
 * language, but only with the id the command was registered under. The ids come back from the
 * registration (register-commands.ts) and are kept here for the texts to use; until then, or
 * when registration failed, a text names the command as plain code in its own language.
 *
 * One map per process: a process runs one application, whose command names are unique.
 */
const ids = new Map<string, string>();

/** The commands a text may name: the top-level command and its subcommand, in English. */
export type CommandPath = 'mafia start' | 'mafia role' | 'mafia settings' | 'mafia undo';

function isRegistered(value: unknown): value is { id: string; name: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string';
}

/** The registration's answer: every command with its id. Anything else is ignored. */
export function learnCommandIds(registered: readonly unknown[]): void {
  for (const command of registered) if (isRegistered(command)) ids.set(command.name, command.id);
}

/** For tests: forget the ids (the texts fall back to plain names). */
export function forgetCommandIds(): void {
  ids.clear();
}

/** `</mafia role:ID>` when the id is known; else `/мафия роль` as code, from `localized`. */
export function commandMention(path: CommandPath, localized: string): string {
  const id = ids.get(path.split(' ')[0] ?? '');
  return id ? `</${path}:${id}>` : `\`/${localized}\``;
}
