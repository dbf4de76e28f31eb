import type {
  FakeDiscord,
  InteractionRecord,
  MemberEditRecord,
  RequestLogEntry,
} from '@mafia-bot/fake-discord';
import { openSession, type Session } from '../../harness/session.ts';
import { type Policy, type Table } from '../../harness/table.ts';
import { simplePolicy } from '../../harness/policies.ts';
import type { Preset } from '../../src/engine/rules/roles.ts';

/** Everything the fake Discord saw of one whole game, from `/mafia start` to the report. */
export interface PlayedGame {
  preset: Preset;
  players: number;
  requests: RequestLogEntry[];
  memberEdits: MemberEditRecord[];
  interactions: InteractionRecord[];
  /** Nights after Night 0: the game's length, which most of its calls follow. */
  nights: number;
  /** What steered the scripted players, when not the simple policy. */
  scripted?: string;
  durationMs: number;
}

/** The nights announced in the game channel after Night 0, as the players read them. */
function nightsAnnounced(session: Session): number {
  const texts = session.fake.messages('game').map((message) => message.text);
  let nights = 0;
  const title = (night: number) => session.table.label('night.title', { night });
  while (texts.some((text) => text.includes(title(nights + 1)))) nights++;
  return nights;
}

/**
 * Every REST request the fake answers, kept whole: the fake's own log is a ring of the last
 * 1,000, too short for a game, so its `push` is wrapped (the fake itself is not changed).
 */
export function recordRequests(fake: FakeDiscord): RequestLogEntry[] {
  const all: RequestLogEntry[] = [];
  const log = fake.requests;
  const push = log.push.bind(log);
  log.push = (...entries: RequestLogEntry[]) => {
    all.push(...entries);
    return push(...entries);
  };
  return all;
}

/**
 * One whole game by the e2e table's scripted players (tests' simple policy) against the real
 * bot process and Redis. Member edits are not rate limited here: this counts calls, and
 * without the fake's 5-per-5-s bucket each change of the table's mutes lands as one burst.
 */
export async function playGame(
  preset: Preset,
  players: number,
  timeScale: number,
  script?: { name: string; policy: (table: Table) => Policy },
): Promise<PlayedGame> {
  const session = await openSession({
    players,
    bot: { timeScale },
    fake: { memberEditRateLimit: false },
  });
  const requests = recordRequests(session.fake);
  const started = Date.now();
  try {
    await session.table.start(preset);
    await session.table.fill();
    await session.table.deal();
    const policy = (script?.policy ?? simplePolicy)(session.table);
    await session.table.playToTheEnd(policy, 240_000);
    return {
      preset,
      players,
      requests: [...requests],
      memberEdits: [...session.fake.memberEdits],
      interactions: session.fake.interactionLog(),
      nights: nightsAnnounced(session),
      ...(script ? { scripted: script.name } : {}),
      durationMs: Date.now() - started,
    };
  } finally {
    await session.close();
  }
}
