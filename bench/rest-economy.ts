/**
 * Items 4 and 5 of issue 13: the REST calls of one whole classic game (10 players) and one
 * 16-player stylized game, by route, as the fake Discord received them from the real bot
 * process. Interaction callbacks and the interaction webhooks (follow-ups, edits of the original
 * reply) are counted apart: they do not count against Discord's global limit. Member edits
 * (server mutes) are counted apart too, beside the naive strategy (re-set every member at every
 * change of the table's mutes).
 */
import type { MemberEditRecord, RequestLogEntry } from '@mafia-bot/fake-discord';
import { takenPasses } from './support/handovers.ts';
import { fmt } from './support/measure.ts';
import type { PlayedGame } from './support/played-game.ts';
import type { Row, Section } from './support/report.ts';

/** `/channels/1234/messages/5678` → `/channels/:id/messages/:id`; tokens become `:token`. */
export function routeOf(entry: Pick<RequestLogEntry, 'method' | 'path'>): string {
  const path = entry.path
    .replace(/^\/api(\/v\d+)?/, '')
    .replace(/\/\d{15,22}(?=\/|$)/g, '/:id')
    .replace(/\/(interactions\/:id|webhooks\/:id)\/[^/]+/, '/$1/:token')
    .replace(/\?.*$/, '');
  return `${entry.method} ${path}`;
}

export const isInteractionRoute = (route: string) => /\/(interactions|webhooks)\//.test(route);
const isMemberEdit = (route: string) => route === 'PATCH /guilds/:id/members/:id';

export interface RestFigures {
  /** Rate-limited calls (global limit) by route, member edits excluded. */
  byRoute: Map<string, number>;
  limited: number;
  interactionCalls: number;
  memberEdits: number;
  rejectedMemberEdits: number;
  /** Changes of the table's mutes (see muteChanges). */
  muteChanges: number[];
  naiveMemberEdits: number;
}

const unmutes = (edit: MemberEditRecord) => edit.body.mute === false;

/**
 * Member edits grouped into the changes of the table that caused them (their sizes, in order).
 * Scripted speakers pass at once, so changes follow each other within milliseconds and time
 * alone cannot part them; the shape and the passes do: a change unmutes its new speaker(s)
 * first and then mutes the previous ones, so an unmute after a mute begins a change, and so
 * does an edit after a pass click (`passes`: their dispatch times), or after a pause of a
 * second. Without the passes a day opener's unmute, or the mute of the day's last speaker when
 * the vote opens, was counted with the handover next to it as one change of 3.
 */
export function muteChanges(
  edits: MemberEditRecord[],
  passes: readonly number[] = [],
  pauseMs = 1000,
): number[] {
  const sizes: number[] = [];
  let previous: MemberEditRecord | undefined;
  for (const edit of [...edits].sort((a, b) => a.at - b.at)) {
    const passedSince = (at: number) => passes.some((pass) => pass > at && pass <= edit.at);
    const begins =
      !previous ||
      edit.at - previous.at >= pauseMs ||
      (unmutes(edit) && !unmutes(previous)) ||
      passedSince(previous.at);
    if (begins) sizes.push(0);
    sizes[sizes.length - 1]! += 1;
    previous = edit;
  }
  return sizes;
}

/** When the game's speakers ended their speeches (pass clicks the bot took). */
function passClicks(game: PlayedGame): number[] {
  return takenPasses(game.interactions).map((record) => record.dispatchedAt);
}

/**
 * Edits of a message within a second after somebody clicked on it: each could have been the
 * click's own interaction response (an update of the clicked message is free of the limit).
 */
export function editsAfterClicks(game: PlayedGame): number {
  const clicks = new Map<string, number[]>();
  for (const record of game.interactions)
    if (record.sourceMessageId)
      clicks.set(record.sourceMessageId, [
        ...(clicks.get(record.sourceMessageId) ?? []),
        record.dispatchedAt,
      ]);
  return game.requests.filter((entry) => {
    const id = /^(?:\/api(?:\/v\d+)?)?\/channels\/\d+\/messages\/(\d+)$/.exec(entry.path)?.[1];
    if (entry.method !== 'PATCH' || !id) return false;
    return (clicks.get(id) ?? []).some((at) => entry.at >= at && entry.at - at <= 1000);
  }).length;
}

export function restFigures(game: PlayedGame): RestFigures {
  const byRoute = new Map<string, number>();
  let interactionCalls = 0;
  for (const entry of game.requests) {
    const route = routeOf(entry);
    if (isInteractionRoute(route)) interactionCalls++;
    else if (!isMemberEdit(route)) byRoute.set(route, (byRoute.get(route) ?? 0) + 1);
  }
  const changes = muteChanges(game.memberEdits, passClicks(game));
  return {
    byRoute,
    limited: [...byRoute.values()].reduce((sum, count) => sum + count, 0),
    interactionCalls,
    memberEdits: game.memberEdits.length,
    rejectedMemberEdits: game.memberEdits.filter((edit) => edit.status !== 200).length,
    muteChanges: changes,
    // The naive strategy sets every player's mute again at each change.
    naiveMemberEdits: changes.length * game.players,
  };
}

/** Histogram of burst sizes, e.g. "2 × 31, 10 × 3". */
const histogram = (sizes: number[]) => {
  const counts = new Map<number, number>();
  for (const size of sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([size, count]) => `${count} × ${size}`)
    .join(', ');
};

