import { type FakeDiscord, textOf, type MessageChange } from '@mafia-bot/fake-discord';

/**
 * A readable log of what people saw: the game channel, the threads, every DM, and the voice
 * channel (mutes and the bot's joins), with mentions shown as names.
 */
export class Transcript {
  readonly lines: string[] = [];
  readonly #fake: FakeDiscord;
  readonly #print: (line: string) => void;
  readonly #started = Date.now();
  #edits = 0;
  #joins = 0;
  #timer: NodeJS.Timeout | undefined;
  readonly #onMessage = (change: MessageChange) => this.#message(change);

  readonly #botLines: () => string[];
  #botLine = 0;

  /** `botLines`: the bot's JSON log lines, for what it announced in the voice channel. */
  constructor(
    fake: FakeDiscord,
    print: (line: string) => void = () => {},
    botLines: () => string[] = () => [],
  ) {
    this.#botLines = botLines;
    this.#fake = fake;
    this.#print = print;
    fake.world.events.on('message', this.#onMessage);
    this.#timer = setInterval(() => this.#pollVoice(), 50);
  }

  stop(): void {
    this.#fake.world.events.off('message', this.#onMessage);
    if (this.#timer) clearInterval(this.#timer);
    this.#pollVoice();
  }

  #emit(line: string): void {
    const stamp = ((Date.now() - this.#started) / 1000).toFixed(1).padStart(6);
    const entry = `${stamp}s ${line}`;
    this.lines.push(entry);
    this.#print(entry);
  }

  #names(text: string): string {
    return text.replace(
      /<@!?(\d+)>/g,
      (_, id: string) => `@${this.#fake.world.displayName(this.#fake.guildId, id)}`,
    );
  }

  #where(channelId: string): string {
    const channel = this.#fake.world.channel(channelId);
    if (!channel) return '?';
    if (channel.type === 1) {
      return `DM → ${this.#fake.world.displayName(this.#fake.guildId, channel.recipientId ?? '')}`;
    }
    return channel.thread ? `thread "${channel.name}"` : `#${channel.name}`;
  }

  #message(change: MessageChange): void {
    if (change.kind === 'delete') return;
    const message = change.record.message;
    if (change.record.visibleTo !== null) return; // ephemeral answers are private to the clicker
    const author = this.#fake.world.displayName(change.record.guildId, message.author.id);
    const text = this.#names(textOf(message)).trim();
    const buttons = (message.components ?? []).length > 0 ? ' [controls]' : '';
    const files = message.attachments.map((file) => ` [file: ${file.filename}]`).join('');
    const where = this.#where(message.channel_id);
    if (change.kind === 'update') {
      this.#emit(`${where} ✎ ${text.split('\n').slice(0, 3).join(' | ')}${buttons}`);
      return;
    }
    const body = text
      .split('\n')
      .map((line, index) => (index === 0 ? line : `        ${line}`))
      .join('\n');
    this.#emit(`${where} ${author}: ${body}${buttons}${files}`);
  }

  #pollVoice(): void {
    const edits = this.#fake.memberEdits;
    for (; this.#edits < edits.length; this.#edits++) {
      const edit = edits[this.#edits]!;
      if (edit.status >= 300 || edit.body.mute === undefined) continue;
      const name = this.#fake.world.displayName(edit.guildId, edit.userId);
      this.#emit(`🔊 voice: ${edit.body.mute ? 'muted' : 'unmuted'} ${name}`);
    }
    const joins = this.#fake.voiceJoins;
    for (; this.#joins < joins.length; this.#joins++) {
      const joining = joins[this.#joins]?.channelId;
      this.#emit(`🔊 voice: the bot ${joining ? 'joins' : 'leaves'} the voice channel`);
    }
    const lines = this.#botLines();
    for (; this.#botLine < lines.length; this.#botLine++) {
      const line = lines[this.#botLine] ?? '';
      if (!line.includes('"msg":"voice:')) continue;
      const entry = JSON.parse(line) as {
        msg: string;
        cue?: string;
        played?: boolean;
        reason?: string;
      };
      if (entry.msg === 'voice: announcement') {
        this.#emit(`🔊 voice: announcement "${entry.cue}"${entry.played ? '' : ' (not played)'}`);
      } else if (/connected|retrying|gave up|give up|unavailable|released/.test(entry.msg)) {
        this.#emit(`🔊 ${entry.msg}${entry.reason ? ` (${entry.reason})` : ''}`);
      }
    }
  }
}
