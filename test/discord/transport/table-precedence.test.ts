import { describe, expect, it } from 'vitest';
import {
  noticePrecedence,
  PrecedenceTable,
  screenPrecedence,
} from '../../../src/discord/transport/table-precedence.ts';
import { TABLE_CARD_ID, type GameEvent, type Screen } from '../../../src/engine/index.ts';
import type { GameDocument, ScreenHandle } from '../../../src/orchestrator/document.ts';
import type { ClickResponse, TablePort } from '../../../src/orchestrator/ports.ts';

const screen = (id: string) => ({ id }) as unknown as Screen;
const game = {} as GameDocument;
const handle: ScreenHandle = { messageId: 'm1' };
const response = { isOn: () => true, show: async () => true } as unknown as ClickResponse;

/** A table that records the click response each call was handed. */
function recordingTable(seen: (ClickResponse | undefined)[]): TablePort {
  return {
    showScreen: async (...args: unknown[]) => {
      seen.push(args[4] as ClickResponse | undefined);
      return handle;
    },
    closeScreen: async (...args: unknown[]) => {
      seen.push(args[3] as ClickResponse | undefined);
    },
  } as unknown as TablePort;
}

describe('the table by precedence (issue 13 item 7) keeps what the click carries (issue 13 item 4)', () => {
  it('GIVEN a click response WHEN a screen is shown or closed through the precedence table THEN the table underneath gets the same response', async () => {
    const seen: (ClickResponse | undefined)[] = [];
    const table = new PrecedenceTable(recordingTable(seen));
    await table.showScreen(game, screen(TABLE_CARD_ID), handle, 'k', response);
    await table.closeScreen(game, screen('vote.1'), handle, response);
    expect(seen).toEqual([response, response]);
  });

  it('GIVEN the table card (the floor of every speech), the lobby and a vote WHEN their edits queue THEN the card is urgent, the lobby bulk, the vote normal', () => {
    expect(screenPrecedence(screen(TABLE_CARD_ID))).toBe('urgent');
    expect(screenPrecedence(screen(`${TABLE_CARD_ID}~1`))).toBe('urgent');
    expect(screenPrecedence(screen('lobby'))).toBe('bulk');
    expect(screenPrecedence(screen('vote.1'))).toBe('normal');
  });

  it('GIVEN a role card, a night result, the report and a public notice WHEN they queue THEN the role card goes with the screens (normal), before the night result and the report (bulk) (issue 23, defect 6: Night 0 needs the cards)', () => {
    const notice = (to: Notice['to'], purpose: Notice['purpose']) =>
      ({ type: 'notice', id: 'e1', to, tone: 'info', lines: [], purpose }) as Notice;
    expect(noticePrecedence(notice({ kind: 'seat', seat: 3 }, 'roleCard'))).toBe('normal');
    expect(noticePrecedence(notice({ kind: 'seat', seat: 3 }, 'nightResult'))).toBe('bulk');
    expect(noticePrecedence(notice({ kind: 'public' }, 'report'))).toBe('bulk');
    expect(noticePrecedence(notice({ kind: 'public' }, 'other'))).toBe('normal');
  });
});

type Notice = Extract<GameEvent, { type: 'notice' }>;
