import { beginStepOnFloor } from '../floor/floor-ready.ts';
import type { Phase } from '../flow/phase.ts';
import { nightZeroStepDuration, nightZeroSteps } from '../presets.ts';
import { currentNight } from '../queries.ts';
import type { Draft } from '../flow/draft.ts';

/** NIGHT0-STEPS: Night 0: acquaintance steps of fixed length, no kill and no check. */
function enter(draft: Draft): void {
  const state = draft.state;
  const steps = nightZeroSteps(
    state.config.preset,
    state.seats.map((seat) => seat.role),
  );
  state.phase = { kind: 'night', night: { number: 0, step: { index: 0, steps }, submissions: {} } };
  draft.narrate({ cue: 'citySleeps' });
  beginStep(draft);
}

function beginStep(draft: Draft): void {
  const night = currentNight(draft.state);
  const step = night?.step?.steps[night.step.index];
  if (!night || !step) return;
  draft.narrate({
    cue: 'nightStep',
    step: step.kind === 'meeting' ? `meeting.${step.who}` : `look.${step.role}`,
  });
  beginStepOnFloor(draft, nightZeroStepDuration(draft.state.config, step));
}

/** The next acquaintance step; after the last one, the morning of Day 1. */
function onStepEnd(draft: Draft): void {
  const night = currentNight(draft.state);
  if (!night?.step) return;
  night.step.index++;
  if (night.step.index < night.step.steps.length) {
    beginStep(draft);
    return;
  }
  draft.goTo({ to: 'speeches', morning: { day: 1 } });
}

export const nightZero: Phase<'nightZero'> = {
  name: 'nightZero',
  next: ['speeches'],
  enter,
  onStepEnd,
};
