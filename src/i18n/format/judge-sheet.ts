import type {
  JudgeSheet,
  SheetDay,
  SheetMove,
  SheetNight,
  SheetSeat,
  SheetVote,
} from '../../engine/index.ts';
import type { SheetWords } from '../judge-panel-texts.ts';
import type { PhraseBook } from '../phrases/book.ts';
import type { Formatters } from '../types.ts';
import { departureWords, finding, timelineLines, type TimelineContext } from './timeline.ts';

/** A part of the sheet told in full, and in one line (when the message runs out of room). */
export interface SheetPart {
  full: string;
  brief: string;
}

/** The judge's sheet in words: the seats, then each night and each day, oldest first. */
export interface SheetText {
  title: string;
  seats: string;
  nights: SheetPart[];
  days: SheetPart[];
  /** The heading of the line that gathers the nights told briefly. */
  older: string;
}

interface Words {
  book: PhraseBook;
  w: SheetWords;
  f: Formatters;
  ctx: TimelineContext;
}

function seatLine({ book, w, f }: Words, sheet: JudgeSheet, seat: SheetSeat): string {
  const number = `\`${f.seat(seat.seat)}\``;
  const parts = [`**${f.role(seat.role)}**`];
  if (seat.out) parts.push(departureWords(book.timeline, seat.out, sheet.preset));
  if (seat.fouls > 0) parts.push(f.count(seat.fouls, book.words.fouls));
  if (seat.warnings > 0) parts.push(f.count(seat.warnings, w.warnings));
  const who = `${seat.alive ? number : `~~${number}~~`} ${seat.name}`;
  return `${who} — ${parts.join(' · ')}`;
}

function moveLine({ ctx, f }: Words, move: SheetMove): string {
  const result = finding(ctx, move.found);
  const who = `${f.seat(move.seat)} (${f.role(move.role)})`;
  return `${who}: ${f.action(move.action, move.targets)}${result ? ` → ${result}` : ''}`;
}

function outcomeLine({ ctx }: Words, night: SheetNight): string | undefined {
  if (night.open || night.outcome === undefined) return undefined;
  const entry = {
    kind: 'night' as const,
    night: night.night,
    outcome: night.outcome,
    actions: [],
    ...(night.shot !== undefined ? { shot: night.shot } : {}),
    ...(night.victim !== undefined ? { victim: night.victim } : {}),
  };
  return timelineLines(ctx, entry)[0];
}

function nightPart(words: Words, night: SheetNight): SheetPart {
  const { w } = words;
  const heading = `${w.night(night.night)}${night.open ? ` (${w.running})` : ''}`;
  const outcome = outcomeLine(words, night);
  const moves = night.moves.map((move) => moveLine(words, move));
  const said = [...(outcome ? [outcome] : []), ...moves];
  if (said.length === 0) said.push(w.noMoves);
  return {
    full: [
      `__${heading}__`,
      ...said.map((line, i) => (i === 0 && outcome ? line : `• ${line}`)),
    ].join('\n'),
    brief: `${heading}: ${said.join('; ')}`,
  };
}

function voteLine({ ctx, w, f }: Words, day: number, vote: SheetVote): string {
  if (!vote.open)
    return (
      timelineLines(ctx, {
        kind: 'vote',
        day,
        round: vote.round,
        votes: vote.votes,
        out: vote.out ?? [],
      })[0] ?? ''
    );
  const title = vote.round === 1 ? ctx.t.vote.title : ctx.t.vote.revote;
  const byCandidate = new Map<number, number[]>();
  for (const cast of vote.votes)
    byCandidate.set(cast.candidate, [...(byCandidate.get(cast.candidate) ?? []), cast.voter]);
  const tally = [...byCandidate].map(
    ([candidate, voters]) => `${f.seat(candidate)} ← ${f.seats(voters)}`,
  );
  return `${title} (${w.running}): ${tally.join('; ') || '—'}`;
}

/** What a day came to, in a few words: who left by its last vote, a tie, or no nomination. */
function dayOutcome({ ctx, w, f }: Words, day: SheetDay): string {
  const vote = day.votes.at(-1);
  if (!vote)
    return day.nominations.length > 0
      ? `${w.nominations}: ${f.seats(day.nominations.map((n) => n.target))}`
      : w.noNominations;
  if (vote.open) return `${ctx.t.vote.title} (${w.running})`;
  return vote.out && vote.out.length > 0 ? ctx.t.vote.leaves(f.seats(vote.out)) : ctx.t.vote.tie;
}

function dayPart(words: Words, day: SheetDay): SheetPart {
  const { w, f } = words;
  const nominated = day.nominations.map((n) => `${f.seat(n.by)} → ${f.seat(n.target)}`);
  const lines = [
    `${w.nominations}: ${nominated.length > 0 ? nominated.join(', ') : w.noNominations}`,
  ];
  lines.push(...day.votes.map((vote) => voteLine(words, day.day, vote)));
  const all = day.eliminateAll;
  if (all) {
    const seats = (list: number[]) => (list.length > 0 ? f.seats(list) : '—');
    lines.push(w.eliminateAll(f.seats(all.candidates), seats(all.yes), seats(all.no)));
  }
  return {
    full: [`__${w.day(day.day)}__`, ...lines].join('\n'),
    brief: `${w.day(day.day)}: ${dayOutcome(words, day)}`,
  };
}

/** The sheet in one language: the seats, each night's moves and findings, each day's votes. */
export function sheetText(
  book: PhraseBook,
  w: SheetWords,
  sheet: JudgeSheet,
  f: Formatters,
): SheetText {
  const ctx: TimelineContext = {
    seats: new Map(),
    preset: sheet.preset,
    t: book.timeline,
    book,
    f,
    who: (seat) => f.seat(seat),
  };
  const words: Words = { book, w, f, ctx };
  return {
    title: w.title,
    seats: sheet.seats.map((seat) => seatLine(words, sheet, seat)).join('\n'),
    nights: sheet.nights.map((night) => nightPart(words, night)),
    days: sheet.days.map((day) => dayPart(words, day)),
    older: w.older,
  };
}
