/** Invariants of every accepted state and of the events that led to it. */
import type { GameEvent, GameState } from '../../../src/engine/index.ts';
import { countsWin, isAliveSeat, seatAt } from './model.ts';
import type { RunView } from './run-view.ts';
import { check, summary } from './support.ts';

export function checkEvents(
  run: RunView,
  before: GameState,
  after: GameState,
  events: GameEvent[],
): void {
  for (const event of events) {
    check(!run.eventIds.has(event.id), `event id ${event.id} repeated`);
    run.eventIds.add(event.id);
    for (const line of event.type === 'notice' ? event.lines : []) {
      // GAME-ROLE-SECRECY, FAIR-NO-LEAKS: the sports presets never tell anybody but the owner (and the judge) a role,
      // team or side before the end-of-game report.
      if (run.preset !== 'forum' && event.type === 'notice' && line.key !== 'game.report') {
        const secret = ['role', 'team', 'side'].some((key) => key in line.params);
        check(
          !secret || event.to.kind === 'seat' || event.to.kind === 'judge',
          `GAME-ROLE-SECRECY: ${line.key} tells a role, team or side to ${event.to.kind}`,
        );
      }
      if (line.key === 'game.over') {
        run.gameOvers++;
        check(
          after.phase.kind === 'ended' &&
            JSON.stringify(line.params.result) === JSON.stringify(after.phase.result),
          'game.over does not carry the result',
        );
      }
      // Private results go only to their owner, and they are true (D08, D10, D11, D16).
      if (
        line.key === 'night.result.check' ||
        line.key === 'night.result.leaderCheck' ||
        line.key === 'night.result.compare'
      ) {
        check(event.type === 'notice' && event.to.kind === 'seat', `${line.key} not private`);
        const to = event.to.kind === 'seat' ? event.to.seat : 0;
        const night = before.phase.kind === 'night' ? before.phase.night : undefined;
        const mine = night?.submissions[String(to)];
        if (line.key === 'night.result.check') {
          check(
            mine?.check?.[0] === line.params.seat,
            `check result sent to seat ${to} who did not check #${line.params.seat}`,
          );
          check(
            seatAt(before, line.params.seat)?.side === line.params.side,
            `D10: wrong check result for #${line.params.seat}`,
          );
        } else if (line.key === 'night.result.leaderCheck') {
          check(
            mine?.leaderCheck?.[0] === line.params.seat,
            `leader check result to the wrong seat ${to}`,
          );
          const role = seatAt(before, line.params.seat)?.role;
          check(
            line.params.found === (role === 'DETECTIVE' || role === 'SHERIFF'),
            `D11: wrong leader check for #${line.params.seat}`,
          );
        } else {
          const first = seatAt(before, line.params.first);
          const second = seatAt(before, line.params.second);
          check(
            JSON.stringify(mine?.compare) ===
              JSON.stringify([line.params.first, line.params.second]),
            `compare result to the wrong seat ${to}`,
          );
          const same =
            run.preset === 'forum' ? first?.side === second?.side : first?.team === second?.team;
          check(line.params.same === same, `D08: wrong compare result`);
        }
        check(
          seatAt(before, to)?.alive,
          `a result went to seat ${to}, who was not alive at the night's end`,
        );
      }
    }
  }
  check(run.gameOvers <= 1, `4: game.over emitted ${run.gameOvers} times`);
  check(
    (after.phase.kind === 'ended') === (run.gameOvers === 1),
    `4: game.over count ${run.gameOvers} with phase ${after.phase.kind}`,
  );
}

