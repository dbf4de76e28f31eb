import { writeFileSync } from 'node:fs';
import type { FakeDiscord, Player, SeenMessage } from '@mafia-bot/fake-discord';
import type { Session } from '../../../harness/session.ts';
import type { Table } from '../../../harness/table.ts';

/** How many faults of each kind the fake served (the figures for the note). */
export interface FaultCounts {
  rateLimited: number;
  memberEdit5xx: number;
  gatewayCloses4000: number;
  reconnectRequests: number;
  dm50013: number;
}

const MEMBER_EDIT = /^\/guilds\/\d+\/members\/\d+$/;

/** Faults as a real server sees them, switched on and off while a game runs. */
export class FaultInjector {
  readonly #fake: FakeDiscord;
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #dm50013: string[] = [];
  readonly counts: FaultCounts = {
    rateLimited: 0,
    memberEdit5xx: 0,
    gatewayCloses4000: 0,
    reconnectRequests: 0,
    dm50013: 0,
  };
  readonly #counted = new WeakSet<object>();

  constructor(fake: FakeDiscord) {
    this.#fake = fake;
    for (const entry of fake.requests) this.#counted.add(entry);
    this.#every(50, () => this.#countServed());
  }

  /** A 500 on every third member edit (mute or unmute): two pass, the next one fails. */
  failEveryThirdMemberEdit(): void {
    let read = this.#fake.memberEdits.length;
    let passed = 0;
    let armed = false;
    this.#every(10, () => {
      for (const edit of this.#fake.memberEdits.slice(read)) {
        if (edit.status === 500 && armed) {
          armed = false;
          this.counts.memberEdit5xx += 1;
        } else if (edit.status < 300) passed += 1;
      }
      read = this.#fake.memberEdits.length;
      if (!armed && passed >= 2) {
        this.#fake.injectError({
          method: 'PATCH',
          path: MEMBER_EDIT,
          status: 500,
          code: 0,
          message: '500: Internal Server Error',
        });
        armed = true;
        passed = 0;
      }
    });
  }

  /**
   * Bursts of 429s on the game channel's messages: every `periodMs`, its next `size` sends (or
   * edits) are answered "You are being rate limited" with Discord's headers and a 0.3 s wait.
   */
  rateLimitBursts(channelId: string, size: number, periodMs: number): void {
    const burst = () =>
      this.#fake.injectError({
        path: new RegExp(`^/channels/${channelId}/messages`),
        status: 429,
        code: 0,
        message: 'You are being rate limited.',
        times: size,
        headers: {
          'Retry-After': '1',
          'X-RateLimit-Limit': '5',
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset-After': '0.300',
          'X-RateLimit-Scope': 'user',
        },
        body: { message: 'You are being rate limited.', retry_after: 0.3, global: false },
      });
    burst();
    this.#every(periodMs, burst);
  }

  /** The bot may not write to this player's DMs for the next `times` messages (403, 50013). */
  forbidDms(player: Player, times: number): void {
    const channelId = player.dmChannelId;
    if (!channelId) throw new Error(`${player.name} has no DM channel yet`);
    this.#dm50013.push(channelId);
    this.#fake.injectError({
      method: 'POST',
      path: `/channels/${channelId}/messages`,
      status: 403,
      code: 50013,
      message: 'Missing Permissions',
      times,
    });
  }

  /** Closes the gateway with 4000 (the bot resumes). */
  closeGateway(): void {
    this.counts.gatewayCloses4000 += 1;
    this.#fake.gateway.closeConnections(4000);
  }

  /** Discord's op 7: reconnect and resume. */
  requestReconnect(): void {
    this.counts.reconnectRequests += 1;
    this.#fake.gateway.requestReconnect();
  }

  stop(): FaultCounts {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#countServed();
    return this.counts;
  }

  /** The request log is a ring buffer: faults are counted as they are served. */
  #countServed(): void {
    for (const entry of this.#fake.requests) {
      if (this.#counted.has(entry)) continue;
      this.#counted.add(entry);
      if (entry.status === 429) this.counts.rateLimited += 1;
      if (entry.code === 50013 && this.#dm50013.some((id) => entry.path.includes(id)))
        this.counts.dm50013 += 1;
    }
  }

  #every(ms: number, tick: () => void): void {
    this.#timers.push(setInterval(tick, ms));
  }
}

