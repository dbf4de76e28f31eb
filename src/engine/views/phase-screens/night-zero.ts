import { floorWait, stepDeadline } from '../../rules/clock.ts';
import { text } from '../../rules/messages.ts';
import type { NightZeroStep } from '../../rules/presets.ts';
import { currentNight } from '../../rules/queries.ts';
import type { GameState } from '../../rules/state/state.ts';
import type { Screen } from '../screen.ts';

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

export function nightZeroScreens(state: GameState): Screen[] {
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
