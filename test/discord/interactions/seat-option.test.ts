import { describe, expect, it } from 'vitest';
import { seatChoices } from '../../../src/discord/interactions/seat-option.ts';
import { JUDGE, TestGame } from '../../../harness/engine-game.ts';

describe('/judge seat autocomplete: "#5 Dmitry", only the seats that fit', () => {
  it('GIVEN a typed number WHEN offered THEN only seats whose number starts with it, named "#n name"', () => {
    const game = TestGame.started('classic', 10);
    expect(seatChoices(game.state, 'discipline', '1')).toEqual([
      { name: '#1 Player 1', value: 1 },
      { name: '#10 Player 10', value: 10 },
    ]);
    expect(seatChoices(game.state, 'discipline', '#5')).toEqual([
      { name: '#5 Player 5', value: 5 },
    ]);
  });

  it('GIVEN typed letters WHEN offered THEN the seats whose name contains them', () => {
    const game = TestGame.started('classic', 10);
    expect(seatChoices(game.state, 'discipline', 'player 7').map((c) => c.value)).toEqual([7]);
  });

  it('GIVEN the purpose WHEN offered THEN only what the engine could accept: no fouls to take back, nominated seats, who has not spoken', () => {
    const game = TestGame.started('classic', 10);
    expect(seatChoices(game.state, 'unfoul', '')).toEqual([]);
    game.ok({ type: 'foul', by: JUDGE, seat: 3 });
    expect(seatChoices(game.state, 'unfoul', '').map((c) => c.value)).toEqual([3]);
    game.ok({ type: 'nominate', by: game.seat(1), target: 6 });
    expect(seatChoices(game.state, 'withdraw', '').map((c) => c.value)).toEqual([6]);
    expect(seatChoices(game.state, 'nominate', '').map((c) => c.value)).not.toContain(6);
    expect(seatChoices(game.state, 'floor', '').map((c) => c.value)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('GIVEN 29 seats WHEN nothing is typed THEN at most 25 choices (Discord’s limit)', () => {
    const game = TestGame.started('forum', 29);
    expect(seatChoices(game.state, 'any', '')).toHaveLength(25);
  });
});
