import type { RoomPermission } from '../../engine/index.ts';
import type { PhraseBook } from '../phrases/book.ts';
import type { Composers } from './compose.ts';

/** "The shot" from "the shot": a noun that opens a sentence. */
function capitalized(word: string): string {
  return `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
}

/** "Manage Threads, Manage Channels": the permissions that open the teams' rooms. */
function permissionNames(book: PhraseBook, permissions: readonly RoomPermission[]): string {
  return permissions.map((name) => book.names.roomPermissions[name]).join(', ');
}

/** Texts made of lines: lists of seats and players, tallies, the lobby's rules. */
export const LINE_TEXTS = {
  'lobby.roomAccess': (book, { entries }, f) =>
    book.lines.roomAccessHost(
      f.list(entries.map((e) => `${f.user(e.userId)} (${permissionNames(book, e.permissions)})`)),
    ),
  'judge.roomAccess': (book, { entries }, f) =>
    [
      book.lines.roomAccessJudge.title,
      ...entries.map(
        (e) => `${f.seat(e.seat)} ${f.user(e.userId)} — ${permissionNames(book, e.permissions)}`,
      ),
      book.lines.roomAccessJudge.advice,
    ].join('\n'),
  // A closed vote's screen keeps the final tally without a countdown.
  'eliminateAll.tally': (book, { yes, eligible, needed, endsAt }, f) => {
    const tally = book.lines.eliminateAllTally(yes, eligible, needed);
    return endsAt !== undefined
      ? `${tally} ${book.lines.eliminateAllCloses(f.relative(endsAt))}`
      : tally;
  },
  'lobby.players': (book, { userIds }, f) =>
    userIds.length > 0
      ? book.lines.players(userIds.map((id) => f.user(id)).join(', '))
      : book.lines.noPlayers,
  'night.prompt.none': (book, { action }) =>
    book.lines.noChoice(capitalized(book.names.actionNoun[action])),
  'night.prompt.choices': (book, { choices }, f) =>
    choices.length > 0
      ? book.lines.choices(choices.map((c) => `${f.seat(c.seat)} → ${f.seat(c.target)}`).join(', '))
      : book.lines.noChoices,
  // Discord's limit for a menu option's label.
  'control.seatOption': (book, { seat, name }, f) =>
    book.lines.seatOption(f.seat(seat), name).slice(0, 100),
  'speech.nominations': (book, { nominations }, f) =>
    nominations.length > 0
      ? book.lines.nominated(nominations.map((e) => f.seat(e.target)).join(', '))
      : book.lines.noNominations,
  'lobby.rules': (book, p) =>
    p.preset === 'forum'
      ? book.lines.rules.forum
      : [
          book.lines.rules.rule74(p.geo74),
          book.lines.rules.rule76(p.geo76),
          book.lines.rules.floor(book.names.floor[p.floorControl]),
        ].join('\n'),
  'deal.seating': (book, p, f) =>
    [book.lines.seating, ...p.seats.map((e) => `${f.seat(e.seat)} — ${f.user(e.userId)}`)].join(
      '\n',
    ),
  'deal.fairness': (book, p, f) => {
    const roles = p.roles.map((e) =>
      e.count > 1 ? `${f.role(e.role)} ×${e.count}` : f.role(e.role),
    );
    return [
      book.lines.fairness.roles(roles.join(', ')),
      book.lines.fairness.commitment(f.code(p.commitment)),
      book.lines.fairness.configHash(f.code(p.configHash)),
      book.lines.fairness.seed,
    ].join('\n');
  },
  'judge.roles': (book, p, f) =>
    [
      book.lines.judgeRoles,
      ...p.roles.map((e) => `${f.seat(e.seat)} ${f.user(e.userId)} — ${f.role(e.role)}`),
    ].join('\n'),
  'night.meeting.members': (book, p, f) =>
    [
      ...p.members.map(
        (m) =>
          `${f.seat(m.seat)} ${f.user(m.userId)}${p.leaders.includes(m.seat) ? ` — ${book.lines.meeting.leader}` : ''}`,
      ),
      book.lines.meeting.agree,
    ].join('\n'),
  'day.order': (book, p, f) =>
    [
      book.lines.order(f.seat(p.opener), p.order.map(f.seat).join(', ')),
      ...(p.voteCancelled ? [book.lines.noVoteToday] : []),
    ].join('\n'),
  'vote.candidate': (book, p, f) => {
    const who = [
      ...(p.voters.length > 0 ? [p.voters.map(f.seat).join(', ')] : []),
      ...(p.autoVoters.length > 0
        ? [book.lines.candidate.notCast(p.autoVoters.map(f.seat).join(', '))]
        : []),
    ];
    const total = f.count(p.voters.length + p.autoVoters.length, book.words.votes);
    const line = `**${f.seat(p.seat)}** — ${total}${who.length > 0 ? ` (${who.join('; ')})` : ''}`;
    if (!p.open) return line;
    const closes =
      p.endsAt !== undefined ? `, ${book.lines.candidate.closes(f.relative(p.endsAt))}` : '';
    return `${line} ◀ ${book.lines.candidate.votingNow}${closes}`;
  },
  'forum.vote.tally': (book, p, f) => {
    const rows = p.tally.map(
      (e) =>
        `**${f.seat(e.seat)}** — ${f.count(e.voters.length, book.words.votes)}: ${e.voters.map(f.seat).join(', ')}`,
    );
    const shown = p.live
      ? rows.length > 0
        ? rows
        : [book.lines.forumTally.none]
      : [book.lines.forumTally.hidden];
    return [...shown, book.lines.forumTally.footer(f.relative(p.endsAt))].join('\n');
  },
  'duel.round': (book, p, f) =>
    [
      book.lines.duelRound(p.round),
      ...p.moves.map((m) =>
        m.cover > 0 && m.target > 0 && m.position > 0
          ? book.timeline.duel.move(f.seat(m.seat), m.cover, f.seat(m.target), m.position)
          : book.timeline.duel.noMove(f.seat(m.seat)),
      ),
      book.lines.duelHits(
        p.hits.map((e) => book.timeline.duel.hits(f.seat(e.seat), e.hits)).join(', '),
      ),
    ].join('\n'),
  'activity.report': (book, p, f) =>
    [
      book.lines.activity(p.day, p.min),
      ...p.entries.map((e) => `${f.seat(e.seat)}: ${e.count}`),
    ].join('\n'),
  'ui.mafiaChannel.intro': (book, p, f) =>
    [
      book.lines.mafiaChannel(f.code(p.gameId), f.list(p.userIds.map((id) => f.user(id)))),
      book.lines.mafiaChannelAbout,
    ].join('\n'),
} satisfies Partial<Composers>;
