import type { Control, Screen } from './events.ts';
import { forumTally, duelOpponents, isCompleteMove } from './forum.ts';
import { nightTargetError } from './actions.ts';
import { text, type Text } from './messages.ts';
import { actionsOf, alive, currentDay, currentNight, seatOf, shooters } from './queries.ts';
import { lobbyRoomAccess } from './room-access.ts';
import type { NightAction } from './roles.ts';
import type { GameState, Seat } from './state.ts';

const SELECT_LIMIT = 25;

function stepDeadline(state: GameState): number {
  const step = state.timers.find((timer) => timer.kind === 'step');
  if (step) return step.deadlineAt;
  const paused = state.paused?.timers.find((timer) => timer.kind === 'step');
  return paused && state.paused ? state.paused.at + paused.remainingMs : 0;
}

function seatOption(seat: Seat) {
  return {
    value: String(seat.seat),
    label: text('control.seatOption', { seat: seat.seat, userId: seat.userId, name: seat.name }),
  };
}

/** Seat selects with more options than Discord allows in one menu are split (forum: 29). */
function seatSelects(id: string, placeholder: Text, seats: Seat[], min = 1, max = 1): Control[] {
  const controls: Control[] = [];
  for (let start = 0; start < seats.length; start += SELECT_LIMIT) {
    const chunk = seats.slice(start, start + SELECT_LIMIT);
    controls.push({
      kind: 'select',
      id: seats.length > SELECT_LIMIT ? `${id}.${start / SELECT_LIMIT}` : id,
      placeholder,
      options: chunk.map(seatOption),
      min: Math.min(min, chunk.length),
      max: Math.min(max, chunk.length),
    });
  }
  return controls;
}

/**
 * A pair (the Journalist's compare, D09) is picked in ONE menu. Up to 25 players fit in one;
 * above that (forum tables of 27–29) three overlapping menus hold every pair: the first 25,
 * the last 25, and the k first with the k last (k = the overflow, at most 12 here). Fewer
 * than two players: nothing can be compared, so no menu.
 */
function pairSelects(id: string, placeholder: Text, seats: Seat[]): Control[] {
  if (seats.length < 2) return [];
  if (seats.length <= SELECT_LIMIT) return seatSelects(id, placeholder, seats, 2, 2);
  const overflow = seats.length - SELECT_LIMIT;
  const menus = [
    seats.slice(0, SELECT_LIMIT),
    seats.slice(overflow),
    [...seats.slice(0, overflow), ...seats.slice(-overflow)],
  ];
  return menus.map((menu, index) => ({
    kind: 'select',
    id: `${id}.${index}`,
    placeholder,
    options: menu.map(seatOption),
    min: 2,
    max: 2,
  }));
}

function lobbyScreen(state: GameState): Screen {
  const config = state.config;
  const readers = lobbyRoomAccess(state);
  return {
    id: 'lobby',
    to: { kind: 'public' },
    tone: 'info',
    title: text('lobby.title', { preset: config.preset }),
    lines: [
      text('lobby.details', {
        judgeId: state.judgeId,
        ...(state.voiceChannelId ? { voiceChannelId: state.voiceChannelId } : {}),
        count: state.lobby.length,
        min: config.minPlayers,
        max: config.maxPlayers,
      }),
      text('lobby.players', { userIds: state.lobby.map((entry) => entry.userId) }),
      ...(readers.length > 0 ? [text('lobby.roomAccess', { entries: readers })] : []),
      text('lobby.rules', {
        preset: config.preset,
        geo74: config.geo74,
        geo76: config.geo76,
        floorControl: config.floorControl,
      }),
      text('lobby.commitment', { commitment: state.deal.commitment }),
    ],
    controls: [
      { kind: 'button', id: 'join', label: text('control.join', {}), style: 'primary' },
      { kind: 'button', id: 'leave', label: text('control.leave', {}), style: 'secondary' },
      {
        kind: 'button',
        id: 'deal',
        label: text('control.deal', {}),
        style: 'success',
        judgeOnly: true,
      },
      {
        kind: 'button',
        id: 'cancel',
        label: text('control.cancel', {}),
        style: 'danger',
        judgeOnly: true,
      },
    ],
  };
}

