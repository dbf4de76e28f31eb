import type { NoticePurpose, Screen } from './events.ts';
import type { MessageKey, Text } from './messages.ts';

/**
 * What a private message is, in the words the judge is told when it cannot be delivered: he
 * knows every role, so naming the player and the kind of message tells him nothing new.
 */
export type PrivateKind = 'roleCard' | 'nightPrompt' | 'nightResult' | 'duelPrompt' | 'other';

/** A notice event, or what an older one saved without its purpose still shows. */
type Classified = { readonly lines: readonly Text[]; readonly purpose?: NoticePurpose };

/**
 * The engine's own classification of the notices it emits, by the message that makes them what
 * they are. Personal notices are about the person rather than the seat (D46: warnings, skips
 * and activity belong to the player); everything else a seat was told passes to its substitute
 * (FORUM-SEAT-HISTORY).
 */
const NOTICE_PURPOSES: Partial<Record<MessageKey, NoticePurpose>> = {
  'role.card': 'roleCard',
  'night.result.check': 'nightResult',
  'night.result.leaderCheck': 'nightResult',
  'night.result.compare': 'nightResult',
  'game.report': 'report',
  'skip.reminder': 'personal',
  'skip.warning': 'personal',
  'activity.reminder': 'personal',
};

const SCREEN_KINDS: Partial<Record<MessageKey, PrivateKind>> = {
  'night.prompt.title': 'nightPrompt',
  'duel.prompt': 'duelPrompt',
};

function firstOf<T extends string>(
  table: Partial<Record<MessageKey, T>>,
  lines: readonly Text[],
  fallback: T,
): T {
  for (const line of lines) {
    const kind = table[line.key];
    if (kind) return kind;
  }
  return fallback;
}

/** What a notice made of these lines is: stamped on the event when the engine emits it. */
export function purposeOf(lines: readonly Text[]): NoticePurpose {
  return firstOf(NOTICE_PURPOSES, lines, 'other');
}

/**
 * The purpose of a notice event. Documents saved before events carried it still hold notices
 * without one in their outbox and inbox: those are classified as the engine would have.
 */
export function noticePurpose(notice: Classified): NoticePurpose {
  return notice.purpose ?? purposeOf(notice.lines);
}

/** FORUM-SEAT-HISTORY (D46): a personal notice belongs to the player, never to his seat. */
export function isPersonalNotice(notice: Classified): boolean {
  return noticePurpose(notice) === 'personal';
}

/** The kind of a private notice (a role card, a night result…), as the judge is told it. */
export function privateKindOf(notice: Classified): PrivateKind {
  const purpose = noticePurpose(notice);
  return purpose === 'roleCard' || purpose === 'nightResult' ? purpose : 'other';
}

/** The kind of a private notice made of these lines (older callers; see `privateKindOf`). */
export function noticeKind(lines: readonly Text[]): PrivateKind {
  return privateKindOf({ lines });
}

/** The kind of a private screen (a night prompt, a duel move…), from its title. */
export function screenKind(screen: Screen): PrivateKind {
  return firstOf(SCREEN_KINDS, [screen.title], 'other');
}
