import type * as Canvas from '@napi-rs/canvas';
import type { AttachmentBuilder, RepliableInteraction } from 'discord.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { status } from '../../commands/mafia/status.ts';
import { closePictureThread } from '../../src/discord/screens/table-picture-file.ts';
import { respond, type Reply } from '../../src/discord/interactions/respond.ts';
import type { Logger } from '../../src/logger.ts';
import { PictureThread } from '../../src/picture/picture-thread.ts';
import { TestGame } from '../../harness/engine-game.ts';
import { runCommand } from './run-command.ts';

/** What happened, in order: the answers sent, and any canvas made on this (the main) thread. */
const events = vi.hoisted(() => [] as string[]);
vi.mock('@napi-rs/canvas', async (importOriginal) => {
  const canvas = await importOriginal<typeof Canvas>();
  return {
    ...canvas,
    createCanvas: (...args: Parameters<typeof canvas.createCanvas>) => {
      events.push('a canvas made on the main thread');
      return canvas.createCanvas(...args);
    },
  };
});

interface Sent {
  content?: string;
  files?: AttachmentBuilder[];
  message?: string;
}

/** `/mafia status` in the channel of a dealt classic game, answered as the router answers it. */
async function askStatus() {
  events.length = 0;
  const game = TestGame.started('classic', 10);
  const sent: Sent[] = [];
  const record = (what: string) => async (body: Sent) => {
    events.push(`${what}${body.files?.length ? ' with the picture' : ''}`);
    sent.push(body);
  };
  const interaction = {
    isMessageComponent: () => false,
    deferReply: async () => events.push('deferred'),
    reply: record('answered'),
    editReply: record('edited'),
    followUp: record('followed up'),
  } as unknown as RepliableInteraction;
  await respond(
    interaction,
    'en',
    async () => (await runCommand(status, game, game.seat(1), {})).reply as Reply,
  );
  return sent;
}

afterAll(() => closePictureThread());

describe('/mafia status answers first and draws off the event loop (issue 23, defect 4)', () => {
  it('GIVEN a dealt game WHEN /mafia status is asked THEN the summary is answered before any picture, nothing is drawn on the main thread, and the picture follows as an edit of that answer', async () => {
    const sent = await askStatus();
    expect(events).toEqual(['answered', 'edited with the picture']);
    expect(sent[0]!.content).toContain('In the game (10)');
    expect(sent[0]!.files).toBeUndefined();
    expect(sent[1]!.message).toBe('@original');
    const picture = sent[1]!.files![0]!;
    expect(picture.name).toBe('table.png');
    expect((picture.attachment as Buffer).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('GIVEN the picture cannot be drawn WHEN /mafia status is asked THEN the summary is the answer, alone, and nothing is edited', async () => {
    const failing = vi
      .spyOn(PictureThread.prototype, 'draw')
      .mockRejectedValue(new Error('the picture thread exited (1)'));
    try {
      const sent = await askStatus();
      expect(events).toEqual(['answered']);
      expect(sent[0]!.content).toContain('In the game (10)');
    } finally {
      failing.mockRestore();
    }
  });

  it('GIVEN reading the game took long enough for the answer to be deferred WHEN it comes THEN the picture goes on the public follow-up that carries the words', async () => {
    vi.useFakeTimers();
    try {
      events.length = 0;
      const sent: Sent[] = [];
      const record = (what: string, id?: string) => async (body: Sent) => {
        events.push(`${what}${body.files?.length ? ' with the picture' : ''}`);
        sent.push(body);
        return { id };
      };
      const interaction = {
        isMessageComponent: () => false,
        deferReply: async () => events.push('deferred'),
        reply: record('answered'),
        editReply: record('edited'),
        followUp: record('followed up', 'public-answer'),
      } as unknown as RepliableInteraction;
      const picture = { name: 'table.png' } as AttachmentBuilder;
      let read!: () => void;
      const slowRead = new Promise<void>((resolve) => (read = resolve));
      const answered = respond(interaction, 'en', async () => {
        await slowRead;
        return {
          kind: 'text',
          text: { key: 'ui.done', params: {} },
          ephemeral: false,
          later: async () => [picture],
        };
      });
      await vi.advanceTimersByTimeAsync(1600);
      read();
      await answered;
      expect(events).toEqual(['deferred', 'edited', 'followed up', 'edited with the picture']);
      expect(sent.at(-1)).toEqual({ message: 'public-answer', files: [picture] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('GIVEN Discord refuses the edit that puts the picture on the answer WHEN it comes THEN the words stay, a warning is logged and nothing is thrown (no "something went wrong" after an answer)', async () => {
    const warn = vi.fn();
    const interaction = {
      id: 'status-1',
      isMessageComponent: () => false,
      reply: async () => {},
      editReply: async () => Promise.reject(new Error('Unknown Webhook')),
    } as unknown as RepliableInteraction;
    const picture = { name: 'table.png' } as AttachmentBuilder;
    const reply: Reply = {
      kind: 'text',
      text: { key: 'ui.done', params: {} },
      ephemeral: false,
      later: async () => [picture],
    };
    await respond(interaction, 'en', async () => reply, { warn } as unknown as Logger);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
