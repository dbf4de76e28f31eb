import type { TextPhrases } from '../book.ts';
import { NAMES } from './names.ts';
import { WORDS } from './words.ts';

/** The English texts of the game: lobby, deal, night, day, discipline, forum, rule errors. */
export const GAME_TEXTS = {
  // ── lobby ───────────────────────────────────────────────────────────────────────────
  'lobby.title': ({ preset }, f) => `${f.preset(preset)}: sign-up`,
  'lobby.details': ({ judgeId, voiceChannelId, count: n, min, max }, f) =>
    `${voiceChannelId ? `Voice channel: <#${voiceChannelId}>\n` : ''}Judge: ${f.user(judgeId)}\nSigned up: ${n}. ${
      min === max
        ? `Exactly ${f.count(min, WORDS.players)} needed.`
        : `${min} to ${max} players needed.`
    }`,
  'lobby.commitment': ({ commitment }, f) =>
    `Deal commitment (the seed is revealed at the end): ${f.code(commitment)}`,
  'lobby.cancelled': 'The Judge cancelled the sign-up. The game will not take place.',
  'table.movedDown': '⬇️ The table card has moved to the bottom of the channel.',
  'control.join': 'Join',
  'lobby.queue': ({ userIds }, f) =>
    `Waiting for a seat: ${userIds.map((id, index) => `${index + 1}. ${f.user(id)}`).join(', ')}`,
  'lobby.queued': ({ position, max }) =>
    `All ${max} seats are taken: you are number ${position} in the queue. You will be told when a seat frees up.`,
  'lobby.promoted': 'A seat at the table freed up: you are now signed up for the game.',
  'lobby.removed': ({ userId }, f) => `The Judge removed ${f.user(userId)} from the sign-up.`,
  'control.lobbyRemove': 'Judge: remove a member from the sign-up…',
  'control.lobbyMember': ({ name, queued }) =>
    queued !== undefined ? `Remove ${name} (queue, ${queued})` : `Remove ${name}`,
  'control.leave': 'Leave',
  'control.deal': 'Deal roles',
  'control.cancel': 'Cancel game',

  // ── night ───────────────────────────────────────────────────────────────────────────
  'night.zero.title': 'Night 0 — introductions. The city falls asleep',
  'night.meeting.title': ({ who }) =>
    ({
      GAMBINO: 'Gambino family meeting',
      KA: 'K&A gang meeting',
      MAFIA: 'Mafia meeting',
      LEADERS: 'The Father and the Gang Head',
    })[who],
  'night.title': ({ night }) => `Night ${night}. The city falls asleep`,
  'night.window': ({ endsAt, preset }, f) =>
    `${preset === 'forum' ? 'The mafia choose in their channel; the other night moves are made in DMs.' : 'Night moves are made in DMs.'} The city wakes up ${f.relative(endsAt)}.`,
  'night.prompt.title': ({ action, night }) => `Night ${night}: ${NAMES.actionNoun[action]}`,
  'night.prompt.current': ({ action, targets }, f) => `Your choice: ${f.action(action, targets)}.`,
  'night.prompt.deadline': ({ endsAt }, f) =>
    `You can change your choice until the night ends ${f.relative(endsAt)}. The last one counts.`,
  'night.prompt.shooters': ({ shooters }, f) =>
    `Shooting: ${f.seats(shooters)}. The kill happens only if all of them name the same player.`,
  'control.nightTarget': ({ action }) => NAMES.actionPlaceholder[action],
  'control.nightTargetSecond': 'Second player to compare',
  'night.result.check': ({ seat, side, preset }, f) =>
    preset === 'forum'
      ? `Check: ${f.seat(seat)} is ${side === 'black' ? 'mafia' : 'not mafia'}.`
      : `Check: ${f.seat(seat)} is ${side}.`,
  'night.result.leaderCheck': ({ seat, found, role }, f) =>
    `Check: ${f.seat(seat)} is ${found ? 'the' : 'not the'} ${f.role(role)}.`,
  'night.result.compare': ({ first, second, same, preset }, f) =>
    preset === 'forum'
      ? `Comparison: ${f.seat(first)} and ${f.seat(second)} are on ${same ? 'the same side' : 'different sides'}.`
      : `Comparison: ${f.seat(first)} and ${f.seat(second)} are on ${same ? 'the same team' : 'different teams'}.`,
  'night.accepted': ({ action, targets }, f) =>
    `Accepted: ${f.action(action, targets)}. You can change it until the night ends.`,
  'morning.title': ({ day }) => `Good morning, city! Day ${day}`,
  'morning.killed': ({ seat, userId }, f) =>
    `Tonight player ${f.seat(seat)} was killed — ${f.user(userId)}.`,
  'morning.killedRevealed': ({ seat, userId, role }, f) =>
    `Tonight player ${f.seat(seat)} was killed — ${f.user(userId)}. Role: ${f.role(role)}.`,
  'morning.nobody': 'Nobody left the game tonight.',
  'morning.blocked': ({ seat }, f) =>
    `Player ${f.seat(seat)} has no vote today: the FBI Agent blocked it.`,

  // ── day ─────────────────────────────────────────────────────────────────────────────
  'day.title': ({ day }) => `Day ${day}`,
  // A screen title is an embed title, where Discord shows a mention as raw "<@id>": seat only.
  'speech.title': ({ seat, kind }, f) =>
    ({
      regular: `The floor goes to seat ${f.seat(seat)}`,
      silenced: `Seat ${f.seat(seat)} is silenced (3 fouls): may only nominate`,
      short: `The floor goes to seat ${f.seat(seat)}: 30 seconds (3 fouls)`,
      tie: `Tie speech: seat ${f.seat(seat)}`,
      lastWord: `Last word: seat ${f.seat(seat)}`,
    })[kind],
  'speech.speaker': ({ seat, userId }, f) => `Speaking: ${f.seat(seat)} ${f.user(userId)}`,
  'speech.deadline': ({ endsAt }, f) => `Time runs out ${f.relative(endsAt)}.`,
  'floor.waiting': 'Waiting for the microphones… The clock starts once Discord has set them.',
  'floor.graceExpired': ({ seconds, seat }, f) =>
    `Discord did not confirm the microphones within ${f.count(seconds, ['second', 'seconds', 'seconds'])} (member edits queued behind its rate limit, or ${seat !== undefined ? `${f.seat(seat)} is` : 'players are'} not in the voice channel): the clock ${seat !== undefined ? `of ${f.seat(seat)}'s speech` : 'of the night step'} started anyway.`,
  'speech.bestMove': ({ seat }, f) =>
    `${f.seat(seat)}, your Best Move: name up to three living players you believe are black.`,
  'speech.warning': ({ seat, seconds }, f) =>
    `${f.seat(seat)}, ${f.count(seconds, ['second', 'seconds', 'seconds'])} left.`,
  'control.nominate': 'Nominate a player',
  'control.pass': 'End my speech',
  'control.bestMove': 'Best Move: up to three players',
  'nomination.made': ({ by, target }, f) => `${f.seat(by)} nominates ${f.seat(target)}.`,
  'nomination.accepted': ({ target }, f) => `Your nomination of ${f.seat(target)} is accepted.`,
  'bestMove.recorded': ({ seat, named }, f) => `Best Move of ${f.seat(seat)}: ${f.seats(named)}.`,
  'vote.title': ({ day, round }) => (round === 1 ? `Vote — day ${day}` : `Revote — day ${day}`),
  'vote.blocked': ({ seat }, f) => `${f.seat(seat)} has no vote today: blocked by the FBI Agent.`,
  'vote.eligible': ({ count: n }) => `Voters: ${n}. A vote not cast goes to the last candidate.`,
  'control.vote': ({ seat }, f) => `Vote for ${f.seat(seat)}`,
  'vote.accepted': ({ seat }, f) => `Your vote for ${f.seat(seat)} is counted.`,
  'vote.none': ({ day, reason }) =>
    ({
      noNominees: `Day ${day}: nobody was nominated — no vote.`,
      cancelled: `Day ${day}: there is no vote (a disqualification).`,
      singleDayOne: `Day ${day}: only one nominee — on day 1 there is no vote.`,
    })[reason],
  'vote.single': ({ seat }, f) =>
    `Only one nominee, ${f.seat(seat)}: the player leaves the game without a vote.`,
  'vote.out': ({ seat, votes }, f) =>
    `${f.seat(seat)} leaves the game by the vote (${f.count(votes, WORDS.votes)}).`,
  'vote.tie': ({ seats }, f) => `A tie: ${f.seats(seats)}. Each gets a tie speech, then a revote.`,
  'vote.tieAgain': ({ seats, outcome }, f) =>
    ({
      eliminateAll: `A tie again: ${f.seats(seats)}. Now the eliminate-all vote.`,
      wholeTable: `A tie again, and the whole table is tied (${f.seats(seats)}). No further vote; nobody leaves.`,
      geo76: `A tie again (${f.seats(seats)}) with four at the table. The vote is over; night falls (rule 7.6).`,
    })[outcome],
  'eliminateAll.title': ({ seats }, f) => `Eliminate all: should ${f.seats(seats)} leave?`,
  'control.yes': 'Yes — all leave',
  'control.no': 'No',
  'eliminateAll.accepted': ({ yes }) => `Your "${yes ? 'yes' : 'no'}" is counted.`,
  'eliminateAll.result': ({ seats, passed, yes, needed }, f) =>
    passed
      ? `Yes: ${yes} (${needed} needed). ${f.seats(seats)} leave the game.`
      : `Yes: ${yes}, but ${needed} needed. Nobody leaves.`,
  'departure.lastWord': ({ seat, reason }, f) =>
    reason === 'killed'
      ? `Last word of ${f.seat(seat)}, killed tonight.`
      : `Last word of ${f.seat(seat)}.`,

  // ── discipline ──────────────────────────────────────────────────────────────────────
  'foul.recorded': ({ seat, count: n, consequence, reason }, f) => {
    const tail = {
      none: '.',
      silenced: ' loses the next speech (may still nominate).',
      removed: ' leaves the game, with no last word.',
    }[consequence];
    return `${f.ordinal(n)} foul: seat ${f.seat(seat)}${tail}${f.reason(reason)}`;
  },
  'foul.undone': ({ seat, count: n }, f) =>
    `A foul on ${f.seat(seat)} is withdrawn. ${n === 0 ? 'No fouls now' : `Now ${f.count(n, WORDS.fouls)}`}.`,
  'warning.recorded': ({ seat, reason }, f) =>
    `Warning to ${f.seat(seat)} (no foul).${f.reason(reason)}`,
  disqualified: ({ seat, reason }, f) =>
    `Disqualification: ${f.seat(seat)} leaves the game with no last word.${f.reason(reason)}`,
  teamLoss: ({ seat, reason }, f) =>
    `Team loss: ${f.seat(seat)} is disqualified and their team loses the game.${f.reason(reason)}`,
  'vote.cancelledBy': ({ seat, which }, f) =>
    which === 'today'
      ? `${f.seat(seat)} was removed — there is no vote today.`
      : `${f.seat(seat)} was removed — there is no vote on the next day.`,
  'game.paused': 'Paused. The clock is stopped.',
  'game.resumed': 'The game goes on.',
  'game.skipped': 'The Judge ended the current step.',
  'game.extended': ({ seconds, endsAt }, f) =>
    seconds >= 0
      ? `The Judge added ${f.duration(seconds)}. This step ends ${f.relative(endsAt)}.`
      : `The Judge shortened this step by ${f.duration(seconds)}. New deadline: ${f.relative(endsAt)}.`,
  'game.phaseLength': ({ phase, hours }, f) =>
    `The host changed the ${phase} length to ${f.duration(hours * 3600)}, from the next ${phase} on. The current deadline does not change.`,

  // ── forum ───────────────────────────────────────────────────────────────────────────
  'forum.vote.title': ({ day }) => `Vote — day ${day}`,
  'control.forumVote': 'Vote for…',
  'control.unvote': 'Withdraw my vote',
  'forum.vote.accepted': ({ target }, f) =>
    target === null
      ? 'Your vote is withdrawn.'
      : `Your vote for ${f.seat(target)} is counted. You can change it until the day ends.`,
  'forum.day.result': ({ seat, role, votes }, f) =>
    `By the vote, ${f.seat(seat)} is jailed (${f.count(votes, WORDS.votes)}). Role: ${f.role(role)}.`,
  'forum.day.tie': ({ seats }, f) => `A tie: ${f.seats(seats)}. A duel is declared.`,
  'forum.day.nobody': 'Not a single vote — nobody leaves the game today.',
  'forum.removed': ({ seat, role }, f) =>
    `${f.seat(seat)} is removed from the game. Role: ${f.role(role)}.`,
  'duel.title': ({ seats, round }, f) => `Duel: ${seats.map(f.seat).join(' vs ')}, round ${round}`,
  'duel.window': ({ endsAt }, f) =>
    `Moves are made in DMs. The round ends ${f.relative(endsAt)}. Whoever makes no move loses.`,
  'duel.prompt': ({ round, opponents, submitted }, f) =>
    `Duel with ${f.seats(opponents)}, round ${round}: ${
      submitted
        ? 'move accepted; you can change it until the round ends'
        : 'choose your cover and your shot (positions 1–3)'
    }`,
  'control.duelCover': 'Cover: where you hide (1–3)',
  'control.duelTarget': 'Shoot at',
  'control.duelPosition': 'Shot: at which position (1–3)',
  'control.position': ({ position }) => `Position ${position}`,
  'duel.accepted': 'Move recorded.',
  'duel.lost': ({ seat, role, why }, f) => {
    const head = {
      hits: `${f.seat(seat)} loses the duel: the most hits.`,
      noMove: `${f.seat(seat)} made no move and loses the duel.`,
      draw: `Three rounds without a result — by lot, ${f.seat(seat)} loses the duel.`,
    }[why];
    return `${head} The player is jailed. Role: ${f.role(role)}.`;
  },
  'forum.quietCycles': ({ cycles }, f) =>
    `Nobody has left the game for ${f.count(cycles, ['round', 'rounds', 'rounds'])} in a row. Forum games have no draw: the committee (AKM) decides.`,

  // ── status ──────────────────────────────────────────────────────────────────────────

  // ── rule errors ─────────────────────────────────────────────────────────────────────
  'error.internal':
    'Internal error: the command was not carried out and the game is unchanged. Please try again.',
  'error.gameOver': 'The game is already over.',
  'error.notLobby': 'Sign-up is closed: the roles are dealt.',
  'error.lobbyFull': ({ max }, f) =>
    `No seats left: ${f.count(max, WORDS.players)} is the maximum.`,
  'error.bannedForSkips': ({ count: n }) =>
    `You cannot sign up: you were removed for skipped moves in ${n} games of this server, and after 3 a player takes no further part (rules 7.10.4).`,
  'error.alreadyJoined': 'You have already joined.',
  'error.notSeatedHere':
    'This is a tournament table: only the players the seating put here may join it. Check the seating for your table.',
  'error.seatsMissing': ({ userIds }, f) =>
    `Not every seated player has joined yet: ${f.list(userIds.map((id) => f.user(id)))}.`,
  'error.notJoined': 'You have not joined this game.',
  'error.judgeCannotPlay': 'The Judge cannot play in their own game.',
  'error.notJudge': "Only the game's Judge can do that.",
  'error.playerCount': ({ min, max, count: n }) =>
    `Cannot deal: ${n} signed up, but ${min === max ? `exactly ${min}` : `${min} to ${max}`} players are needed.`,
  'error.wrongPhase': 'You cannot do that at this point of the game.',
  'error.paused': 'The game is paused. Wait for the Judge to resume it.',
  'error.notPaused': 'The game is not paused.',
  'error.notAPlayer': 'You are not playing in this game.',
  'error.playerOut': 'That player has already left the game.',
  'error.noSuchSeat': ({ seat }, f) => `There is no seat ${f.seat(seat)} in this game.`,
  'error.notYourTurn': 'It is not your speech now.',
  'error.noAction': 'You have no such night move.',
  'error.targetOut': ({ seat }, f) =>
    `${f.seat(seat)} has already left the game — choose someone else.`,
  'error.targetSelf': 'You cannot choose yourself.',
  'error.targetRepeat': ({ seat }, f) =>
    `${f.seat(seat)} was your target last night: you cannot choose the same player two nights running.`,
  'error.lawyerSelfUsed': 'You can protect yourself only once per game, and you already have.',
  'error.targetCount': ({ expected }, f) =>
    expected === 1
      ? 'Choose one player.'
      : expected === 2
        ? 'Choose two different players.'
        : `Choose ${f.count(expected, WORDS.players)}.`,
  'error.targetsDistinct': 'The players must all be different.',
  'error.alreadyNominated': ({ target }, f) =>
    `You already nominated ${f.seat(target)} today: one nomination per day.`,
  'error.candidateTaken': ({ seat }, f) =>
    `${f.seat(seat)} is already nominated. You may nominate someone else.`,
  'error.notNominationSlot':
    'You can nominate only during your own speech, not in a tie speech or a last word.',
  'error.closed': 'This is closed: the step is over.',
  'error.alreadyVoted': 'You have already voted.',
  'error.notEligible': 'You have no vote in this vote.',
  'error.bestMoveNotYours': 'The Best Move is not yours to make now.',
  'error.bestMoveTooMany': 'A Best Move names one to three players.',
  'error.bestMoveSelf': 'You cannot name yourself in the Best Move.',
  'error.bestMoveDone': 'The Best Move has already been made.',
  'error.timerStale': 'That timer is out of date: the step has moved on.',
  'error.noTimer': 'No timed step is running now.',
  'error.shortenNotice': ({ minutes }, f) =>
    `Cannot shorten that much: the new deadline must be at least ${f.duration(minutes * 60)} from now.`,
  'error.badHours': ({ max }) => `Give a whole number of hours from 1 to ${max}.`,
  'error.badSeconds':
    'Give a whole number of seconds, not zero. Shortening (a negative number) is for forum games only.',
  'error.notDuellist': 'You are not in the duel.',
  'error.badMove': 'Invalid move: positions are 1 to 3, and you can shoot only at an opponent.',
  'error.notDealt': 'The roles have not been dealt yet.',
  'error.alreadyFouledOut': 'That player already has four fouls and has left the game.',
  'error.noFouls': 'That player has no fouls.',
  'error.notForum': 'That exists only in forum games.',
  'error.userInGame': 'That member is already in a game.',
} satisfies Partial<TextPhrases>;
