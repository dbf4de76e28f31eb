import type { GameEvent, Narration } from '../../src/engine/rules/events.ts';
import type { Screen } from '../../src/engine/views/screen.ts';
import { privateRecipient } from '../../src/engine/rules/queries.ts';
import type { GameState, RoomPermission } from '../../src/engine/rules/state/state.ts';
import type { GameDocument } from '../../src/orchestrator/document.ts';
import {
  UnreachableRecipient,
  VoiceEditError,
  type ClickResponse,
  type Clock,
  type JudgeNotice,
  type MemberPort,
  type MemberVoice,
  type ScreenHandle,
  type TablePort,
  type MuteEdit,
  type VoicePort,
} from '../../src/orchestrator/ports.ts';

/** A clock whose time moves only when the test says so; due timeouts run in deadline order. */
export class ManualClock implements Clock {
  time = 1_700_000_000_000;
  #seq = 0;
  #timers: Array<{ at: number; seq: number; callback: () => void }> = [];

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const timer = { at: this.time + Math.max(0, ms), seq: ++this.#seq, callback };
    this.#timers.push(timer);
    return timer;
  }

  clearTimeout(handle: unknown): void {
    this.#timers = this.#timers.filter((timer) => timer !== handle);
  }

  nextAt(): number | undefined {
    return [...this.#timers].sort((a, b) => a.at - b.at || a.seq - b.seq)[0]?.at;
  }

  pending(): number {
    return this.#timers.length;
  }

  /**
   * Moves time forward, running each due timeout and letting the system settle after it. The
   * system settles first too: what is in flight now (a turn's voice follow-up, the floor it
   * confirms) takes milliseconds in real time, so no timeout may overtake it.
   */
  async advance(ms: number, settle: () => Promise<void>): Promise<void> {
    const target = this.time + ms;
    await settle();
    for (;;) {
      const next = [...this.#timers].sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next || next.at > target) break;
      this.#timers = this.#timers.filter((timer) => timer !== next);
      this.time = Math.max(this.time, next.at);
      next.callback();
      await settle();
    }
    this.time = target;
    await settle();
  }

  /** Drops every pending timeout (the process that armed them died). */
  forgetAll(): void {
    this.#timers = [];
  }
}

/** Discord's text side in memory: message nonces deduplicate like `enforce_nonce` does. */
export class FakeTable implements TablePort {
  readonly notices: Array<{ key: string; event: Extract<GameEvent, { type: 'notice' }> }> = [];
  readonly judgeNotices: Array<{
    key: string;
    notice: JudgeNotice;
    inPublic: JudgeNotice | undefined;
  }> = [];
  readonly narrations: Array<{ key: string; narration: Narration }> = [];
  readonly screens = new Map<
    string,
    { screen: Screen; edits: number; closed: boolean; recipient?: string }
  >();
  readonly #nonces = new Map<string, string>();
  #messages = 0;
  /** What reached the table, in order: `notice:<first key>`, `show:<screen>`, `close:<screen>`. */
  readonly log: string[] = [];
  /** What the channel showed of the judge's notices when his DMs were closed, and when. */
  readonly judgeInChannel: Array<{
    notice: JudgeNotice;
    inPublic: JudgeNotice;
    phase: GameState['phase']['kind'];
  }> = [];
  /** Who was named in the channel as having closed DMs, one entry per call. */
  readonly unreachableAnnouncements: Array<{ key: string; userIds: string[] }> = [];
  /** Test hook: throw from postNotice for events whose first line has this key. */
  failNoticeKey: string | undefined;
  /** Test hook: throw from showScreen for screens this says yes to (not 50007: any refusal). */
  failScreen: ((screen: Screen) => boolean) | undefined;
  /** GAME-CARD-IN-VIEW: Discord refuses every delete (the old card is edited instead). */
  failDelete = false;
  /** Users who do not accept DMs (Discord 50007): private notices and screens to them fail. */
  readonly closedDms = new Set<string>();
  /** Users whose DM channels the orchestrator asked to have opened ahead (prepareDms). */
  readonly preparedDms = new Set<string>();
  /** Test hook: a notice waits for the promise this returns (Discord slow to take it). */
  holdNotice:
    ((event: Extract<GameEvent, { type: 'notice' }>) => Promise<void> | undefined) | undefined;

  /** The user a private message goes to, when his DMs are closed. */
  #closed(game: GameDocument, to: Screen['to']): string | undefined {
    const userId = privateRecipient(game.state, to);
    return userId && this.closedDms.has(userId) ? userId : undefined;
  }

  prepareDms(userIds: readonly string[]): void {
    for (const userId of userIds) this.preparedDms.add(userId);
  }

  async postNotice(
    game: GameDocument,
    event: Extract<GameEvent, { type: 'notice' }>,
    key: string,
  ): Promise<void> {
    await this.holdNotice?.(event);
    if (this.failNoticeKey && event.lines[0]?.key === this.failNoticeKey)
      throw new Error('Discord said no');
    const closed = this.#closed(game, event.to);
    if (closed) throw new UnreachableRecipient(closed);
    if (this.#nonces.has(key)) return;
    this.#nonces.set(key, String(++this.#messages));
    this.notices.push({ key, event });
    this.log.push(`notice:${event.lines[0]?.key}`);
  }

  async showScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle | undefined,
    key: string,
    response?: ClickResponse,
  ): Promise<ScreenHandle> {
    if (handle?.unreachable) return handle;
    if (handle && (await response?.show(game, screen, false))) return this.#carried(handle, screen);
    if (this.failScreen?.(screen)) throw new Error('Discord said no');
    const closed = this.#closed(game, screen.to);
    if (closed) throw new UnreachableRecipient(closed);
    const earlier = handle ? undefined : this.#nonces.get(key);
    // enforce_nonce: a post repeated under its key gets the first message back, as it is.
    if (earlier !== undefined) return { messageId: earlier };
    const messageId = handle?.messageId ?? String(++this.#messages);
    this.#nonces.set(key, messageId);
    this.log.push(`show:${screen.id}`);
    const existing = this.screens.get(messageId);
    // Whose DM a private screen landed in when it was first posted, as Discord would have it.
    const recipient =
      screen.to.kind === 'seat' ? game.state.seats[screen.to.seat - 1]?.userId : undefined;
    this.screens.set(messageId, {
      screen,
      edits: existing ? existing.edits + 1 : 0,
      closed: false,
      ...(recipient ? { recipient: existing?.recipient ?? recipient } : {}),
    });
    return { messageId };
  }

  async closeScreen(
    game: GameDocument,
    screen: Screen,
    handle: ScreenHandle,
    response?: ClickResponse,
  ): Promise<void> {
    const messageId = handle.messageId ?? '';
    this.log.push(`close:${screen.id}`);
    const existing = this.screens.get(messageId);
    // Carried by the click's response, or a rate-limited edit (counted as one).
    const carried = await response?.show(game, screen, true);
    const edits = (existing?.edits ?? 0) + (carried ? 0 : 1);
    this.screens.set(messageId, { ...existing, screen, edits, closed: true });
  }

  /** GAME-CARD-IN-VIEW: a deleted message is gone; a second delete finds nothing (no error). */
  async deleteScreen(_game: GameDocument, handle: ScreenHandle): Promise<void> {
    const messageId = handle.messageId ?? '';
    if (this.failDelete) throw new Error('Discord said no');
    this.log.push(`delete:${messageId}`);
    this.screens.delete(messageId);
  }

  /** A change the click's own response showed: no message edit of ours. */
  #carried(handle: ScreenHandle, screen: Screen): ScreenHandle {
    const messageId = handle.messageId ?? '';
    this.log.push(`carried:${screen.id}`);
    const existing = this.screens.get(messageId);
    this.screens.set(messageId, {
      ...existing,
      screen,
      edits: existing?.edits ?? 0,
      closed: false,
    });
    return handle;
  }

  /** Every call is kept (no nonce here): a repeat Discord's short-lived nonce would not stop. */
  async announceUnreachable(_game: GameDocument, userIds: string[], key: string): Promise<void> {
    this.unreachableAnnouncements.push({ key, userIds });
  }

  async tellJudge(
    game: GameDocument,
    notice: JudgeNotice,
    key: string,
    inPublic: JudgeNotice | undefined,
  ): Promise<void> {
    if (this.#nonces.has(key)) return;
    const judgeId = game.state.judgeId;
    // His DMs closed: the channel shows `inPublic` instead, or nothing now (the caller keeps it).
    if (this.closedDms.has(judgeId) && !inPublic) throw new UnreachableRecipient(judgeId);
    this.#nonces.set(key, String(++this.#messages));
    this.judgeNotices.push({ key, notice, inPublic });
    if (this.closedDms.has(judgeId) && inPublic) {
      this.log.push(`judge:${inPublic.key}`);
      this.judgeInChannel.push({ notice, inPublic, phase: game.state.phase.kind });
    }
  }

  async narrate(_game: GameDocument, narration: Narration, key: string): Promise<void> {
    if (this.#nonces.has(key)) return;
    this.#nonces.set(key, String(++this.#messages));
    this.narrations.push({ key, narration });
  }

  openScreens(): Screen[] {
    return [...this.screens.values()].filter((entry) => !entry.closed).map((entry) => entry.screen);
  }
}

/** Members' room-opening permissions, as the Discord adapter would read them. */
export class FakeMembers implements MemberPort {
  readonly permissions = new Map<string, RoomPermission[]>();

  async roomAccess(_guildId: string, _channelId: string, userIds: readonly string[]) {
    return userIds.map((userId) => ({ userId, permissions: this.permissions.get(userId) ?? [] }));
  }
}

/** Members' voice states and server-mute flags, with Discord's member-edit errors. */
export class FakeVoice implements VoicePort {
  readonly members = new Map<string, { channelId: string | null; serverMuted: boolean }>();
  readonly edits: Array<{ userId: string; muted: boolean; at: number }> = [];
  canMute = true;
  /** Called as an edit reaches "Discord", before it is answered (a test's latency or failure). */
  onEdit?: (userId: string, muted: boolean) => void;
  #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  join(userId: string, channelId: string): void {
    const member = this.members.get(userId) ?? { channelId: null, serverMuted: false };
    member.channelId = channelId;
    this.members.set(userId, member);
  }

  leave(userId: string): void {
    const member = this.members.get(userId);
    if (member) member.channelId = null;
  }

  memberVoice(_guildId: string, userId: string): MemberVoice | undefined {
    const member = this.members.get(userId);
    return member ? { ...member } : undefined;
  }

  membersIn(_guildId: string, channelId: string): string[] {
    return [...this.members.entries()]
      .filter(([, member]) => member.channelId === channelId)
      .map(([userId]) => userId);
  }

  async setServerMute(_guildId: string, userId: string, muted: boolean): Promise<MuteEdit | void> {
    if (!this.canMute)
      throw new VoiceEditError('missingPermissions', 'Missing Permissions (50013)');
    const member = this.members.get(userId);
    if (!member?.channelId)
      throw new VoiceEditError('notInVoice', 'Target user is not connected to voice (40032)');
    this.onEdit?.(userId, muted);
    member.serverMuted = muted;
    this.edits.push({ userId, muted, at: this.#clock.now() });
  }

  mutedMembers(): string[] {
    return [...this.members.entries()]
      .filter(([, member]) => member.serverMuted)
      .map(([userId]) => userId);
  }
}
