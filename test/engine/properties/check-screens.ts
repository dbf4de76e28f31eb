/** Voice (DAY-FLOOR-CONTROL, FLAG-NIGHT-SILENCE) and screens: Discord limits, unique ids, controls only for live players. */
import type { Decision, GameState, Screen } from '../../../src/engine/index.ts';
import { isAliveSeat, seatAt } from './model.ts';
import type { RunView } from './run-view.ts';
import { CUSTOM_ID_MAX, check } from './support.ts';
import { JUDGE_PANEL_ID } from '../../../src/engine/rules/judge/panel-state.ts';
import { MENU_OPTIONS_LIMIT, selectMenus } from '../../../src/discord/interactions/select-menus.ts';

export function checkVoice(
  run: RunView,
  after: GameState,
  decision: Extract<Decision, { ok: true }>,
): void {
  const voice = decision.voice;
  if (run.preset === 'forum' || after.phase.kind === 'ended') {
    check(!voice.managed, 'voice managed in forum or after the end');
    return;
  }
  check(voice.managed, 'voice not managed in a running sports game');
  if (after.phase.kind === 'night')
    check(voice.unmuted.length === 0, 'FLAG-NIGHT-SILENCE: somebody unmuted at night');
  if (after.phase.kind !== 'day') return;
  const floor = after.phase.day.floor;
  const holder = floor && floor.kind !== 'silenced' ? seatAt(after, floor.seat) : undefined;
  if (after.config.floorControl === 'mute') {
    check(
      JSON.stringify(voice.unmuted) === JSON.stringify(holder ? [holder.userId] : []),
      'DAY-FLOOR-CONTROL: the floor holder alone is unmuted',
    );
    return;
  }
  // detect: the living may speak, and so may the one giving last words (LAST-WORDS).
  const wanted = after.seats
    .filter((seat) => seat.alive || seat.seat === holder?.seat)
    .map((seat) => seat.userId);
  check(
    JSON.stringify([...voice.unmuted].sort()) === JSON.stringify([...wanted].sort()),
    'FLAG-OUT-OF-TURN: in detect mode the living and the last-words speaker are unmuted',
  );
}

/** Screens: unique ids, Discord limits, and only live players get controls. */
export function checkScreens(run: RunView, state: GameState, list: Screen[]): void {
  const ids = list.map((screen) => screen.id);
  check(new Set(ids).size === ids.length, `duplicate screen ids ${ids.join(',')}`);
  for (const screen of list) {
    const controlIds = screen.controls.map((control) => control.id);
    check(new Set(controlIds).size === controlIds.length, `duplicate control ids on ${screen.id}`);
    let rows = 0;
    let buttons = 0;
    for (const control of screen.controls) {
      const menus = control.kind === 'select' ? selectMenus(control) : [];
      for (const { id } of control.kind === 'select' ? menus : [control]) {
        const customId = `mafia:${state.gameId}:${screen.id}:${id}`;
        check(
          customId.length <= CUSTOM_ID_MAX,
          `custom id too long (${customId.length}): ${customId}`,
        );
      }
      if (control.kind === 'select') {
        // Discord's limits as the adapter meets them: 25 options a menu, a row per menu.
        rows += menus.length;
        check(
          menus.every((menu) => menu.options.length <= MENU_OPTIONS_LIMIT),
          `a menu of ${screen.id}/${control.id} has more than 25 options`,
        );
        const values = control.options.map((option) => option.value);
        check(values.length >= 1, `select ${screen.id}/${control.id} has no options`);
        // The adapter's menu suffix is a last `.<digits>` (select-menus.ts): no engine id ends so.
        check(!/\.\d+$/.test(control.id), `select id ${control.id} ends like a menu suffix`);
        check(
          new Set(values).size === values.length,
          `duplicate options in ${screen.id}/${control.id}`,
        );
        check(
          control.min >= 0 &&
            control.min <= control.max &&
            control.max <= values.length &&
            control.max >= 1,
          `bad min/max on ${screen.id}/${control.id}`,
        );
      } else {
        buttons++;
      }
    }
    rows += Math.ceil(buttons / 5);
    if (screen.id === JUDGE_PANEL_ID) checkPanel(screen);
    else check(rows <= 5, `${screen.id} needs ${rows} action rows`);
    if (screen.to.kind === 'seat' && screen.controls.length > 0)
      check(
        isAliveSeat(state, screen.to.seat),
        `2: OUT seat ${screen.to.seat} is offered controls on ${screen.id}`,
      );
  }
}

/**
 * The judge's panel is a Components V2 message: its rows (a new one per group of buttons, five
 * buttons a row, a row per menu) and their components within Discord's 40 with the frame's 5.
 */
function checkPanel(screen: Screen): void {
  let components = 5;
  let row = 0;
  let group: string | undefined;
  for (const control of screen.controls) {
    if (control.kind === 'select') {
      components += 2;
      row = 0;
      group = undefined;
      continue;
    }
    if (row === 0 || row === 5 || control.group !== group) {
      components++;
      row = 0;
    }
    components++;
    row++;
    group = control.group;
  }
  check(components <= 40, `the judge's panel needs ${components} components`);
}
