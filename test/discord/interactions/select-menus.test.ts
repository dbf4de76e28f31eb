import { describe, expect, it } from 'vitest';
import type { SelectControl } from '../../../src/engine/index.ts';
import { renderScreen } from '../../../src/discord/screens/render.ts';
import { parseCustomId } from '../../../src/discord/interactions/custom-id.ts';
import { selectMenus, selectOfMenu } from '../../../src/discord/interactions/select-menus.ts';

/** An engine select over seats 1..n: "pick min..max of these". */
function seatPick(id: string, n: number, min = 1, max = 1): SelectControl {
  return {
    kind: 'select',
    id,
    placeholder: { key: 'control.forumVote', params: {} },
    options: Array.from({ length: n }, (_, index) => ({
      value: String(index + 1),
      label: { key: 'control.position', params: { position: index + 1 } },
    })),
    min,
    max,
  };
}

const seatsOf = (menu: { options: Array<{ value: string }> }) =>
  menu.options.map((option) => Number(option.value));

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('Discord menus of an engine select (Discord: at most 25 options a menu)', () => {
  it('GIVEN a pick of one among 25 seats WHEN shown THEN one menu with the engine id and every seat', () => {
    const menus = selectMenus(seatPick('vote', 25));
    expect(menus).toHaveLength(1);
    expect(menus[0]).toMatchObject({ id: 'vote', min: 1, max: 1 });
    expect(seatsOf(menus[0]!)).toEqual(range(1, 25));
  });

  it('GIVEN a pick of one among 26 seats WHEN shown THEN two menus vote.0 (1–25) and vote.1 (26), each mapped back to the engine select', () => {
    const menus = selectMenus(seatPick('vote', 26));
    expect(menus.map((menu) => menu.id)).toEqual(['vote.0', 'vote.1']);
    expect(seatsOf(menus[0]!)).toEqual(range(1, 25));
    expect(seatsOf(menus[1]!)).toEqual([26]);
    expect(menus[1]).toMatchObject({ min: 1, max: 1 });
    expect(menus.map((menu) => selectOfMenu(menu.id))).toEqual(['vote', 'vote']);
  });

  it('GIVEN a pick of one among 29 seats WHEN shown THEN 1–25 and 26–29, every seat in exactly one menu', () => {
    const menus = selectMenus(seatPick('shot', 29));
    expect(menus.map(seatsOf)).toEqual([range(1, 25), range(26, 29)]);
  });

  it('D09 GIVEN a pair among 26 seats WHEN shown THEN three overlapping menus (1–25, 2–26, 1 with 26) of at most 25, each asking for two, and every pair sits together in one', () => {
    const menus = selectMenus(seatPick('compare', 26, 2, 2));
    expect(menus.map((menu) => menu.id)).toEqual(['compare.0', 'compare.1', 'compare.2']);
    expect(menus.map(seatsOf)).toEqual([range(1, 25), range(2, 26), [1, 26]]);
    for (const menu of menus) expect(menu).toMatchObject({ min: 2, max: 2 });
  });

  it('D09 GIVEN a pair among 29 seats WHEN shown THEN every pair sits together in one menu of at most 25; 1 with 29 only in the third menu, compare.2, which maps back to compare', () => {
    const menus = selectMenus(seatPick('compare', 29, 2, 2));
    expect(menus.map(seatsOf)).toEqual([range(1, 25), range(5, 29), [1, 2, 3, 4, 26, 27, 28, 29]]);
    for (const menu of menus) expect(menu.options.length).toBeLessThanOrEqual(25);
    for (const first of range(1, 29))
      for (const second of range(first + 1, 29))
        expect(menus.some((menu) => [first, second].every((s) => seatsOf(menu).includes(s)))).toBe(
          true,
        );
    const holding = menus.filter((menu) => [1, 29].every((seat) => seatsOf(menu).includes(seat)));
    expect(holding.map((menu) => menu.id)).toEqual(['compare.2']);
    expect(selectOfMenu('compare.2')).toBe('compare');
  });

  it('GIVEN a pick of up to three among two seats WHEN shown THEN the menu asks for at most two', () => {
    expect(selectMenus(seatPick('bestMove', 2, 1, 3))[0]).toMatchObject({ min: 1, max: 2 });
  });

  it('GIVEN a screen with a pick among 29 WHEN rendered THEN two menu rows whose custom ids are as before (m|game|s|screen|vote.0, vote.1), each within 25 options', () => {
    const rendered = renderScreen('en', 'g1', {
      id: 'fvote.1',
      to: { kind: 'public' },
      tone: 'vote',
      title: { key: 'forum.vote.title', params: { day: 1 } },
      lines: [],
      controls: [seatPick('vote', 29)],
    });
    const menus = rendered.components.map((row) => row.toJSON().components[0]!);
    expect(menus.map((menu) => 'custom_id' in menu && menu.custom_id)).toEqual([
      'm|g1|s|fvote.1|vote.0',
      'm|g1|s|fvote.1|vote.1',
    ]);
    for (const menu of menus)
      expect('options' in menu && menu.options.length).toBeLessThanOrEqual(25);
    expect(parseCustomId('m|g1|s|fvote.1|vote.1')).toMatchObject({ controlId: 'vote.1' });
  });
});