/** Legal targets for a seat's action tonight, from the same rules that validate a submission. */
function legalTargets(state: GameState, actor: Seat, action: NightAction): Seat[] {
  if (action === 'compare') return alive(state).filter((seat) => seat.seat !== actor.seat);
  return alive(state).filter((seat) => !nightTargetError(state, actor, action, [seat.seat]));
}

function nightScreens(state: GameState): Screen[] {
  const night = currentNight(state);
  if (!night) return [];
  const endsAt = stepDeadline(state);
  if (night.number === 0) {
    const step = night.step?.steps[night.step.index];
    if (!step) return [];
    const screens: Screen[] = [
      {
        id: 'night0',
        to: { kind: 'public' },
        tone: 'night',
        title: text('night.zero.title', {}),
        lines: [text('night.zero.step', { step, endsAt })],
        controls: [],
      },
    ];
    if (step.kind === 'meeting') {
      const members = state.seats.filter((seat) =>
        step.who === 'LEADERS'
          ? seat.role === 'FATHER' || seat.role === 'GANG_HEAD'
          : seat.team === step.who,
      );
      const leaders = members
        .filter((seat) => ['FATHER', 'GANG_HEAD', 'DON'].includes(seat.role))
        .map((seat) => seat.seat);
      screens.push({
        id: `meeting.${step.who}`,
        to: { kind: 'team', team: step.who },
        tone: 'night',
        title: text('night.meeting.title', { who: step.who }),
        lines: [
          text('night.meeting.members', {
            members: members.map((seat) => ({ seat: seat.seat, userId: seat.userId })),
            leaders,
          }),
        ],
        controls: [],
      });
    }
    return screens;
  }
  const screens: Screen[] = [
    {
      id: `night.${night.number}`,
      to: { kind: 'public' },
      tone: 'night',
      title: text('night.title', { night: night.number }),
      lines: [text('night.window', { endsAt, preset: state.config.preset })],
      controls: [],
    },
  ];
  const forum = state.config.preset === 'forum';
  if (forum) {
    // D36/D37: the mafia choose together in their private channel; everybody sees the choices.
    const choices = shooters(state)
      .map((seat) => ({ seat, target: night.submissions[String(seat)]?.shot?.[0] ?? 0 }))
      .filter((choice) => choice.target > 0);
    const anyShooter = seatOf(state, shooters(state)[0] ?? 0);
    if (anyShooter) {
      screens.push({
        id: `night.${night.number}.mafia`,
        to: { kind: 'team', team: 'MAFIA' },
        tone: 'night',
        title: text('night.prompt.title', { action: 'shot', night: night.number }),
        lines: [
          text('night.prompt.choices', { choices }),
          text('night.prompt.deadline', { endsAt }),
        ],
        controls: seatSelects(
          'shot',
          text('control.nightTarget', { action: 'shot' }),
          legalTargets(state, anyShooter, 'shot'),
        ),
      });
    }
  }
  for (const seat of alive(state)) {
    const actions = actionsOf(state, seat.seat).filter((action) => !(forum && action === 'shot'));
    if (actions.length === 0) continue;
    const mine = night.submissions[String(seat.seat)] ?? {};
    const lines: Text[] = actions.map((action) => {
      const targets = mine[action];
      return targets
        ? text('night.prompt.current', { action, targets })
        : text('night.prompt.none', { action });
    });
    lines.push(text('night.prompt.deadline', { endsAt }));
    const controls = actions.flatMap((action) =>
      action === 'compare'
        ? pairSelects(
            action,
            text('control.nightTarget', { action }),
            legalTargets(state, seat, action),
          )
        : seatSelects(
            action,
            text('control.nightTarget', { action }),
            legalTargets(state, seat, action),
          ),
    );
    screens.push({
      id: `night.${night.number}.${seat.seat}`,
      to: { kind: 'seat', seat: seat.seat },
      tone: 'night',
      title: text('night.prompt.title', { action: actions[0] ?? 'shot', night: night.number }),
      lines,
      controls,
    });
  }
  return screens;
}

