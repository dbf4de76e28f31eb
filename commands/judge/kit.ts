import { described, named } from '../../src/discord/interactions/command-kit.ts';
import {
  dispatch,
  gameHere,
  seatNumber,
  subcommand,
} from '../../src/discord/interactions/preconditions.ts';
import { withSeatOption } from '../../src/discord/interactions/seat-option.ts';
import type { Actor, SeatPurpose } from '../../src/engine/index.ts';
import type { AdapterKey } from '../../src/i18n/adapter-messages.ts';
import type { IncomingCommand } from '../../src/orchestrator/orchestrator.ts';
import type { TargetForm } from '../mafia/kit.ts';

/** `/judge` names a seat by its number, with autocomplete (`/judge foul seat:5`). */
export const BY_SEAT: TargetForm = {
  build: (sub) => withSeatOption(sub, { key: 'cmd.option.seat', required: true }),
  find: seatNumber,
};

/** A correction naming one seat: `/judge <name> seat`, the seats offered as `purpose` says. */
export function seatCorrection(spec: {
  name: string;
  nameRu: string;
  key: AdapterKey;
  seatKey: AdapterKey;
  purpose: SeatPurpose;
  command: (by: Actor, seat: number) => IncomingCommand;
}) {
  return subcommand({
    name: spec.name,
    build: (sub) =>
      withSeatOption(described(named(sub, spec.name, spec.nameRu), spec.key), {
        key: spec.seatKey,
        required: true,
      }),
    preconditions: [gameHere, seatNumber],
    seatPurposes: { seat: spec.purpose },
    run: (context) => dispatch(context, spec.command(context.actor, context.seat)),
  });
}
