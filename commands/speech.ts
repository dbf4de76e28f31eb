import {
  described,
  dispatchForPlayer,
  dispatchHere,
  ephemeral,
  named,
  type Subcommand,
} from '../src/discord/command-kit.ts';

/** `/mafia nominate player`: nominate during your own speech (also a menu on the speech message). */
export const nominate: Subcommand = {
  name: 'nominate',
  nameRu: 'выставить',
  build: (sub) =>
    described(named(sub, 'nominate', 'выставить'), 'cmd.nominate').addUserOption((option) =>
      described(named(option, 'player', 'игрок'), 'cmd.nominate.player').setRequired(true),
    ),
  execute: (context) =>
    dispatchForPlayer(context, (target) => ({ type: 'nominate', by: context.actor, target })),
};

/** `/mafia pass`: end your own speech early. */
export const pass: Subcommand = {
  name: 'pass',
  nameRu: 'пас',
  build: (sub) => described(named(sub, 'pass', 'пас'), 'cmd.pass'),
  execute: (context) => dispatchHere(context, { type: 'pass', by: context.actor }),
};

/** Seat numbers as people type them: "3 5 8", "3,5,8", "#3 #5". */
export function parseSeats(input: string): number[] | undefined {
  const parts = input.split(/[\s,;]+/).filter((part) => part !== '');
  const seats = parts.map((part) => Number(part.replace(/^[#№]/, '')));
  return parts.length > 0 && seats.every((seat) => Number.isInteger(seat) && seat > 0 && seat < 100)
    ? seats
    : undefined;
}

/** The option's length on Discord: the refusal quotes no more (a forged value may be longer). */
const MAX_SEATS_INPUT = 40;

/** `/mafia bestmove players:"3 5 8"`: the first-night victim's Best Move. */
export const bestmove: Subcommand = {
  name: 'bestmove',
  nameRu: 'лучший_ход',
  build: (sub) =>
    described(named(sub, 'bestmove', 'лучший_ход'), 'cmd.bestmove').addStringOption((option) =>
      described(named(option, 'players', 'игроки'), 'cmd.bestmove.players')
        .setRequired(true)
        .setMaxLength(MAX_SEATS_INPUT),
    ),
  async execute(context) {
    const input = context.interaction.options.getString('players', true);
    const seats = parseSeats(input);
    const quoted = input.length > MAX_SEATS_INPUT ? `${input.slice(0, MAX_SEATS_INPUT)}…` : input;
    if (!seats) return ephemeral({ key: 'ui.badSeats', params: { input: quoted } });
    return dispatchHere(context, { type: 'bestMove', by: context.actor, seats });
  },
};
