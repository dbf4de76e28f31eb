import { submitNightAction } from '../actions.ts';
import { stepDeadline } from '../clock.ts';
import type { Screen } from '../events.ts';
import { chargeSkips, reportActivity } from '../forum-activity.ts';
import { text } from '../messages.ts';
import { countQuietCycle, openNight, resolveMoves, submittersOf } from '../night/night-resolution.ts';
import { legalTargets, nightTitleScreen, seatPrompts } from '../../views/night-screens.ts';
import type { Phase } from '../flow/phase.ts';
import { phaseLength } from '../presets.ts';
import { currentNight, seatOf, shooters } from '../queries.ts';
import { seatSelects } from '../../views/selects.ts';
import type { GameState, NightState } from '../state/state.ts';
import type { Draft } from '../flow/draft.ts';

/** Forum night d (FORUM-NIGHT-KILL): one window of the forum night's length (FORUM-SCHEDULE: the host's schedule). */
function enter(draft: Draft, { night }: { night: number }): void {
  openNight(draft, night);
  const state = draft.state;
  draft.setStepTimer(phaseLength(state.config, state.schedule, 'forumNight'));
}

/** FORUM-NIGHT-KILL: Forum (D36): plurality of the alive mafia's choices; a tie is broken by the RNG. */
function pluralityShot(draft: Draft, night: number): number | undefined {
  const counts = new Map<number, number>();
  for (const { targets } of submittersOf(draft.state, 'shot')) {
    const target = targets[0];
    if (target !== undefined && seatOf(draft.state, target)?.alive)
      counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  if (counts.size === 0) return undefined;
  const top = Math.max(...counts.values());
  const tied = [...counts.entries()]
    .filter(([, count]) => count === top)
    .map(([seat]) => seat)
    .sort((a, b) => a - b);
  if (tied.length === 1) return tied[0];
  return tied[draft.draw(`night-${night}-kill`, tied.length)];
}

/** The window ends (NIGHT-RESOLUTION, D16): the moves resolve, skips and activity are charged, the day. */
function onStepEnd(draft: Draft): void {
  const state = draft.state;
  const night = currentNight(state);
  if (!night) return;
  resolveMoves(draft, pluralityShot(draft, night.number));
  // FORUM-SKIPS, FORUM-ACTIVITY: skipped moves are charged, and the cycle's activity reported, at its end.
  chargeSkips(draft);
  reportActivity(draft);
  // GAME-WIN-CHECK: a side has won (the kill, a removal for skips); the flow ends the game.
  if (draft.ending) return;
  // D48: forum has no draw (WIN-QUIET-DRAW does not apply); after 3 quiet cycles the committee is told.
  if (countQuietCycle(state.memory) === 3)
    draft.notice({ kind: 'judge' }, 'warning', text('forum.quietCycles', { cycles: 3 }));
  draft.goTo({ to: 'forumVoting', day: night.number + 1 });
}

/** D36/D37: the mafia choose together in their private channel; everybody sees the choices. */
function mafiaScreen(state: GameState, night: NightState): Screen[] {
  const choices = shooters(state)
    .map((seat) => ({ seat, target: night.submissions[String(seat)]?.shot?.[0] ?? 0 }))
    .filter((choice) => choice.target > 0);
  const anyShooter = seatOf(state, shooters(state)[0] ?? 0);
  if (!anyShooter) return [];
  const screen: Screen = {
    id: `night.${night.number}.mafia`,
    to: { kind: 'team', team: 'MAFIA' },
    tone: 'night',
    title: text('night.prompt.title', { action: 'shot', night: night.number }),
    lines: [
      text('night.prompt.choices', { choices }),
      text('night.prompt.deadline', { endsAt: stepDeadline(state) ?? 0 }),
    ],
    controls: seatSelects(
      'shot',
      text('control.nightTarget', { action: 'shot' }),
      legalTargets(state, anyShooter, 'shot'),
    ),
    purpose: 'nightPrompt',
  };
  return [screen];
}

function screens(state: GameState): Screen[] {
  const night = currentNight(state);
  if (!night) return [];
  return [
    nightTitleScreen(state, night),
    ...mafiaScreen(state, night),
    ...seatPrompts(state, night, 'shot'),
  ];
}

export const forumNight: Phase<'forumNight'> = {
  name: 'forumNight',
  next: ['forumVoting'],
  enter,
  handlers: { nightAction: submitNightAction },
  onStepEnd,
  screens,
};
