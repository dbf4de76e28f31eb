/**
 * Schema 1 → 2: every notice and saved screen carries its purpose; guild settings name a speech
 * length per sports preset.
 *
 * Games saved at schema 1 may hold notices (outbox, inbox) and screen records written before
 * the engine stamped a purpose on them, and screen records that kept the screen's JSON beside
 * it as `shown`. This step gives those notices the purpose the engine would have stamped (read
 * from the message that made them what they were), names the night and duel prompts among the
 * saved screens by their ids, and drops `shown`. Settings saved when one `speechSeconds` applied
 * to both sports presets get that length for each (what it meant). The tables below are frozen: they describe
 * what schema 1 wrote, not what the engine writes today.
 */
import type { StoredJson } from './stored-json.ts';

/**
 * The message keys that made a notice a role card, a night result, the report or a personal
 * notice (D46: warnings, skips and activity belong to the player, not to his seat).
 */
const NOTICE_PURPOSE_BY_KEY: Readonly<Record<string, string>> = {
  'role.card': 'roleCard',
  'night.result.check': 'nightResult',
  'night.result.leaderCheck': 'nightResult',
  'night.result.compare': 'nightResult',
  'game.report': 'report',
  'skip.reminder': 'personal',
  'skip.warning': 'personal',
  'activity.reminder': 'personal',
};

/** Screen ids of the prompts schema 1 saved without a purpose (`~n`: an undo's new generation). */
const NIGHT_PROMPT_ID = /^night\.\d+\.(\d+|mafia)(~\d+)?$/;
const DUEL_PROMPT_ID = /^duel\.[^.]+\.\d+\.\d+(~\d+)?$/;

const isObject = (value: unknown): value is StoredJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function noticePurposeOf(notice: StoredJson): string {
  const lines = Array.isArray(notice.lines) ? notice.lines : [];
  for (const line of lines) {
    const purpose = isObject(line) ? NOTICE_PURPOSE_BY_KEY[String(line.key)] : undefined;
    if (purpose) return purpose;
  }
  return 'other';
}

function withNoticePurpose(event: unknown): unknown {
  if (!isObject(event) || event.type !== 'notice' || event.purpose !== undefined) return event;
  return { ...event, purpose: noticePurposeOf(event) };
}

function screenPurposeOf(id: unknown): string | undefined {
  if (typeof id !== 'string') return undefined;
  if (NIGHT_PROMPT_ID.test(id)) return 'nightPrompt';
  return DUEL_PROMPT_ID.test(id) ? 'duelPrompt' : undefined;
}

function upgradedScreenRecord(record: unknown): unknown {
  if (!isObject(record)) return record;
  const { shown: _shown, ...kept } = record;
  const screen = kept.screen;
  if (!isObject(screen) || screen.purpose !== undefined) return kept;
  const purpose = screenPurposeOf(screen.id);
  return purpose ? { ...kept, screen: { ...screen, purpose } } : kept;
}

const mapValues = (value: unknown, change: (entry: unknown) => unknown): unknown =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, change(entry)]))
    : value;

function upgradedGame(data: StoredJson): StoredJson {
  const upgraded: StoredJson = { ...data };
  if (Array.isArray(data.outbox)) upgraded.outbox = data.outbox.map(withNoticePurpose);
  if (data.inbox !== undefined)
    upgraded.inbox = mapValues(data.inbox, (box) =>
      Array.isArray(box) ? box.map(withNoticePurpose) : box,
    );
  if (data.screens !== undefined) upgraded.screens = mapValues(data.screens, upgradedScreenRecord);
  return upgraded;
}

function upgradedSettings(settings: StoredJson): StoredJson {
  const { speechSeconds, ...kept } = settings;
  if (speechSeconds === undefined) return kept;
  return { speechSecondsStylized: speechSeconds, speechSecondsClassic: speechSeconds, ...kept };
}

/** A pure function of the stored JSON: games and guild settings change, other records keep their shape. */
export function v1ToV2(stored: StoredJson): StoredJson {
  const { data, settings } = stored;
  const upgraded: StoredJson = { ...stored, schemaVersion: 2 };
  if (typeof stored.gameId === 'string' && isObject(data)) upgraded.data = upgradedGame(data);
  if (isObject(settings)) upgraded.settings = upgradedSettings(settings);
  return upgraded;
}
