import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decide, resolveControl, type Command } from '../../src/engine/index.ts';
import { fromRecord } from '../../src/orchestrator/document.ts';
import { wantedScreens } from '../../src/orchestrator/delivery/screen-sync.ts';
import { type GameRecord, SCHEMA_VERSION } from '../../src/store/game-store.ts';
import { upgrade } from '../../src/store/migrations/upgrade.ts';
import { v2ToV3 } from '../../src/store/migrations/v2-to-v3.ts';
import { identityRandom } from '../../harness/engine-game.ts';

/** A forum night saved at schema 2: the card moved twice, an undo brought a prompt back. */
const SAVED = JSON.parse(
  readFileSync(new URL('samples/game-forum-night.v2.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

function loaded() {
  const upgraded = upgrade(structuredClone(SAVED));
  if (!upgraded.ok) throw new Error('refused');
  return fromRecord(upgraded.document as unknown as GameRecord);
}

describe('schema 2 → 3 (issue 24): the screens’ generations leave the engine’s state', () => {
  it('GIVEN a game saved with state.screenGenerations WHEN it is upgraded THEN the document holds them beside the state, the state no longer does, and nothing else changed', () => {
    const document = loaded();
    expect(document.state).not.toHaveProperty('screenGenerations');
    expect(document.screenGenerations).toEqual({ table: 2, 'night.1.7': 1 });
    const saved = SAVED.data as { state: Record<string, unknown> };
    const { screenGenerations: _moved, ...state } = saved.state;
    expect(document.state).toEqual(state);
    expect(v2ToV3({ schemaVersion: 2, gameId: 'g', data: { state: {} } })).toEqual({
      schemaVersion: 3,
      gameId: 'g',
      data: { state: {} },
    });
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(3);
  });

  it('GIVEN the upgraded game WHEN its screens are derived THEN they carry the saved keys (table~2, night.1.7~1): nothing is posted again, and a click on the saved prompt still plays', () => {
    const document = loaded();
    const wanted = [...wantedScreens(document).keys()].sort();
    expect(wanted).toEqual(Object.keys(document.screens).sort());
    const prompt = document.screens['night.1.7~1']!.screen;
    const control = prompt.controls[0]!;
    const target = control.kind === 'select' ? control.options[0]!.value : '';
    const seat = document.state.seats[6]!;
    const click = resolveControl(document, prompt.id, control.id, [target], {
      userId: seat.userId,
    });
    expect(click.ok).toBe(true);
    if (!click.ok) return;
    const decision = decide(document.state, click.command as Command, {
      now: Number(document.state.createdAt) + 1,
      random: identityRandom,
    });
    expect(decision.ok).toBe(true);
  });
});
