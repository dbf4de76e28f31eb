import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type ApplicationFlags,
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
  type GatewayIdentifyData,
  type GatewayReadyDispatchData,
  type GatewayReceivePayload,
  type GatewayRequestGuildMembersData,
  type GatewayResumeData,
  type GatewaySendPayload,
  type GatewayVoiceStateUpdateData,
} from 'discord-api-types/v10';
import { WebSocket, WebSocketServer } from 'ws';
import { randomToken } from './ids.ts';
import { has } from './permissions.ts';
import type { DispatchData, DispatchName, DispatchOptions, DispatchSink, World } from './world.ts';
import {
  PRIVILEGED,
  type PrivilegedIntent,
  ALL_INTENTS,
  type IdentifyRecord,
  type VoiceJoinRecord,
  type GatewayOptions,
  type Session,
  type Connection,
} from './gateway-records.ts';
import { membersChunk } from './gateway-members.ts';
import { guildOfDispatch, receives, shardRefusal, UNSHARDED } from './shards.ts';

export type {
  PrivilegedIntent,
  VoiceServerMode,
  IdentifyRecord,
  VoiceJoinRecord,
  GatewayOptions,
} from './gateway-records.ts';

/**
 * Gateway v10, JSON encoding, no compression. One session per IDENTIFY; dispatches are filtered
 * by the intents the session asked for; RESUME replays what a dropped session missed.
 */
export class Gateway implements DispatchSink {
  readonly #world: World;
  readonly #options: GatewayOptions;
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #sessions = new Map<string, Session>();
  readonly #connections = new Set<Connection>();
  readonly identifies: IdentifyRecord[] = [];
  readonly voiceJoins: VoiceJoinRecord[] = [];
  readonly resumes: { at: number; sessionId: string; accepted: boolean }[] = [];
  /** Gateway payloads the fake received from clients, newest last (ring buffer of 500). */
  readonly received: { at: number; op: number; t?: string }[] = [];
  url = '';

  constructor(world: World, options: GatewayOptions) {
    this.#world = world;
    this.#options = options;
  }

  get options(): GatewayOptions {
    return this.#options;
  }

  /** Sessions currently connected and identified. */
  get connectedSessions(): number {
    return [...this.#sessions.values()].filter((s) => s.socket && !s.invalid).length;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'ws://127.0.0.1');
    this.#wss.handleUpgrade(req, socket, head, (ws) => this.#onConnection(ws, url));
  }

  #onConnection(socket: WebSocket, url: URL): void {
    const connection: Connection = { socket, session: null, sends: [] };
    this.#connections.add(connection);
    socket.on('close', (code) => this.#onClose(connection, code));
    socket.on('error', () => {});
    if (url.searchParams.get('v') !== '10') {
      socket.close(GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version');
      return;
    }
    if (
      (url.searchParams.get('encoding') ?? 'json') !== 'json' ||
      url.searchParams.has('compress')
    ) {
      socket.close(GatewayCloseCodes.DecodeError, 'The fake speaks uncompressed JSON only');
      return;
    }
    socket.on('message', (data) => this.#onMessage(connection, data.toString()));
    this.#send(socket, {
      op: GatewayOpcodes.Hello,
      d: { heartbeat_interval: this.#options.heartbeatIntervalMs },
    });
  }

  #onMessage(connection: Connection, raw: string): void {
    let payload: GatewaySendPayload;
    try {
      payload = JSON.parse(raw) as GatewaySendPayload;
    } catch {
      connection.socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      return;
    }
    const now = Date.now();
    this.received.push({ at: now, op: payload.op });
    if (this.received.length > 500) this.received.shift();
    const { socket } = connection;
    connection.sends = connection.sends.filter((t) => now - t < 60_000);
    connection.sends.push(now);
    if (connection.sends.length > 120) {
      socket.close(GatewayCloseCodes.RateLimited, 'You are being rate limited.');
      return;
    }
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        this.#send(socket, { op: GatewayOpcodes.HeartbeatAck });
        return;
      case GatewayOpcodes.Identify:
        this.#identify(connection, payload.d);
        return;
      case GatewayOpcodes.Resume:
        this.#resume(connection, payload.d);
        return;
      default:
        break;
    }
    const session = connection.session;
    if (!session) {
      socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
      return;
    }
    switch (payload.op) {
      case GatewayOpcodes.PresenceUpdate:
        return;
      case GatewayOpcodes.VoiceStateUpdate:
        this.#voiceStateUpdate(session, payload.d);
        return;
      case GatewayOpcodes.RequestGuildMembers:
        this.#requestGuildMembers(session, payload.d);
        return;
      default:
        socket.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
    }
  }

