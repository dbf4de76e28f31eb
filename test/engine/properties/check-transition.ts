/** What a command did, checked against the rules (model.ts), and the night's resolution. */
import type { Command, GameEvent, GameState } from '../../../src/engine/index.ts';
import { aliveSeats, forumTop, isAliveSeat, modelShooters, seatAt, voteTop } from './model.ts';
import { checkLengths, checkNewDay } from './check-days.ts';
import { quietCyclesReached, threeMissesReached, checkResult } from './check-result.ts';
import type { RunView } from './run-view.ts';
import { check, lineKeys } from './support.ts';

/** What the command did, checked against the rules (model.ts). */
export function checkTransition(
  run: RunView,
  before: GameState,
  after: GameState,
  command: Command,
  events: GameEvent[],
): void {
  const removedBestMoves = Math.max(
    0,
    before.timeline.filter((entry) => entry.kind === 'bestMove').length -
      after.timeline.filter((entry) => entry.kind === 'bestMove').length,
  );
  const added = after.timeline.slice(before.timeline.length - removedBestMoves);
  const beforeDay = before.phase.kind === 'day' ? before.phase.day : undefined;
  for (const entry of added) {
    switch (entry.kind) {
      case 'voteCancelled':
        check(
          after.phase.kind !== 'day' ||
            after.phase.day.number !== entry.day ||
            after.phase.day.voteCancelled,
          'VOTE-CANCEL: the vote was cancelled but the day does not know it',
        );
        break;
      case 'departure':
        // VOTE-CANCEL rule 2: once today's vote is cancelled, nobody leaves by vote today.
        if (entry.reason === 'voted' && run.preset !== 'forum')
          check(
            !after.timeline.some(
              (other) => other.kind === 'voteCancelled' && other.day === entry.day,
            ),
            `VOTE-CANCEL: seat ${entry.seat} voted out on day ${entry.day} after the vote was cancelled`,
          );
        check(
          isAliveSeat(before, entry.seat),
          `a departure of seat ${entry.seat} who was already out`,
        );
        if (entry.reason === 'removed') run.stats.removals++;
        break;
      case 'vote': {
        run.stats.votes++;
        const voters = entry.votes.map((vote) => vote.voter);
        check(new Set(voters).size === voters.length, `1: a voter counted twice at the tally`);
        if (entry.votes.length === 0) break;
        const vote = beforeDay?.stage.kind === 'voting' ? beforeDay.stage.vote : undefined;
        check(vote, `a tally without a vote in progress`);
        check(
          entry.votes.length === vote.eligible.length,
          `VOTE-SEQUENCE: ${entry.votes.length} votes counted of ${vote.eligible.length} eligible`,
        );
        check(
          voters.every((voter) => vote.eligible.includes(voter)),
          `1: an ineligible vote counted`,
        );
        const last = vote.candidates[vote.candidates.length - 1];
        check(
          entry.votes.every((v) => !v.auto || v.candidate === last),
          'VOTE-SEQUENCE: an auto vote not for the last candidate',
        );
        const { top } = voteTop(vote.candidates, entry.votes);
        check(
          JSON.stringify(entry.out) === JSON.stringify(top.length === 1 ? top : []),
          () =>
            `VOTE-RESULT: tally ${JSON.stringify(entry.votes)} gave out=${JSON.stringify(entry.out)}`,
        );
        if (top.length > 1 && vote.round === 2 && after.phase.kind !== 'ended') {
          // VOTE-ELIMINATE-ALL: whole table tied → nobody; VOTE-FOUR-TIED-PAIR → night; otherwise the eliminate-all vote.
          const atTable = aliveSeats(before).length;
          const quiet =
            top.length === atTable || (before.config.geo76 && atTable === 4 && top.length === 2);
          const nextStage =
            after.phase.kind === 'day' ? after.phase.day.stage.kind : after.phase.kind;
          check(
            quiet ? nextStage === 'night' : nextStage === 'eliminateAll',
            `VOTE-ELIMINATE-ALL: after a second tie of ${top.length} at ${atTable}, ${nextStage}`,
          );
        }
        if (top.length > 1 && vote.round === 1 && after.phase.kind === 'day') {
          const stage = after.phase.day.stage;
          check(
            (stage.kind === 'tieSpeeches' && JSON.stringify(stage.tied) === JSON.stringify(top)) ||
              stage.kind === 'voting',
            `VOTE-TIE-SPEECHES: a first tie not followed by tie speeches`,
          );
        }
        break;
      }
      case 'eliminateAll': {
        run.stats.eliminateAll++;
        const vote = beforeDay?.stage.kind === 'eliminateAll' ? beforeDay.stage.vote : undefined;
        check(vote, `an eliminate-all result without the vote`);
        // The answers as closed (the command itself may have given the last one).
        check(
          new Set(entry.yes).size === entry.yes.length &&
            entry.yes.every((seat) => vote.eligible.includes(seat)),
          '1: an eliminate-all yes counted twice or from outside the eligible',
        );
        check(
          entry.passed === entry.yes.length * 2 > vote.eligible.length,
          `D24: ${entry.yes.length} yes of ${vote.eligible.length} eligible gave passed=${entry.passed}`,
        );
        for (const seat of entry.candidates)
          check(
            entry.passed === !seatAt(after, seat)?.alive,
            `VOTE-ELIMINATE-ALL: candidate ${seat} after the eliminate-all vote`,
          );
        break;
      }
      case 'forumVote': {
        check(beforeDay, 'a forum tally outside the day');
        const { top, max } = forumTop(before, beforeDay);
        check(
          JSON.stringify(entry.out) === JSON.stringify(max > 0 && top.length === 1 ? top : []) &&
            JSON.stringify(entry.tie) === JSON.stringify(max > 0 && top.length > 1 ? top : []),
          () =>
            `1/7.6.4: forum tally of ${JSON.stringify(beforeDay.forumVotes)} gave out=${JSON.stringify(entry.out)} tie=${JSON.stringify(entry.tie)} (expected top ${JSON.stringify(top)})`,
        );
        if (entry.tie.length > 0) run.stats.duels++;
        break;
      }
      case 'duelRound': {
        const duel = beforeDay?.stage.kind === 'duel' ? beforeDay.stage.duel : undefined;
        check(duel, 'a duel round without a duel');
        // The round's moves as closed (the command itself may have added the last one).
        const moves = entry.moves;
        const complete = (seat: number) => {
          const move = moves[String(seat)];
          return move !== undefined && move.cover > 0 && move.position > 0 && move.target > 0;
        };
        // A duellist removed during the duel has dropped out: he neither shoots nor is hit.
        const living = duel.duellists.filter((seat) => isAliveSeat(before, seat));
        check(living.length >= 2, 'a duel round closed with fewer than two duellists');
        for (const seat of living) {
          const cover = moves[String(seat)]?.cover;
          const hits = living.filter(
            (shooter) =>
              complete(shooter) &&
              moves[String(shooter)]?.target === seat &&
              moves[String(shooter)]?.position === cover,
          ).length;
          check(
            (entry.hits[String(seat)] ?? 0) === hits,
            `FORUM-DUEL-ROUNDS: duellist ${seat} took ${entry.hits[String(seat)]} hits, expected ${hits}`,
          );
        }
        break;
      }
      case 'night':
        checkNight(run, before, after, entry, events);
        break;
      case 'bestMove':
        run.stats.bestMoves++;
        check(
          before.phase.kind === 'day' &&
            before.phase.day.number === 2 &&
            before.memory.nightOneVictim === entry.seat,
          `LAST-BESTMOVE-PICK: a Best Move by ${entry.seat}`,
        );
        break;
      case 'ended':
        check(after.phase.kind === 'ended', 'an ended entry while the game runs');
        break;
      default:
        break;
    }
  }
  if (
    after.phase.kind === 'day' &&
    (before.phase.kind !== 'day' || before.phase.day.number !== after.phase.day.number)
  ) {
    checkNewDay(run, before, after);
  }
  if (after.phase.kind === 'ended' && before.phase.kind !== 'ended')
    checkResult(run, before, after, command);
  checkLengths(run, before, after);
}

