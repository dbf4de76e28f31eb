import type { Subcommand } from '../../src/discord/interactions/preconditions.ts';
import { described, named } from '../../src/discord/interactions/command-kit.ts';
import { dispatch, gameHere, seatNumber, subcommand } from '../../src/discord/interactions/preconditions.ts';
import { withSeatOption } from '../../src/discord/interactions/seat-option.ts';
import type { Actor, SeatPurpose } from '../../src/engine/index.ts';
import type { AdapterKey } from '../../src/i18n/adapter-messages.ts';
import type { IncomingCommand } from '../../src/orchestrator/orchestrator.ts';
import { BY_SEAT, discipline, end, extend, pause, resume, skip, undo } from '../mafia/kit.ts';
import { replaceBy } from '../mafia/replace.ts';

/** A correction naming one seat: `/judge <name> seat`, the seats offered as `purpose` says. */
function seatCorrection(spec: {
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

/** JUDGE-NOMINATE-ALOUD: `/judge nominate seat`: the speaker named this seat aloud. */
const nominate = seatCorrection({
  name: 'nominate',
  nameRu: 'выставить',
  key: 'cmd.judge.nominate',
  seatKey: 'cmd.judge.nominate.seat',
  purpose: 'nominate',
  command: (by, target) => ({ type: 'judgeNominate', by, target }),
});

/** JUDGE-WITHDRAW-NOMINATION: `/judge withdraw seat`: this nomination was entered by mistake. */
const withdraw = seatCorrection({
  name: 'withdraw',
  nameRu: 'снять',
  key: 'cmd.judge.withdraw',
  seatKey: 'cmd.judge.withdraw.seat',
  purpose: 'withdraw',
  command: (by, target) => ({ type: 'withdrawNomination', by, target }),
});

/** JUDGE-GIVE-FLOOR: `/judge floor seat`. */
const floor = seatCorrection({
  name: 'floor',
  nameRu: 'слово',
  key: 'cmd.judge.floor',
  seatKey: 'cmd.judge.floor.seat',
  purpose: 'floor',
  command: (by, seat) => ({ type: 'giveFloor', by, seat }),
});

const CANDIDATE = { en: 'candidate', ru: 'кандидат' } as const;

/** JUDGE-CORRECT-VOTE: `/judge vote seat [candidate]`: how this seat's vote stands (none: no vote). */
const vote = subcommand({
  name: 'vote',
  build: (sub) =>
    withSeatOption(
      withSeatOption(described(named(sub, 'vote', 'голос'), 'cmd.judge.vote'), {
        key: 'cmd.judge.vote.seat',
        required: true,
      }),
      { name: CANDIDATE, key: 'cmd.judge.vote.candidate', required: false },
    ),
  preconditions: [gameHere, seatNumber],
  seatPurposes: { seat: 'voter', candidate: 'candidate' },
  run: (context) =>
    dispatch(context, {
      type: 'correctVote',
      by: context.actor,
      voter: context.seat,
      candidate: context.interaction.options.getInteger(CANDIDATE.en),
    }),
});

/** JUDGE-RESTART-SPEECH: `/judge restart`. */
const restart = subcommand({
  name: 'restart',
  build: (sub) => described(named(sub, 'restart', 'заново'), 'cmd.judge.restart'),
  preconditions: [gameHere],
  run: (context) => dispatch(context, { type: 'restartSpeech', by: context.actor }),
});

const bySeat = discipline(BY_SEAT);

/**
 * Every subcommand of `/judge` (ru `/судья`): the judge's commands by seat number, so `/mafia`
 * keeps room to grow and players' command lists show what players use. The handlers are the
 * ones `/mafia` uses; only the way a seat is named differs.
 */
export const JUDGE_SUBCOMMANDS: Subcommand[] = [
  bySeat.foul,
  bySeat.warn,
  bySeat.unfoul,
  bySeat.disqualify,
  bySeat.penalty,
  nominate,
  withdraw,
  vote,
  restart,
  floor,
  pause,
  resume,
  skip,
  extend,
  undo,
  end,
  replaceBy(BY_SEAT),
];