/** DAY-NOMINEE-LIST: see docs/rules.md. */
function dayScreens(state: GameState): Screen[] {
  const day = currentDay(state);
  if (!day) return [];
  const endsAt = stepDeadline(state);
  const screens: Screen[] = [];
  const floor = day.floor;
  if (floor) {
    const speaker = seatOf(state, floor.seat);
    const lines: Text[] = [
      text('speech.speaker', { seat: floor.seat, userId: speaker?.userId ?? '' }),
      text('speech.deadline', { endsAt }),
    ];
    if (!state.config.geo74 && day.nominations.length > 0)
      lines.push(text('speech.nominations', { nominations: day.nominations }));
    const controls: Control[] = [];
    if (
      ['regular', 'silenced', 'short'].includes(floor.kind) &&
      !day.nominations.some((entry) => entry.by === floor.seat)
    ) {
      const open = alive(state).filter(
        (seat) => !day.nominations.some((entry) => entry.target === seat.seat),
      );
      controls.push(...seatSelects('nominate', text('control.nominate', {}), open));
    }
    const bestMoveOpen =
      floor.kind === 'lastWord' && day.bestMoveSeat === floor.seat && !state.memory.bestMove;
    if (bestMoveOpen) {
      lines.push(text('speech.bestMove', { seat: floor.seat }));
      const named = alive(state).filter((seat) => seat.seat !== floor.seat);
      controls.push(...seatSelects('bestMove', text('control.bestMove', {}), named, 1, 3));
    }
    controls.push({
      kind: 'button',
      id: 'pass',
      label: text('control.pass', {}),
      style: 'secondary',
    });
    screens.push({
      id: `speech.${floor.slotId}`,
      to: { kind: 'public' },
      tone: 'day',
      title: text('speech.title', {
        seat: floor.seat,
        userId: speaker?.userId ?? '',
        kind: floor.kind,
      }),
      lines,
      controls,
    });
  }
  const stage = day.stage;
  if (stage.kind === 'voting') {
    const vote = stage.vote;
    const lastIndex = vote.candidates.length - 1;
    const lines: Text[] = vote.candidates.map((seat, index) =>
      text('vote.candidate', {
        seat,
        voters: vote.votes
          .filter((entry) => entry.candidate === seat && !entry.auto)
          .map((entry) => entry.voter),
        autoVoters: vote.votes
          .filter((entry) => entry.candidate === seat && entry.auto)
          .map((entry) => entry.voter),
        open: index === vote.current && index < lastIndex,
        ...(index === vote.current && index < lastIndex ? { endsAt } : {}),
      }),
    );
    if (day.blocked !== undefined) lines.push(text('vote.blocked', { seat: day.blocked }));
    lines.push(text('vote.eligible', { count: vote.eligible.length }));
    const current = vote.candidates[vote.current];
    screens.push({
      id: `vote.${vote.id}`,
      to: { kind: 'public' },
      tone: 'vote',
      title: text('vote.title', { day: day.number, round: vote.round }),
      lines,
      controls:
        current !== undefined && vote.current < lastIndex
          ? [
              {
                kind: 'button',
                id: `vote.${current}`,
                label: text('control.vote', { seat: current }),
                style: 'primary',
              },
            ]
          : [],
    });
  }
  if (stage.kind === 'eliminateAll') {
    const vote = stage.vote;
    screens.push({
      id: `elim.${vote.id}`,
      to: { kind: 'public' },
      tone: 'vote',
      title: text('eliminateAll.title', { seats: vote.candidates }),
      lines: [
        text('eliminateAll.tally', {
          yes: vote.yes.length,
          eligible: vote.eligible.length,
          needed: Math.floor(vote.eligible.length / 2) + 1,
          endsAt,
        }),
      ],
      controls: [
        { kind: 'button', id: 'yes', label: text('control.yes', {}), style: 'danger' },
        { kind: 'button', id: 'no', label: text('control.no', {}), style: 'secondary' },
      ],
    });
  }
  if (stage.kind === 'forumVoting') {
    screens.push({
      id: `fvote.${day.number}`,
      to: { kind: 'public' },
      tone: 'vote',
      title: text('forum.vote.title', { day: day.number }),
      lines: [text('forum.vote.tally', { tally: forumTally(state), endsAt, live: true })],
      controls: [
        ...seatSelects('vote', text('control.forumVote', {}), alive(state)),
        { kind: 'button', id: 'unvote', label: text('control.unvote', {}), style: 'secondary' },
      ],
    });
  }
  if (stage.kind === 'duel') {
    const duel = stage.duel;
    screens.push({
      id: `duel.${duel.id}.${duel.round}`,
      to: { kind: 'public' },
      tone: 'vote',
      title: text('duel.title', { seats: duel.duellists, round: duel.round }),
      lines: [text('duel.window', { endsAt })],
      controls: [],
    });
    const positions = [1, 2, 3].map((position) => ({
      value: String(position),
      label: text('control.position', { position }),
    }));
    // A duellist removed during the duel gets no prompt (GAME-OUT-PLAYERS): he has dropped out of it.
    for (const seat of duel.duellists.filter((entry) => seatOf(state, entry)?.alive)) {
      const opponents = duelOpponents(state, duel, seat);
      const controls: Control[] = [
        {
          kind: 'select',
          id: 'cover',
          placeholder: text('control.duelCover', {}),
          options: positions,
          min: 1,
          max: 1,
        },
        {
          kind: 'select',
          id: 'position',
          placeholder: text('control.duelPosition', {}),
          options: positions,
          min: 1,
          max: 1,
        },
      ];
      if (opponents.length > 1) {
        const targets = opponents
          .map((other) => seatOf(state, other))
          .filter((entry): entry is Seat => entry !== undefined);
        controls.splice(1, 0, ...seatSelects('target', text('control.duelTarget', {}), targets));
      }
      screens.push({
        id: `duel.${duel.id}.${duel.round}.${seat}`,
        to: { kind: 'seat', seat },
        tone: 'vote',
        title: text('duel.prompt', {
          round: duel.round,
          opponents,
          submitted: isCompleteMove(duel, seat),
        }),
        lines: [text('duel.window', { endsAt })],
        controls,
      });
    }
  }
  return screens;
}