/** Games one token can carry: 50 req/s × game length ÷ calls per game (issue 13, item 4). */
const gamesPerToken = (calls: number, gameSeconds = 2400) => Math.floor((50 * gameSeconds) / calls);

function gameRows(game: PlayedGame, figures: RestFigures, ordinal: number): Row[] {
  const name = `${game.preset} game ${ordinal} (${game.players} players${game.scripted ? `, ${game.scripted}` : ''})`;
  const top = [...figures.byRoute.entries()].sort((a, b) => b[1] - a[1]);
  const perChange = figures.memberEdits / Math.max(1, figures.muteChanges.length);
  return [
    {
      measure: `${name}: nights after Night 0 (the game's length)`,
      figure: String(game.nights),
    },
    {
      measure: `${name}: rate-limited REST calls besides member edits`,
      figure: String(figures.limited),
      goal: game.preset === 'classic' ? '≤ 100' : undefined,
    },
    {
      measure: `${name}: by route`,
      figure: top.map(([route, count]) => `\`${route}\` ${count}`).join('<br>'),
    },
    {
      measure: `${name}: of the message edits, those within 1 s after a click on that message (each could ride on the click's own response)`,
      figure: String(editsAfterClicks(game)),
    },
    {
      measure: `${name}: interaction callbacks and webhooks (not counted)`,
      figure: String(figures.interactionCalls),
    },
    {
      measure: `${name}: member edits (rejected) / naive strategy`,
      figure: `${figures.memberEdits} (${figures.rejectedMemberEdits}) / ${figures.naiveMemberEdits}: ${fmt(figures.naiveMemberEdits / Math.max(1, figures.memberEdits), 1)} × fewer`,
      goal: '0 rejected',
    },
    {
      measure: `${name}: changes of the mutes × member edits each`,
      figure: `${figures.muteChanges.length} changes: ${histogram(figures.muteChanges)} (mean ${fmt(perChange, 1)})`,
      goal: '2 per speech handover',
    },
    {
      measure: `${name}: concurrent 40-minute games per token (50 req/s × 2,400 s ÷ (calls + member edits))`,
      figure: String(gamesPerToken(figures.limited + figures.memberEdits)),
      goal: game.preset === 'classic' ? '≥ 650' : undefined,
    },
  ];
}

export function restEconomy(games: PlayedGame[], sizes: string): Section {
  return {
    title: 'REST economy and member edits (issue 13, items 4 and 5)',
    sizes,
    rows: games.flatMap((game, index) =>
      gameRows(
        game,
        restFigures(game),
        games.slice(0, index + 1).filter((g) => g.preset === game.preset).length,
      ),
    ),
    notes: [
      "Each game is its own row: a game's length (nights, days, votes) follows its deal, so two games of a preset differ.",
      'Calls are counted by the fake Discord as the real bot process sent them. A change of the mutes begins with an unmute after a mute, with the first edit after a pass click, or after a second without member edits (member edits are not rate limited in this run); the naive strategy re-sets every player at each change, so it is a floor of what naive costs. A change of 1 is a day’s first unmute (the opener, after the night’s mute of all), a last word’s unmute, or the mute of the day’s last speaker when the vote opens; every speech handover is a change of 2 (an unmute, then a mute).',
      "Earlier (2026-12-02 03:11 UTC, main at 8db9dee): classic games 115 and 122 calls, of them 20 member reads by REST each; removed then (src/discord/ports/member-port.ts: permissions from the click and from one Request Guild Members over the gateway), with the meeting thread locked and archived in one edit, a click's response waiting for the effects pass that read its turn, and a DM's channel found in the cache. At 03:37 UTC: 86 calls for 3 nights, 98 for 4.",
      'Before the kept click responses (same bench, 2026-12-02 15:15 UTC, main at c4f2ccf): classic games of 2 and 3 nights 79 and 95 calls (`PATCH /channels/:id/messages/:id` 18 and 23), the game scripted to 5 nights 111 (`PATCH …/messages/:id` 30), the stylized game of 11 nights 312 (`PATCH …/messages/:id` 103); member edits as now (2 per speech handover; a change of 10 is the whole table muted for the night).',
      "What the kept click responses changed (2026-12-02 16:00 UTC): a message's later changes with no click of their own ride on the newest earlier click's response on that message while its token lives (15 minutes; src/discord/interactions/recent-clicks.ts): the night prompts closed at dawn (each actor's pick was a click on his prompt), the table card moved to the last word after the vote and at dawn, a vote closed by its time. The edit is the same one either way; after a restart, on another process of a cluster or once the token is old the message is edited the usual way. Message edits left: Night 0 (its narration twice, the meeting's message, the thread locked), the card's first move on Day 1 (nobody has clicked it yet) and each night's public message closed at dawn (it has no controls).",
      "What holds the goal back: the calls left are messages players read as messages of their own (the vote, its result, the last word, the night, its prompts and the check results by DM, the morning, the day's speaking order) and 11 DM opens and 3 thread-member adds per game; in two runs the game scripted to 5 nights cost 97 and 102 (its deal decides how long the Sheriff and the Don live, so how many prompts and check results there are) against 73 and 81 for games of 3 nights: about 10 to 13 for each night with its day. Fewer would need messages merged, which players would see. The 11 DM opens are once per process (discord.js keeps the channels), so a club's next game in the same process opens none; a game scripted to 5 nights is there because a classic game of 10 with a vote-out every day and a kill every night ends within 4 nights (bench/support/long-game.ts).",
    ],
  };
}
