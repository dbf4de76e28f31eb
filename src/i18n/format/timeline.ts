import type { NightFinding, Preset, ReportEntry } from '../../engine/index.ts';
import type { PhraseBook, TimelinePhrases } from '../phrases/book.ts';
import type { AllParams, Formatters } from '../types.ts';

type ReportParams = AllParams['game.report'];
type ReportSeat = ReportParams['seats'][number];
/** The entry of one kind (distributes over the union, so `paused | resumed` counts for both). */
type Entry<K extends ReportEntry['kind']> = ReportEntry extends infer E
  ? E extends { kind: infer Kind }
    ? K extends Kind
      ? E
      : never
    : never
  : never;

/** What the report needs besides the entry: the seats by number, the preset, the wording. */
export interface TimelineContext {
  seats: Map<number, ReportSeat>;
  preset: Preset;
  t: TimelinePhrases;
  book: PhraseBook;
  f: Formatters;
  /** "#5 (Detective)": a seat with its role. */
  who(seat: number): string;
}

/** What a check or a comparison found, in words (the engine decided it: NightFinding). */
export function finding(ctx: TimelineContext, found: NightFinding | undefined): string {
  const { preset, t } = ctx;
  const forum = preset === 'forum';
  switch (found?.kind) {
    case 'side':
      if (forum) return found.side === 'red' ? t.found.notMafia : t.found.mafia;
      return found.side === 'red' ? t.found.red : t.found.black;
    case 'role': {
      const role = ctx.f.role(found.role);
      return found.found ? role : t.found.notRole(role);
    }
    case 'same':
      if (forum) return found.same ? t.found.sameSide : t.found.otherSides;
      return found.same ? t.found.sameTeam : t.found.otherTeams;
    default:
      return '';
  }
}

function night(ctx: TimelineContext, entry: Entry<'night'>): string[] {
  const { t, f } = ctx;
  const lines: string[] = [];
  if (entry.outcome === 'kill' && entry.victim !== undefined)
    lines.push(t.night.kill(f.seat(entry.victim)));
  else if (entry.outcome === 'save' && entry.shot !== undefined)
    lines.push(t.night.save(f.seat(entry.shot)));
  else lines.push(entry.outcome === 'none' ? t.night.none : t.night.miss);
  for (const action of entry.actions) {
    const result = finding(ctx, action.found);
    lines.push(
      `• ${ctx.who(action.seat)}: ${f.action(action.action, action.targets)}${result ? ` → ${result}` : ''}`,
    );
  }
  return lines;
}

function vote(ctx: TimelineContext, entry: Entry<'vote'>): string {
  const { t, f } = ctx;
  const title = entry.round === 1 ? t.vote.title : t.vote.revote;
  if (entry.votes.length === 0) {
    const only = entry.out[0];
    return only !== undefined ? t.vote.only(f.seat(only)) : t.vote.none(title);
  }
  const candidates: number[] = [];
  for (const v of entry.votes) if (!candidates.includes(v.candidate)) candidates.push(v.candidate);
  const parts = candidates.map((candidate) => {
    const own = entry.votes.filter((v) => v.candidate === candidate && !v.auto);
    const auto = entry.votes.filter((v) => v.candidate === candidate && v.auto);
    const voters = [
      ...(own.length > 0 ? [f.seats(own.map((v) => v.voter))] : []),
      ...(auto.length > 0 ? [t.vote.notCast(f.seats(auto.map((v) => v.voter)))] : []),
    ].join('; ');
    const votes = f.count(own.length + auto.length, ctx.book.words.votes);
    return t.vote.candidate(f.seat(candidate), votes, voters);
  });
  const outcome = entry.out.length > 0 ? t.vote.leaves(f.seats(entry.out)) : t.vote.tie;
  return `${title}: ${parts.join('; ')}. ${outcome}`;
}