/** The number in a title made from a label with `{n}` (e.g. "Night 2. The city falls asleep"). */
function titleNumber(template: string, title: string): number | undefined {
  const [before, after] = template.split('987');
  if (before === undefined || after === undefined) return undefined;
  if (!title.startsWith(before) || !title.endsWith(after)) return undefined;
  const value = Number(title.slice(before.length, title.length - after.length));
  return Number.isInteger(value) ? value : undefined;
}

/** A night shorter than this (every move made at once by scripted players) cannot be judged. */
const SHORTEST_NIGHT_MS = 1000;

/**
 * Watches every night: a night counts as muted once, while it is the newest phase on the
 * table, every player in voice (alive or out) was server-muted at the same moment. A night the
 * scripted players finish within a second is over before any member edit could land: it is
 * counted in `tooShort`, not judged.
 */
export class NightWatch {
  readonly seen = new Set<number>();
  readonly muted = new Set<number>();
  /** Who was not muted at the night's last look (for the failure message). */
  readonly speaking = new Map<number, string[]>();
  readonly #span = new Map<number, { from: number; to: number }>();
  readonly #timer: NodeJS.Timeout;

  constructor(table: Table) {
    const night = table.label('night.title', { night: 987 });
    const day = table.label('day.title', { day: 987 });
    const phaseOf = (message: SeenMessage) => {
      const title = message.title;
      const n = titleNumber(night, title);
      return n !== undefined ? { night: n } : titleNumber(day, title) !== undefined ? {} : null;
    };
    this.#timer = setInterval(() => {
      const phases = table.judge
        .visibleMessages('game')
        .map(phaseOf)
        .filter((p) => p !== null);
      const current = phases.at(-1)?.night;
      if (current === undefined) return;
      this.seen.add(current);
      const span = this.#span.get(current) ?? { from: Date.now(), to: 0 };
      this.#span.set(current, { ...span, to: Date.now() });
      const speaking = table.players.filter((p) => !p.isServerMuted && p.voiceChannelId);
      this.speaking.set(
        current,
        speaking.map((p) => `${p.name} #${table.seatOf(p)}`),
      );
      if (speaking.length === 0) this.muted.add(current);
    }, 50);
  }

  /** Nights too short to judge. */
  get tooShort(): number[] {
    return [...this.#span]
      .filter(([, span]) => span.to - span.from < SHORTEST_NIGHT_MS)
      .map(([night]) => night);
  }

  /** Nights that went by without everyone muted at once. */
  stop(): string[] {
    clearInterval(this.#timer);
    const short = this.tooShort;
    return [...this.seen]
      .filter((night) => !this.muted.has(night) && !short.includes(night))
      .map((night) => `night ${night}: ${this.speaking.get(night)?.join(', ')} not muted`);
  }
}

/**
 * Public messages the bot posted twice: the same words, controls and files as the message right
 * before it (a repeated send lands next to the first; "#1 ends the speech." again after his last
 * word is a new message, and so is the same line on another day).
 */
export function postedTwice(messages: SeenMessage[], botId: string): string[] {
  const keyOf = (message: SeenMessage) =>
    JSON.stringify([message.text, message.components, message.attachments.map((a) => a.size)]);
  const own = messages.filter((entry) => entry.authorId === botId);
  return own
    .filter((message, index) => index > 0 && keyOf(own[index - 1]!) === keyOf(message))
    .map((message) => `${message.createdAt.slice(11, 23)} ${message.text.slice(0, 100)}`);
}

/** One sorted timeline of a session (for a failure that does not repeat): `FAULTS_DEBUG=file`. */
export function writeTimeline(path: string, session: Session): void {
  const { fake, table, bot } = session;
  const at = (ms: number) => new Date(ms).toISOString().slice(11, 23);
  const nameOf = (id: string) => table.players.find((p) => p.id === id)?.name ?? id;
  const logLine = (line: string) => {
    const time = (JSON.parse(line) as { time?: number }).time;
    return `${time ? at(time) : '--'} log ${line.slice(0, 300)}`;
  };
  const lines = [
    ...fake.memberEdits.map(
      (e) => `${at(e.at)} edit ${nameOf(e.userId)} ${JSON.stringify(e.body)} ${e.status}`,
    ),
    ...fake.messages('game').map((m) => `${m.createdAt.slice(11, 23)} msg ${m.text.slice(0, 80)}`),
    ...fake.requests.map((r) => `${at(r.at)} req ${r.method} ${r.path} ${r.status}`),
    ...fake.gateway.resumes.map((r) => `${at(r.at)} resume accepted=${r.accepted}`),
    ...bot.lines.filter((line) => line.startsWith('{')).map(logLine),
  ];
  writeFileSync(path, lines.sort().join('\n'));
}
