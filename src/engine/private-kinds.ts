import type { Screen } from './events.ts';
import type { MessageKey, Text } from './messages.ts';

/**
 * What a private message is, in the words the judge is told when it cannot be delivered: he
 * knows every role, so naming the player and the kind of message tells him nothing new.
 */
export type PrivateKind = 'roleCard' | 'nightPrompt' | 'nightResult' | 'duelPrompt' | 'other';

const NOTICE_KINDS: Partial<Record<MessageKey, PrivateKind>> = {
  'role.card': 'roleCard',
  'night.result.check': 'nightResult',
  'night.result.leaderCheck': 'nightResult',
  'night.result.compare': 'nightResult',
};

const SCREEN_KINDS: Partial<Record<MessageKey, PrivateKind>> = {
  'night.prompt.title': 'nightPrompt',
  'duel.prompt': 'duelPrompt',
};

function kindOf(
  table: Partial<Record<MessageKey, PrivateKind>>,
  lines: readonly Text[],
): PrivateKind {
  for (const line of lines) {
    const kind = table[line.key];
    if (kind) return kind;
  }
  return 'other';
}

/** The kind of a private notice (a role card, a night result…), from what it says. */
export function noticeKind(lines: readonly Text[]): PrivateKind {
  return kindOf(NOTICE_KINDS, lines);
}

/** The kind of a private screen (a night prompt, a duel move…), from its title. */
export function screenKind(screen: Screen): PrivateKind {
  return kindOf(SCREEN_KINDS, [screen.title]);
}
