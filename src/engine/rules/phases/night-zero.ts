import { floorWait, stepDeadline } from '../clock.ts';
import type { Screen } from '../events.ts';
import { beginStepOnFloor } from '../floor/floor-ready.ts';
import { text } from '../messages.ts';
import type { Phase } from '../flow/phase.ts';
import { nightZeroStepDuration, nightZeroSteps, type NightZeroStep } from '../presets.ts';
import { currentNight } from '../queries.ts';
import type { GameState } from '../state/state.ts';
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

/** A black team's meeting: its members, and which of them lead (the Night-0 thread). */
function meetingScreen(state: GameState, step: Extract<NightZeroStep, { kind: 'meeting' }>) {
  const members = state.seats.filter((seat) =>
    step.who === 'LEADERS'
      ? seat.role === 'FATHER' || seat.role === 'GANG_HEAD'
      : seat.team === step.who,
  );
  const leaders = members
    .filter((seat) => ['FATHER', 'GANG_HEAD', 'DON'].includes(seat.role))
    .map((seat) => seat.seat);
  return {
    id: `meeting.${step.who}`,
    to: { kind: 'team', team: step.who },
    tone: 'night',
    title: text('night.meeting.title', { who: step.who }),
    lines: [
      text('night.meeting.members', {
        members: members.map((seat) => ({ seat: seat.seat, userId: seat.userId })),
        leaders,
      }),
    ],
    controls: [],
  } satisfies Screen;
}

function screens(state: GameState): Screen[] {
  const night = currentNight(state);
  const step = night?.step?.steps[night.step.index];
  if (!step) return [];
  const endsAt = stepDeadline(state) ?? 0;
  const screens: Screen[] = [
    {
      id: 'night0',
      to: { kind: 'public' },
      tone: 'night',
      title: text('night.zero.title', {}),
      // GAME-CLOCK-ON-FLOOR: the step and its end once the table's mutes are confirmed.
      lines: [
        floorWait(state) ? text('floor.waiting', {}) : text('night.zero.step', { step, endsAt }),
      ],
      controls: [],
    },
  ];
  if (step.kind === 'meeting') screens.push(meetingScreen(state, step));
  return screens;
}

export const nightZero: Phase<'nightZero'> = {
  name: 'nightZero',
  next: ['speeches'],
  enter,
  onStepEnd,
  screens,
};
