import type { GameResult, ReportEntry } from '../../engine/index.ts';
import type { PhraseBook, ReportPhrases } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';
import type { Composers } from './compose.ts';
import { departureWords, timelineLines, type TimelineContext } from './timeline.ts';

type ReportParams = AllParams['game.report'];

function winnerLine(r: ReportPhrases, result: GameResult, f: Formatters): string {
  switch (result.winner) {
    case 'red':
      return r.winner.red;
    case 'black': {
      const stylized = result.teams.some((team) => team === 'GAMBINO' || team === 'KA');
      return stylized ? r.winner.blackTeams(f.list(result.teams.map(f.team))) : r.winner.mafia;
    }
    case 'draw':
      return r.winner.draw;
    case 'aborted':
      return result.reason === 'cancelled' ? r.winner.cancelled : r.winner.stopped;
  }
}

function reasonLine(r: ReportPhrases, result: GameResult, f: Formatters): string {
  switch (result.reason) {
    case 'teamLoss':
      return result.penaltySeat !== undefined
        ? r.reason.teamLossOf(f.seat(result.penaltySeat))
        : r.reason.teamLoss;
    case 'aborted':
    case 'cancelled':
      return '';
    default:
      return r.reason[result.reason];
  }
}

/** "**Game over.** The town wins! Every black player has left the game." */
function gameOver(r: ReportPhrases, result: GameResult, f: Formatters): string {
  const reason = reasonLine(r, result, f);
  return `${r.gameOver} ${winnerLine(r, result, f)}${reason ? ` ${reason}` : ''}`;
}

/**
 * The timeline's section for an entry. Night n is logged when it ends, so what follows it is
 * Day n+1; the judge's entries carry only a day number (a night counts as the day before it),
 * so they open "Day d" unless the timeline is already in night d.
 */
function sectionOf(r: ReportPhrases, entry: ReportEntry, current: string | undefined) {
  switch (entry.kind) {
    case 'night':
      return r.section.night(entry.night);
    case 'departure':
      return entry.phase === 'day' ? r.section.day(entry.day) : r.section.night(entry.day);
    case 'nomination':
    case 'vote':
    case 'eliminateAll':
    case 'forumVote':
    case 'duelRound':
    case 'voteCancelled':
      return r.section.day(entry.day);
    case 'bestMove':
      return r.section.day(2);
    case 'foul':
    case 'unfoul':
    case 'warning':
    case 'disqualified':
    case 'teamLoss':
    case 'skipped':
    case 'phaseLength':
    case 'extended':
    case 'correction':
    case 'undone':
      if (current === r.section.night(entry.day)) return current;
      return entry.day === 0 ? r.section.night(0) : r.section.day(entry.day);
    default:
      return undefined;
  }
}

function roleLines(book: PhraseBook, p: ReportParams, f: Formatters): string[] {
  const { report: r, timeline: t } = book;
  const side = (seat: ReportParams['seats'][number]) => {
    if (p.preset === 'forum') return seat.team === 'RED' ? r.forumSide.town : r.forumSide.mafia;
    return r.side[seat.team];
  };
  return p.seats.map((seat) => {
    const parts = [
      `${f.seat(seat.seat)} ${f.user(seat.userId)} — **${f.role(seat.role)}**, ${side(seat)}`,
      seat.out ? departureWords(t, seat.out, p.preset) : r.toTheEnd,
    ];
    if (seat.fouls > 0) parts.push(f.count(seat.fouls, book.words.fouls));
    return parts.join(' · ');
  });
}

function timeline(book: PhraseBook, p: ReportParams, f: Formatters): string[] {
  const seats = new Map(p.seats.map((seat) => [seat.seat, seat]));
  const ctx: TimelineContext = {
    seats,
    preset: p.preset,
    t: book.timeline,
    book,
    f,
    who: (seat) => {
      const role = seats.get(seat)?.role;
      return role ? `${f.seat(seat)} (${f.role(role)})` : f.seat(seat);
    },
  };
  const lines: string[] = [];
  let section: string | undefined;
  for (const entry of p.timeline) {
    const rendered = timelineLines(ctx, entry);
    if (rendered.length === 0) continue;
    const next = sectionOf(book.report, entry, section);
    if (next && next !== section) {
      section = next;
      lines.push(`__${next}__`);
    }
    lines.push(...rendered);
  }
  return lines;
}

function dealLines(r: ReportPhrases, deal: ReportParams['deal'], f: Formatters): string[] {
  return [
    r.deal.title,
    r.deal.commitment(f.code(deal.commitment)),
    r.deal.serverSeed(f.code(deal.serverSeed)),
    ...(deal.finalSeed ? [r.deal.finalSeed(f.code(deal.finalSeed))] : []),
    r.deal.configHash(f.code(deal.configHash)),
    r.deal.verify,
  ];
}

/** The end-of-game report: winner, every role, Best Move, timeline, the deal to verify. */
export const REPORT_TEXTS = {
  'game.over': (book, { result }, f) => gameOver(book.report, result, f),
  'game.report': (book, p, f) => {
    const r = book.report;
    const lines = [r.title(f.preset(p.preset)), gameOver(r, p.result, f), '', r.roles];
    lines.push(...roleLines(book, p, f));
    if (p.bestMove) {
      const { seat, named, hits } = p.bestMove;
      lines.push('', r.bestMove, r.bestMoveLine(f.seat(seat), f.seats(named), hits, named.length));
    }
    const events = timeline(book, p, f);
    if (events.length > 0) lines.push('', r.timeline, ...events);
    lines.push('', ...dealLines(r, p.deal, f));
    return lines.join('\n');
  },
} satisfies Partial<Composers>;