  #identify(connection: Connection, d: GatewayIdentifyData): void {
    const { socket } = connection;
    if (connection.session) {
      socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
      return;
    }
    if (d.token !== this.#options.token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const intents = Number(d.intents);
    if (!Number.isInteger(intents) || (intents & ~ALL_INTENTS) !== 0) {
      socket.close(GatewayCloseCodes.InvalidIntents, 'Invalid intent(s).');
      return;
    }
    for (const [name, bit] of Object.entries(PRIVILEGED) as [PrivilegedIntent, number][]) {
      if ((intents & bit) !== 0 && !this.#options.privilegedIntents[name]) {
        socket.close(GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s).');
        return;
      }
    }
    const world = this.#world;
    const refusal = shardRefusal(d.shard, world.guilds.keys(), this.#options);
    if (refusal) {
      socket.close(refusal.code, refusal.reason);
      return;
    }
    const shard = d.shard ?? UNSHARDED;
    const session: Session = {
      id: randomToken(16),
      intents,
      shard,
      seq: 0,
      socket,
      sent: [],
      invalid: false,
    };
    this.#sessions.set(session.id, session);
    connection.session = session;
    this.identifies.push({
      at: Date.now(),
      sessionId: session.id,
      intents,
      shard: d.shard,
      properties: d.properties,
    });
    const guildIds = [...world.guilds.keys()].filter((id) => receives(shard, id));
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: { ...world.userJSON(world.botUserId), verified: true, mfa_enabled: false },
      guilds: guildIds.map((id) => ({ id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.url,
      shard,
      application: { id: world.applicationId, flags: 0 as ApplicationFlags, flags_new: '0' },
    };
    this.#dispatchTo(session, GatewayDispatchEvents.Ready, ready);
    if ((intents & GatewayIntentBits.Guilds) !== 0) {
      for (const guildId of guildIds) {
        this.#dispatchTo(
          session,
          GatewayDispatchEvents.GuildCreate,
          world.guildCreateJSON(guildId, intents),
        );
      }
    }
  }

  #resume(connection: Connection, d: GatewayResumeData): void {
    const { socket } = connection;
    if (d.token !== this.#options.token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const session = this.#sessions.get(d.session_id);
    const accepted = Boolean(session && !session.invalid && d.seq <= (session?.seq ?? 0));
    this.resumes.push({ at: Date.now(), sessionId: d.session_id, accepted });
    if (!session || !accepted) {
      this.#send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return;
    }
    session.socket?.terminate();
    session.socket = socket;
    connection.session = session;
    for (const entry of session.sent) {
      if (entry.s > d.seq && socket.readyState === WebSocket.OPEN) socket.send(entry.payload);
    }
    this.#dispatchTo(session, GatewayDispatchEvents.Resumed, undefined);
  }

  #voiceStateUpdate(session: Session, d: GatewayVoiceStateUpdateData): void {
    const world = this.#world;
    const guild = world.guild(d.guild_id);
    if (!guild) return;
    const channel = d.channel_id ? world.channel(d.channel_id) : undefined;
    const perms = d.channel_id ? world.permissionsIn(world.botUserId, d.channel_id) : 0n;
    // Discord acts on op 4 only on the shard that owns the guild.
    const accepted =
      receives(session.shard, d.guild_id) &&
      (d.channel_id === null ||
        (channel !== undefined && has(perms, 'ViewChannel') && has(perms, 'Connect')));
    this.voiceJoins.push({
      at: Date.now(),
      sessionId: session.id,
      guildId: d.guild_id,
      channelId: d.channel_id,
      selfMute: d.self_mute,
      selfDeaf: d.self_deaf,
      accepted,
    });
    if (!accepted) return;
    world.setVoice(d.guild_id, world.botUserId, d.channel_id, {
      selfMute: d.self_mute,
      selfDeaf: d.self_deaf,
      sessionId: session.id,
    });
    const mode = this.#options.voice;
    if (d.channel_id === null || mode === 'silent') return;
    const endpoint = mode === 'refuse' ? `127.0.0.1:${this.#options.closedPort}` : mode.endpoint;
    this.#dispatchTo(session, GatewayDispatchEvents.VoiceServerUpdate, {
      token: randomToken(8),
      guild_id: d.guild_id,
      endpoint,
    });
  }

  #requestGuildMembers(session: Session, d: GatewayRequestGuildMembersData): void {
    if (!receives(session.shard, d.guild_id)) return;
    const withIntent = (session.intents & GatewayIntentBits.GuildMembers) !== 0;
    const chunk = membersChunk(this.#world, d, withIntent);
    if (chunk === 'disallowed') {
      session.socket?.close(GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s).');
    } else if (chunk && 'rateLimited' in chunk) {
      this.#dispatchTo(session, GatewayDispatchEvents.RateLimited, chunk.rateLimited);
    } else if (chunk) {
      this.#dispatchTo(session, GatewayDispatchEvents.GuildMembersChunk, chunk);
    }
  }

  #onClose(connection: Connection, code: number): void {
    this.#connections.delete(connection);
    const session = connection.session;
    if (!session || session.socket !== connection.socket) return;
    session.socket = null;
    // A clean close (1000/1001) ends the session; anything else leaves it resumable.
    if (code === 1000 || code === 1001) session.invalid = true;
  }

  /**
   * Sends an event to every identified session whose intents cover it and whose shard owns its
   * guild (shard 0 for DMs).
   */
  dispatch<T extends DispatchName>(t: T, d: DispatchData<T>, options: DispatchOptions = {}): void {
    const guildId = guildOfDispatch(t, d);
    for (const session of this.#sessions.values()) {
      if (session.invalid || !receives(session.shard, guildId)) continue;
      if (options.intent !== undefined && (session.intents & options.intent) === 0) continue;
      let data: unknown = d;
      if (options.message && !this.#mayReadContent(session, options.message)) {
        data = { ...(d as object), content: '', embeds: [], attachments: [], components: [] };
      }
      this.#dispatchTo(session, t, data as DispatchData<T>);
    }
  }

  /** GUILD_CREATE for a guild the bot just joined, shaped per session's intents. */
  announceGuild(guildId: string): void {
    for (const session of this.#sessions.values()) {
      if (session.invalid || (session.intents & GatewayIntentBits.Guilds) === 0) continue;
      if (!receives(session.shard, guildId)) continue;
      this.#dispatchTo(
        session,
        GatewayDispatchEvents.GuildCreate,
        this.#world.guildCreateJSON(guildId, session.intents),
      );
    }
  }

  #mayReadContent(session: Session, record: NonNullable<DispatchOptions['message']>): boolean {
    if ((session.intents & GatewayIntentBits.MessageContent) !== 0) return true;
    const m = record.message;
    const botId = this.#world.botUserId;
    return !record.guildId || m.author.id === botId || m.mentions.some((u) => u.id === botId);
  }

  #dispatchTo<T extends DispatchName>(session: Session, t: T, d: DispatchData<T>): void {
    session.seq += 1;
    const payload = JSON.stringify({ op: GatewayOpcodes.Dispatch, t, s: session.seq, d });
    session.sent.push({ s: session.seq, payload });
    if (session.sent.length > 2000) session.sent.shift();
    if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(payload);
  }

  #send(socket: WebSocket, payload: Omit<GatewayReceivePayload, 's' | 't'> | object): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ s: null, t: null, d: null, ...payload }));
  }

  /**
   * Drops every gateway connection abruptly (close code 1006 on the client). With
   * `resumable: false` the sessions are invalidated too, so RESUME gets INVALID_SESSION (d: false)
   * and the client identifies again (after discord.js's 5 s identify throttle).
   */
  killConnections(options: { resumable?: boolean } = {}): void {
    for (const session of this.#sessions.values()) {
      if (options.resumable === false) session.invalid = true;
    }
    for (const connection of this.#connections) connection.socket.terminate();
  }

  /**
   * Closes every gateway connection with a Discord close code, e.g. 4000 ("Unknown error"): the
   * session stays resumable, as it does on Discord for every code but the fatal ones.
   */
  closeConnections(code: number, reason = 'Unknown error.'): void {
    for (const connection of this.#connections) connection.socket.close(code, reason);
  }

  /** Asks every client to reconnect (op 7), as Discord does before maintenance. */
  requestReconnect(): void {
    for (const connection of this.#connections) {
      this.#send(connection.socket, { op: GatewayOpcodes.Reconnect });
    }
  }

  /** Whether any session is connected. */
  get hasLiveSession(): boolean {
    return this.connectedSessions > 0;
  }

  /** Whether the session that receives this guild's events (null: DMs, shard 0) is connected. */
  hasLiveSessionFor(guildId: string | null): boolean {
    return [...this.#sessions.values()].some(
      (s) => s.socket && !s.invalid && receives(s.shard, guildId),
    );
  }

  async close(): Promise<void> {
    for (const connection of this.#connections) connection.socket.terminate();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }
}
