import type { PhraseBook } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';

type P<K extends keyof AllParams> = AllParams[K];

/** "The shot" from "the shot": a noun that opens a sentence. */
function capitalized(word: string): string {
  return `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
}

/** Texts made of lines: lists of seats and players, tallies, the lobby's rules. */
export function lineTexts(book: PhraseBook) {
  const l = book.lines;
  const duel = book.timeline.duel;
  const votes = book.words.votes;
  return {
    'lobby.players': ({ userIds }: P<'lobby.players'>, f: Formatters) =>
      userIds.length > 0 ? l.players(userIds.map((id) => f.user(id)).join(', ')) : l.noPlayers,
    'night.prompt.none': ({ action }: P<'night.prompt.none'>) =>
      l.noChoice(capitalized(book.names.actionNoun[action])),
    'night.prompt.choices': ({ choices }: P<'night.prompt.choices'>, f: Formatters) =>
      choices.length > 0
        ? l.choices(choices.map((c) => `${f.seat(c.seat)} → ${f.seat(c.target)}`).join(', '))
        : l.noChoices,
    // Discord's limit for a menu option's label.
    'control.seatOption': ({ seat, name }: P<'control.seatOption'>, f: Formatters) =>
      l.seatOption(f.seat(seat), name).slice(0, 100),
    'speech.nominations': ({ nominations }: P<'speech.nominations'>, f: Formatters) =>
      nominations.length > 0
        ? l.nominated(nominations.map((e) => f.seat(e.target)).join(', '))
        : l.noNominations,
    'lobby.rules': (p: P<'lobby.rules'>) =>
      p.preset === 'forum'
        ? l.rules.forum
        : [
            l.rules.rule74(p.geo74),
            l.rules.rule76(p.geo76),
            l.rules.floor(book.names.floor[p.floorControl]),
          ].join('\n'),
    'deal.seating': (p: P<'deal.seating'>, f: Formatters) =>
      [l.seating, ...p.seats.map((e) => `${f.seat(e.seat)} — ${f.user(e.userId)}`)].join('\n'),
    'deal.fairness': (p: P<'deal.fairness'>, f: Formatters) => {
      const roles = p.roles.map((e) =>
        e.count > 1 ? `${f.role(e.role)} ×${e.count}` : f.role(e.role),
      );
      return [
        l.fairness.roles(roles.join(', ')),
        l.fairness.commitment(f.code(p.commitment)),
        l.fairness.configHash(f.code(p.configHash)),
        l.fairness.seed,
      ].join('\n');
    },
    'judge.roles': (p: P<'judge.roles'>, f: Formatters) =>
      [
        l.judgeRoles,
        ...p.roles.map((e) => `${f.seat(e.seat)} ${f.user(e.userId)} — ${f.role(e.role)}`),
      ].join('\n'),
    'night.meeting.members': (p: P<'night.meeting.members'>, f: Formatters) =>
      [
        ...p.members.map(
          (m) =>
            `${f.seat(m.seat)} ${f.user(m.userId)}${p.leaders.includes(m.seat) ? ` — ${l.meeting.leader}` : ''}`,
        ),
        l.meeting.agree,
      ].join('\n'),
    'day.order': (p: P<'day.order'>, f: Formatters) =>
      [
        l.order(f.seat(p.opener), p.order.map(f.seat).join(', ')),
        ...(p.voteCancelled ? [l.noVoteToday] : []),
      ].join('\n'),
    'vote.candidate': (p: P<'vote.candidate'>, f: Formatters) => {
      const who = [
        ...(p.voters.length > 0 ? [p.voters.map(f.seat).join(', ')] : []),
        ...(p.autoVoters.length > 0
          ? [l.candidate.notCast(p.autoVoters.map(f.seat).join(', '))]
          : []),
      ];
      const total = f.count(p.voters.length + p.autoVoters.length, votes);
      const line = `**${f.seat(p.seat)}** — ${total}${who.length > 0 ? ` (${who.join('; ')})` : ''}`;
      if (!p.open) return line;
      const closes = p.endsAt !== undefined ? `, ${l.candidate.closes(f.relative(p.endsAt))}` : '';
      return `${line} ◀ ${l.candidate.votingNow}${closes}`;
    },
    'forum.vote.tally': (p: P<'forum.vote.tally'>, f: Formatters) => {
      const rows = p.tally.map(
        (e) =>
          `**${f.seat(e.seat)}** — ${f.count(e.voters.length, votes)}: ${e.voters.map(f.seat).join(', ')}`,
      );
      const shown = p.live ? (rows.length > 0 ? rows : [l.forumTally.none]) : [l.forumTally.hidden];
      return [...shown, l.forumTally.footer(f.relative(p.endsAt))].join('\n');
    },
    'duel.round': (p: P<'duel.round'>, f: Formatters) =>
      [
        l.duelRound(p.round),
        ...p.moves.map((m) =>
          m.cover > 0 && m.target > 0 && m.position > 0
            ? duel.move(f.seat(m.seat), m.cover, f.seat(m.target), m.position)
            : duel.noMove(f.seat(m.seat)),
        ),
        l.duelHits(p.hits.map((e) => duel.hits(f.seat(e.seat), e.hits)).join(', ')),
      ].join('\n'),
    'activity.report': (p: P<'activity.report'>, f: Formatters) =>
      [l.activity(p.day, p.min), ...p.entries.map((e) => `${f.seat(e.seat)}: ${e.count}`)].join(
        '\n',
      ),
    'ui.mafiaChannel.intro': (p: P<'ui.mafiaChannel.intro'>, f: Formatters) =>
      [
        l.mafiaChannel(f.code(p.gameId), f.list(p.userIds.map((id) => f.user(id)))),
        l.mafiaChannelAbout,
      ].join('\n'),
  };
}