/** Invariants of every accepted state. */
export function checkState(run: RunView, state: GameState): void {
  const phase = state.phase;
  for (const seat of state.seats)
    check(seat.alive === (seat.out === undefined), `seat ${seat.seat}: alive and out disagree`);
  if (phase.kind === 'ended') {
    check(state.timers.length === 0 && !state.paused, '4: an ended game still has timers');
    return;
  }
  // GAME-WIN-CHECK: the win check runs after every departure: a running game has no winner by counts.
  check(
    countsWin(state) === undefined,
    `4: ${countsWin(state)} has won by the counts but the game runs on`,
  );
  // The game can never get stuck: one step timer runs (or is kept by the pause), or the step
  // waits for the floor under its bounded wait (GAME-CLOCK-ON-FLOOR).
  const steps = state.paused ? state.paused.timers : state.timers;
  const clocks = steps.filter((timer) => timer.kind === 'step' || timer.kind === 'floorReady');
  check(
    clocks.length === 1 && steps.length <= 2,
    () => `no single step timer in ${summary(state)}: ${JSON.stringify(steps)}`,
  );
  if (state.paused) check(state.timers.length === 0, 'paused with armed timers');
  const ids = state.timers.map((timer) => timer.id);
  check(new Set(ids).size === ids.length, 'duplicate timer ids');
  if (phase.kind === 'night') {
    for (const key of Object.keys(phase.night.submissions))
      check(seatAt(state, Number(key)), `submission by no seat ${key}`);
    return;
  }
  if (phase.kind !== 'day') return;
  const day = phase.day;
  if (day.blocked !== undefined)
    check(
      isAliveSeat(state, day.blocked) || state.seats[day.blocked - 1]?.out?.day === day.number,
      'blocked seat gone before the day',
    );
  const floor = day.floor;
  if (floor) {
    const seat = seatAt(state, floor.seat);
    if (floor.kind === 'lastWord') {
      // A voted-out player removed before his last word stays VOTED, but gets none.
      const removed = state.timeline.some(
        (entry) =>
          (entry.kind === 'disqualified' || (entry.kind === 'foul' && entry.count >= 4)) &&
          entry.seat === floor.seat,
      );
      check(
        seat && !seat.alive && seat.out?.reason !== 'removed' && !removed,
        () => `D21: last word for seat ${floor.seat} (${JSON.stringify(seat?.out)})`,
      );
    } else {
      check(seat?.alive, `2: OUT seat ${floor.seat} holds the floor (${floor.kind})`);
    }
  }
  const stage = day.stage;
  if (stage.kind === 'voting') {
    const vote = stage.vote;
    const voters = vote.votes.map((entry) => entry.voter);
    check(new Set(voters).size === voters.length, `1: a voter voted twice in ${vote.id}`);
    check(
      voters.every((voter) => vote.eligible.includes(voter)),
      `1: a vote from outside the eligible in ${vote.id}`,
    );
    check(vote.votes.length <= vote.eligible.length, '1: more votes than eligible voters');
    check(
      vote.eligible.every((seat) => isAliveSeat(state, seat)),
      '1/2: an OUT seat is eligible',
    );
    check(
      day.blocked === undefined || !vote.eligible.includes(day.blocked),
      '3: the blocked seat is eligible',
    );
    check(
      vote.candidates.every((seat) => isAliveSeat(state, seat)),
      '2: an OUT candidate in an open vote',
    );
    check(vote.current < vote.candidates.length - 1, 'a window is open for the last candidate');
    check(
      vote.votes.every((entry) => !entry.auto),
      'auto votes before the tally',
    );
    check(new Set(vote.candidates).size === vote.candidates.length, 'a candidate twice');
  }
  if (stage.kind === 'eliminateAll') {
    const vote = stage.vote;
    check(!vote.yes.some((seat) => vote.no.includes(seat)), '1: yes ∩ no ≠ ∅');
    check(
      new Set([...vote.yes, ...vote.no]).size === vote.yes.length + vote.no.length,
      '1: an answer twice',
    );
    check(
      [...vote.yes, ...vote.no].every((seat) => vote.eligible.includes(seat)),
      '1: an answer from outside the eligible',
    );
    check(
      day.blocked === undefined || !vote.eligible.includes(day.blocked),
      '3: the blocked seat is eligible',
    );
    check(
      vote.eligible.every((seat) => isAliveSeat(state, seat)),
      '1/2: an OUT seat is eligible',
    );
  }
  if (stage.kind === 'forumVoting') {
    for (const target of Object.values(day.forumVotes))
      check(seatAt(state, target), 'a forum vote for no seat');
  }
  if (stage.kind === 'duel') {
    for (const seat of Object.keys(stage.duel.moves))
      check(stage.duel.duellists.includes(Number(seat)), 'a duel move by a non-duellist');
  }
}
