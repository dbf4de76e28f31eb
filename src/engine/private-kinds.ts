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
 * How notices saved before events carried a purpose are read, by the message that made them
 * what they were (the engine now stamps the purpose where it builds each notice). Personal
 * notices are about the person rather than the seat (D46: warnings, skips and activity belong
 * to the player); everything else a seat was told passes to its substitute (FORUM-SEAT-HISTORY).
 */
const LEGACY_NOTICE_PURPOSES: Partial<Record<MessageKey, NoticePurpose>> = {
  'role.card': 'roleCard',
  'night.result.check': 'nightResult',
  'night.result.leaderCheck': 'nightResult',
  'night.result.compare': 'nightResult',
  'game.report': 'report',
  'skip.reminder': 'personal',
  'skip.warning': 'personal',
  'activity.reminder': 'personal',
};

function legacyPurpose(lines: readonly Text[]): NoticePurpose {
  for (const line of lines) {
    const purpose = LEGACY_NOTICE_PURPOSES[line.key];
    if (purpose) return purpose;
  }
  return 'other';
}

/**
 * The purpose of a notice event. Documents saved before events carried it still hold notices
 * without one in their outbox and inbox: those are classified as the engine would have.
 */
export function noticePurpose(notice: Classified): NoticePurpose {
  return notice.purpose ?? legacyPurpose(notice.lines);
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

/** The kind of a private screen (a night prompt, a duel move…), as the engine built it. */
export function screenKind(screen: Screen): PrivateKind {
  return screen.purpose ?? 'other';
}
