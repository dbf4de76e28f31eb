import type { NoticePurpose } from './events.ts';

/**
 * What a private message is, in the words the judge is told when it cannot be delivered: he
 * knows every role, so naming the player and the kind of message tells him nothing new.
 */
export type PrivateKind = 'roleCard' | 'nightPrompt' | 'nightResult' | 'duelPrompt' | 'other';

type Classified = { readonly purpose: NoticePurpose };

/** FORUM-SEAT-HISTORY (D46): a personal notice belongs to the player, never to his seat. */
export function isPersonalNotice(notice: Classified): boolean {
  return notice.purpose === 'personal';
}

/** The kind of a private notice (a role card, a night result…), as the judge is told it. */
export function privateKindOf(notice: Classified): PrivateKind {
  const { purpose } = notice;
  return purpose === 'roleCard' || purpose === 'nightResult' ? purpose : 'other';
}

/** The kind of a private screen (a night prompt, a duel move…); one with no purpose is ordinary. */
export function screenKind(screen: {
  readonly id: string;
  readonly purpose?: PrivateKind;
}): PrivateKind {
  return screen.purpose ?? 'other';
}