/**
 * The messages that should be on screen now, derived from the state alone: posting, editing
 * and closing them is the adapter's job, and doing it twice changes nothing.
 */
export function screens(state: GameState): Screen[] {
  switch (state.phase.kind) {
    case 'lobby':
      return [lobbyScreen(state)];
    case 'night':
      return [...nightScreens(state), ...flagScreens(state)];
    case 'day':
      return [...dayScreens(state), ...flagScreens(state)];
    case 'ended':
      return [];
  }
}

/** The judge's Confirm / Dismiss question for each open flag (FLAG-POLICY). */
function flagScreens(state: GameState): Screen[] {
  return (state.flags ?? []).map((flag) => {
    const seat = seatOf(state, flag.seat);
    return {
      id: `flag.${flag.id}`,
      to: { kind: 'judge' },
      tone: 'warning',
      title: text('flag.title', { kind: flag.kind, seat: flag.seat }),
      lines: [
        text('flag.details', {
          kind: flag.kind,
          seat: flag.seat,
          userId: seat?.userId ?? '',
          at: flag.at,
          ...(flag.night !== undefined ? { night: flag.night } : {}),
          ...(flag.durationMs !== undefined
            ? { seconds: Math.round(flag.durationMs / 100) / 10 }
            : {}),
        }),
      ],
      controls: [
        {
          kind: 'button',
          id: 'confirm',
          label: text('control.confirmFlag', {
            kind: flag.kind,
            ...(flag.night !== undefined ? { night: flag.night } : {}),
          }),
          style: 'danger',
        },
        {
          kind: 'button',
          id: 'dismiss',
          label: text('control.dismissFlag', {}),
          style: 'secondary',
        },
      ],
    };
  });
}
