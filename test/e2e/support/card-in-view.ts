import { MessageFlags } from 'discord.js';
import type { FakeDiscord, SeenMessage } from '@mafia-bot/fake-discord';
import type { MessageChange } from '@mafia-bot/fake-discord';
import type { Table } from '../../../harness/table.ts';

export const isCard = (message: SeenMessage) => (message.flags & MessageFlags.IsComponentsV2) !== 0;

/** What the watch saw of one day: checks with the floor held, misses, the card's REST calls. */
export interface DayOfCard {
  /** Moments (message changes in the channel) at which someone held the floor on the card. */
  floorMoments: number;
  /** Those moments when the card was not among the last three messages, with those messages. */
  misses: string[];
  /** Card messages posted, deleted and edited that day (REST calls of the card). */
  posts: number;
  deletes: number;
  edits: number;
}

/**
 * GAME-CARD-IN-VIEW, as a person scrolling the channel sees it: at every change of a message in
 * the game channel, if the newest table card shows somebody's speech (his floor), it must be
 * among the last three messages. Counted per day, with the card's posts, deletes and edits.
 */
export function watchCardInView(fake: FakeDiscord, table: Table, players: number) {
  const days = new Map<number, DayOfCard>();
  const channelId = fake.world.findChannel(fake.guildId, 'game')?.id;
  const floorTitles = new Set<string>();
  for (let seat = 1; seat <= players; seat++)
    for (const kind of ['regular', 'tie', 'lastWord'] as const)
      floorTitles.add(table.label('speech.title', { seat, userId: table.atSeat(seat).id, kind }));
  const dayOf = (card: SeenMessage | undefined): number | undefined => {
    for (let day = 12; day >= 1; day--)
      if (card?.text.includes(table.label('table.title', { phase: 'day', day }))) return day;
    return undefined;
  };
  let day: number | undefined;
  const entry = (number: number) => {
    const known = days.get(number);
    if (known) return known;
    const fresh: DayOfCard = { floorMoments: 0, misses: [], posts: 0, deletes: 0, edits: 0 };
    days.set(number, fresh);
    return fresh;
  };
  const onChange = (change: MessageChange) => {
    if (change.record.message.channel_id !== channelId || change.record.visibleTo) return;
    const channel = fake.messages('game');
    const card = channel.filter(isCard).at(-1);
    day = dayOf(card) ?? day;
    if (day === undefined) return;
    const counts = entry(day);
    if ((change.record.message.flags ?? 0) & MessageFlags.IsComponentsV2) {
      if (change.kind === 'create') counts.posts++;
      else if (change.kind === 'delete') counts.deletes++;
      else counts.edits++;
    }
    if (!card || !floorTitles.has(card.title)) return;
    counts.floorMoments++;
    const lastThree = channel.slice(-3);
    if (!lastThree.some((message) => message.id === card.id))
      counts.misses.push(lastThree.map((message) => message.title || message.text).join(' | '));
  };
  fake.world.events.on('message', onChange);
  return {
    days,
    stop: () => fake.world.events.off('message', onChange),
  };
}
