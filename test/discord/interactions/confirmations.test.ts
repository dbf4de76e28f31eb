import { describe, expect, it } from 'vitest';
import { CONFIRM_TTL_MS, Confirmations } from '../../../src/discord/interactions/confirmations.ts';

const JUDGE = { id: '900000000000000001' };
const END = { type: 'end', by: { userId: JUDGE.id } } as const;

/** The buttons' custom ids of a question, as Discord would send them back. */
function buttonsOf(reply: ReturnType<Confirmations['ask']>): { yes: string; no: string } {
  if (reply.kind !== 'message') throw new Error('no question');
  const [yes, no] = reply.message.components[0]!.toJSON().components.map(
    (button) => (button as { custom_id: string }).custom_id,
  );
  return { yes: yes!, no: no! };
}

describe('JUDGE-CONFIRM: end and team loss act only on the judge’s Confirm', () => {
  function asked(now: { t: number }) {
    const confirmations = new Confirmations(() => now.t);
    const reply = confirmations.ask(
      { gameId: 'g1', userId: JUDGE.id, command: END },
      { key: 'ui.confirmEnd', params: {} },
      'ru',
    );
    return { confirmations, ids: buttonsOf(reply) };
  }

  it('GIVEN a question WHEN the judge confirms THEN the held command comes back to run, once', () => {
    const { confirmations, ids } = asked({ t: 0 });
    expect(Confirmations.owns(ids.yes)).toBe(true);
    expect(confirmations.answer({ customId: ids.yes, user: JUDGE } as never)).toEqual({
      kind: 'confirmed',
      gameId: 'g1',
      command: END,
    });
    expect(confirmations.answer({ customId: ids.yes, user: JUDGE } as never).kind).toBe('refused');
  });

  it('GIVEN a question WHEN another member clicks Confirm THEN it is refused and the judge may still confirm', () => {
    const { confirmations, ids } = asked({ t: 0 });
    const other = confirmations.answer({ customId: ids.yes, user: { id: '1' } } as never);
    expect(other).toMatchObject({
      kind: 'refused',
      reply: { text: { key: 'ui.confirmNotYours' } },
    });
    expect(confirmations.answer({ customId: ids.yes, user: JUDGE } as never).kind).toBe(
      'confirmed',
    );
  });

  it('GIVEN a question older than its TTL WHEN the judge confirms THEN it is stale: nothing runs', () => {
    const now = { t: 0 };
    const { confirmations, ids } = asked(now);
    now.t = CONFIRM_TTL_MS + 1;
    expect(confirmations.answer({ customId: ids.yes, user: JUDGE } as never)).toMatchObject({
      kind: 'refused',
      reply: { text: { key: 'ui.confirmStale' } },
    });
  });

  it('GIVEN a question WHEN the judge cancels THEN nothing runs and Confirm afterwards is stale', () => {
    const { confirmations, ids } = asked({ t: 0 });
    expect(confirmations.answer({ customId: ids.no, user: JUDGE } as never).kind).toBe('cancelled');
    expect(confirmations.answer({ customId: ids.yes, user: JUDGE } as never).kind).toBe('refused');
  });
});
