import { AttachmentBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import {
  MAX_REPORT_BYTES,
  reportAttachments,
} from '../../../src/discord/screens/deal-record-file.ts';
import type { GameDocument } from '../../../src/orchestrator/document.ts';
import { JUDGE, TestGame } from '../../../harness/engine-game.ts';

function documentOf(game: TestGame): GameDocument {
  return {
    revision: 1,
    meta: { guildId: '1', channelId: '2', locale: 'en', hostId: game.state.judgeId },
    state: game.state,
    outbox: [],
    screens: {},
    reported: [],
  };
}

describe('the files of the end-of-game report (Discord: 10 files, limited bytes per message)', () => {
  it('GIVEN an aborted classic game and its picture WHEN its report files are made THEN they are the deal record, the picture, protocol.json and protocol.csv, named by the game', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'end', by: JUDGE });
    const picture = new AttachmentBuilder(Buffer.from('png'), { name: 'table.png' });
    const { files, dropped } = reportAttachments(documentOf(game), picture);
    expect(files.map((file) => file.name)).toEqual([
      'deal-record-game1.json',
      'table.png',
      'protocol-game1.json',
      'protocol-game1.csv',
    ]);
    expect(dropped).toEqual([]);
  });

  it('GIVEN a protocol that would take the message past the size limit WHEN the report files are made THEN the protocol files are left out and named, and the deal record still goes', () => {
    const game = TestGame.started('classic', 10);
    game.ok({ type: 'end', by: JUDGE });
    game.state.seats[0]!.name = 'x'.repeat(MAX_REPORT_BYTES);
    const { files, dropped } = reportAttachments(documentOf(game));
    expect(files.map((file) => file.name)).toEqual(['deal-record-game1.json']);
    expect(dropped).toEqual(['protocol-game1.json', 'protocol-game1.csv']);
  });

  it('GIVEN a lobby cancelled before the deal WHEN the report files are made THEN there are none', () => {
    const game = TestGame.lobby('classic', 3);
    game.ok({ type: 'end', by: JUDGE });
    expect(reportAttachments(documentOf(game)).files).toEqual([]);
  });
});