function forumVote(ctx: TimelineContext, entry: Entry<'forumVote'>): string {
  const { t, f } = ctx;
  const byTarget = new Map<number, number[]>();
  for (const [voter, target] of Object.entries(entry.votes))
    byTarget.set(target, [...(byTarget.get(target) ?? []), Number(voter)]);
  const parts = [...byTarget.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
    .map(([target, voters]) => `${f.seat(target)} ← ${f.seats(voters.sort((a, b) => a - b))}`);
  const outcome =
    entry.out.length > 0
      ? t.forumVote.jailed(f.seats(entry.out))
      : entry.tie.length > 0
        ? t.forumVote.tie(f.seats(entry.tie))
        : t.forumVote.nobody;
  const votes = parts.length > 0 ? parts.join('; ') : t.forumVote.noVotes;
  return t.forumVote.line(entry.day, votes, outcome);
}

function duelRound(ctx: TimelineContext, entry: Entry<'duelRound'>): string {
  const { t, f } = ctx;
  const moves = Object.entries(entry.moves).map(([seat, move]) =>
    move.cover > 0 && move.target > 0 && move.position > 0
      ? t.duel.move(f.seat(Number(seat)), move.cover, f.seat(move.target), move.position)
      : t.duel.noMove(f.seat(Number(seat))),
  );
  const hits = Object.entries(entry.hits).map(([seat, n]) => t.duel.hits(f.seat(Number(seat)), n));
  const said = moves.length > 0 ? moves.join('; ') : t.duel.noMoves;
  return t.duel.line(entry.round, said, hits.join(', '));
}

/** The Judge's early end of a step, by the step's id ("night-2", "speeches:tie:5", "voting"). */
function skippedWhat(ctx: TimelineContext, what: string): string {
  const { skipped } = ctx.t;
  const nightNumber = /^night-(\d+)$/.exec(what);
  if (nightNumber) return skipped.night(nightNumber[1] ?? '');
  const [stage, floor, seat] = what.split(':');
  if (floor && seat) {
    const speech = skipped.floors[floor as keyof typeof skipped.floors] ?? skipped.floors.regular;
    return speech(ctx.f.seat(Number(seat)));
  }
  return skipped.stages[stage as keyof typeof skipped.stages] ?? skipped.current;
}

/** The words for how a player left: "killed on night 1", "jailed on day 3". */
export function departureWords(
  t: TimelinePhrases,
  out: { reason: Entry<'departure'>['reason']; day: number; phase: string },
  preset: Preset,
): string {
  const when = out.phase === 'day' ? t.departure.onDay(out.day) : t.departure.onNight(out.day);
  if (out.reason === 'voted' && preset === 'forum') return t.departure.jailed(when);
  return t.departure[out.reason](when);
}

type Lines = { [K in ReportEntry['kind']]: (ctx: TimelineContext, entry: Entry<K>) => string[] };

/** Each kind of timeline entry as report lines (none for the closing "ended"). */
const LINES: Lines = {
  dealt: ({ t, f }, e) => [t.dealt(f.time(e.at))],
  night,
  // JUDGE-NOMINATE-ALOUD: a nomination the judge entered is told by its correction's line.
  nomination: ({ t, f }, e) => (e.byJudge ? [] : [t.nomination(f.seat(e.by), f.seat(e.target))]),
  vote: (ctx, e) => [vote(ctx, e)],
  eliminateAll: ({ t, f }, e) => [
    t.eliminateAll.line(
      f.seats(e.candidates),
      e.yes.length > 0 ? f.seats(e.yes) : t.eliminateAll.nobody,
      e.passed ? t.eliminateAll.passed : t.eliminateAll.failed,
    ),
  ],
  forumVote: (ctx, e) => [forumVote(ctx, e)],
  duelRound: (ctx, e) => [duelRound(ctx, e)],
  // The loser's departure line says it; the protocol keeps the rest.
  duelEnded: () => [],
  departure: (ctx, e) => [ctx.t.departed(ctx.who(e.seat), departureWords(ctx.t, e, ctx.preset))],
  foul: ({ t, f }, e) => [t.foul(f.seat(e.seat), f.ordinal(e.count), f.reason(e.reason))],
  unfoul: ({ t, f }, e) => [t.unfoul(f.seat(e.seat), e.count)],
  warning: ({ t, f }, e) => [t.warning(f.seat(e.seat), f.reason(e.reason))],
  disqualified: ({ t, f }, e) => [t.disqualified(f.seat(e.seat), f.reason(e.reason))],
  teamLoss: (ctx, e) => [ctx.t.teamLoss(ctx.who(e.seat), ctx.f.reason(e.reason))],
  voteCancelled: ({ t }, e) => [t.voteCancelled(e.day)],
  bestMove: ({ t, f }, e) => [t.bestMove(f.seat(e.seat), f.seats(e.named))],
  paused: ({ t, f }, e) => [t.paused(f.time(e.at))],
  resumed: ({ t, f }, e) => [t.resumed(f.time(e.at))],
  skipped: (ctx, e) => [ctx.t.skippedEarly(skippedWhat(ctx, e.what))],
  phaseLength: ({ t, f }, e) => [t.phaseLength(e.phase, e.hours * 3600, f)],
  extended: ({ t, f }, e) => [
    e.seconds >= 0 ? t.extended(e.seconds, f) : t.shortened(e.seconds, f),
  ],
  flag: (ctx, e) => [ctx.t.flag(e.flag.kind, ctx.who(e.flag.seat), e.resolution === 'confirmed')],
  skip: (ctx, e) => [ctx.t.skip(ctx.who(e.seat), e.night, e.count, e.sanction)],
  replaced: ({ t, f }, e) => [t.replaced(f.seat(e.seat), f.user(e.from), f.user(e.to), e.day)],
  // JUDGE-UNDO: the action's own line, marked as taken back; what it caused is not retold.
  undone: (ctx, e) => [ctx.t.undone(timelineLines(ctx, e.action).join(' '))],
  correction: ({ t, f }, e) => [t.correction(e.correction, f)],
  ended: () => [],
};

export function timelineLines(ctx: TimelineContext, entry: ReportEntry): string[] {
  return (LINES[entry.kind] as (ctx: TimelineContext, entry: ReportEntry) => string[])(ctx, entry);
}