export function checkNight(
  run: RunView,
  before: GameState,
  after: GameState,
  entry: Extract<GameState['timeline'][number], { kind: 'night' }>,
  events: GameEvent[],
): void {
  const night = before.phase.kind === 'night' ? before.phase.night : undefined;
  check(
    night && night.number === entry.night && night.number > 0,
    `a night resolution outside its night`,
  );
  const shooters = modelShooters(before);
  const choices = shooters.map((seat) => night.submissions[String(seat)]?.shot?.[0]);
  let shot: number | undefined;
  if (run.preset === 'forum') {
    // D36: plurality of the alive mafia's choices (a tie: the RNG among the tied).
    const tally = new Map<number, number>();
    for (const choice of choices)
      if (choice !== undefined && isAliveSeat(before, choice))
        tally.set(choice, (tally.get(choice) ?? 0) + 1);
    const max = Math.max(0, ...tally.values());
    const top = [...tally.entries()].filter(([, n]) => n === max && max > 0).map(([seat]) => seat);
    check(
      top.length === 0 ? entry.shot === undefined : top.includes(entry.shot ?? -1),
      () => `D36: shot ${entry.shot} from choices ${JSON.stringify(choices)}`,
    );
    shot = entry.shot;
  } else {
    // D05, NIGHT-SHOT: every shooter named the same alive player.
    const first = choices[0];
    shot =
      first !== undefined &&
      choices.every((choice) => choice === first) &&
      isAliveSeat(before, first)
        ? first
        : undefined;
    check(
      entry.shot === shot,
      () =>
        `D05: shot ${entry.shot}, expected ${shot} from ${JSON.stringify(choices)} of shooters ${JSON.stringify(shooters)}`,
    );
  }
  const lawyer = aliveSeats(before).find(
    (seat) => seat.role === 'LAWYER' || seat.role === 'DOCTOR',
  );
  const protectedSeat = lawyer ? night.submissions[String(lawyer.seat)]?.protect?.[0] : undefined;
  const outcome = shot === undefined ? 'miss' : protectedSeat === shot ? 'save' : 'kill';
  check(
    entry.outcome === outcome,
    `NIGHT-RESOLUTION: outcome ${entry.outcome}, expected ${outcome}`,
  );
  if (outcome === 'kill' && shot !== undefined) {
    check(
      seatAt(after, shot)?.out?.reason === 'killed',
      `NIGHT-RESOLUTION: the victim ${shot} was not killed`,
    );
    check(entry.victim === shot, 'victim not recorded');
  }
  // D17: a save is announced exactly like a miss.
  const morning = events.find(
    (event) => event.type === 'notice' && lineKeys(event).includes('morning.title'),
  );
  check(morning, 'no morning post');
  const keys = lineKeys(morning);
  check(
    keys.includes(
      outcome === 'kill'
        ? run.preset === 'forum'
          ? 'morning.killedRevealed'
          : 'morning.killed'
        : 'morning.nobody',
    ),
    `3.5.1/D17: morning says ${keys.join(',')} for a ${outcome}`,
  );
  run.nights.push({ night: entry.night, atTable: aliveSeats(before).length, outcome });
  if (run.preset !== 'forum' && after.phase.kind !== 'ended') {
    // WIN-QUIET-DRAW: the draw and the WIN-THREE-MISSES red win come at the third night; a game that runs on has neither.
    check(
      !quietCyclesReached(run, after, entry.night),
      `WIN-QUIET-DRAW: three quiet cycles but the game runs on`,
    );
    check(
      !threeMissesReached(run, before),
      `WIN-THREE-MISSES: three 4-player misses but the game runs on`,
    );
  }
}
