import type { Narration } from '../../src/engine/rules/events.ts';
import { nightZeroSteps } from '../../src/engine/rules/presets.ts';
import { ROLES, WAKE_ORDER, type Preset } from '../../src/engine/rules/roles.ts';
import { MAX_SEAT } from '../../src/voice/phrases.ts';

/** Every narration the engine can emit (src/engine/rules/phases/*.ts, floor.ts, days.ts, night-resolution.ts). */
export function allNarrations(preset: Preset): Narration[] {
  const narrations: Narration[] = [
    { cue: 'citySleeps' },
    { cue: 'cityWakes', day: 1 },
    { cue: 'cityWakes', day: 7 },
    { cue: 'tenSeconds' },
    { cue: 'timeUp' },
    { cue: 'voting' },
  ];
  for (const step of nightZeroSteps(preset, ROLES))
    narrations.push({
      cue: 'nightStep',
      step: step.kind === 'meeting' ? `meeting.${step.who}` : `look.${step.role}`,
    });
  for (const action of WAKE_ORDER) narrations.push({ cue: 'nightStep', step: `action.${action}` });
  for (let seat = 1; seat <= MAX_SEAT; seat++)
    narrations.push({ cue: 'speech', seat }, { cue: 'lastWord', seat });
  for (const winner of ['red', 'black', 'draw', 'aborted'])
    narrations.push({ cue: 'gameOver', winner });
  return narrations;
}
