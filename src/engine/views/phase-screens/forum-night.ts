import { stepDeadline } from '../../rules/clock.ts';
import { text } from '../../rules/messages.ts';
import { currentNight, seatOf, shooters } from '../../rules/queries.ts';
import type { GameState, NightState } from '../../rules/state/state.ts';
import { legalTargets, nightTitleScreen, seatPrompts } from '../night-screens.ts';
import type { Screen } from '../screen.ts';
import { seatSelects } from '../selects.ts';

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

export function forumNightScreens(state: GameState): Screen[] {
  const night = currentNight(state);
  if (!night) return [];
  return [
    nightTitleScreen(state, night),
    ...mafiaScreen(state, night),
    ...seatPrompts(state, night, 'shot'),
  ];
}
