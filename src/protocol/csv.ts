import type { GameProtocol, ProtocolDuel, ProtocolSeat } from './schema.ts';

/**
 * The protocol as a sheet: one row per seat, for a spreadsheet or a rating site's import.
 * RFC 4180: comma-separated, CRLF line ends, a field with a comma, a quote or a line break is
 * quoted with its quotes doubled. UTF-8 with a byte-order mark, so that a spreadsheet opens
 * Cyrillic names right. A text cell that a spreadsheet would run as a formula (=, +, -, @) is
 * prefixed with an apostrophe: a display name must never be executed.
 * Lists inside a cell are separated by "; " (README, "Game protocol").
 */
export const CSV_COLUMNS = [
  'game_id',
  'preset',
  'seat',
  'user_id',
  'name',
  'role',
  'rating_role',
  'team',
  'side',
  'outcome',
  'winner',
  'aborted',
  'fouls',
  'foul_log',
  'warnings',
  'out_type',
  'out_day',
  'out_phase',
  'nominations',
  'votes',
  'eliminate_all',
  'night_moves',
  'best_move',
  'best_move_hits',
  'duels',
] as const;

type Cell = string | number | boolean | null;

export function protocolCsv(protocol: GameProtocol): string {
  const rows: Cell[][] = [
    [...CSV_COLUMNS],
    ...protocol.seats.map((seat) => seatRow(protocol, seat)),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function seatRow(protocol: GameProtocol, seat: ProtocolSeat): Cell[] {
  const cells: Record<(typeof CSV_COLUMNS)[number], Cell> = {
    game_id: protocol.gameId,
    preset: protocol.preset,
    seat: seat.seat,
    user_id: seat.userId,
    name: seat.name,
    role: seat.role,
    rating_role: seat.ratingRole,
    team: seat.team,
    side: seat.side,
    outcome: seat.outcome,
    winner: protocol.result.winner,
    aborted: protocol.aborted,
    fouls: seat.foulCount,
    foul_log: list(
      seat.fouls.map((foul) => `${stage(foul.day, foul.phase)}${foul.undone ? ' undone' : ''}`),
    ),
    warnings: seat.warnings.length,
    out_type: seat.out?.type ?? null,
    out_day: seat.out?.day ?? null,
    out_phase: seat.out?.phase ?? null,
    nominations: list(seat.nominations.map((entry) => `D${entry.day}>${entry.target}`)),
    votes: list(
      seat.votes.map(
        (vote) => `D${vote.day}R${vote.round}>${vote.candidate}${vote.auto ? ' auto' : ''}`,
      ),
    ),
    eliminate_all: list(
      seat.eliminateAll.map((entry) => `D${entry.day} ${entry.yes ? 'yes' : 'no'}`),
    ),
    night_moves: list(
      seat.nightMoves.map(
        (move) =>
          `N${move.night} ${move.action} ${move.targets.join('+')}${move.result ? ` ${move.result}` : ''}`,
      ),
    ),
    best_move: seat.bestMove ? seat.bestMove.named.join(' ') : null,
    best_move_hits: seat.bestMove ? seat.bestMove.hits : null,
    duels: list(protocol.duels.flatMap((duel) => duelEntries(duel, seat.seat))),
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}

/**
 * A seat's part in the forum duels (D40): per round "D3R1 c2 >5@1 h1" (cover 2, shot at #5 in
 * position 1, hit once; "-" for a part not chosen, "no move" when he sent nothing), then the end
 * "D3 lost hits" / "D3 survived" (the loser's why: hits, noMove, draw; "D3 ended removal" when removals
 * ended it). A seat that was not a duellist that day gets nothing for it.
 */
function duelEntries(duel: ProtocolDuel, seat: number): string[] {
  if (!duel.duellists.includes(seat)) return [];
  const rounds = duel.rounds.map((round) => {
    const move = round.moves.find((entry) => entry.seat === seat);
    const hits = round.hits.find((entry) => entry.seat === seat)?.hits ?? 0;
    const shot = move
      ? `c${move.cover ?? '-'} >${move.target ?? '-'}@${move.position ?? '-'}`
      : 'no move';
    return `D${duel.day}R${round.round} ${shot} h${hits}`;
  });
  return [...rounds, ...duelEnd(duel, seat)];
}

function duelEnd(duel: ProtocolDuel, seat: number): string[] {
  if (!duel.outcome) return [];
  if (duel.outcome.loser === null) return [`D${duel.day} ended ${duel.outcome.why}`];
  return [`D${duel.day} ${duel.outcome.loser === seat ? `lost ${duel.outcome.why}` : 'survived'}`];
}

/** "D2" for a day, "N2" for a night, "N0" for the acquaintance night; "D2?" if not recorded. */
function stage(day: number, phase: 'day' | 'night' | 'night0' | undefined): string {
  if (phase === undefined) return `D${day}?`;
  return phase === 'day' ? `D${day}` : `N${day}`;
}

function list(items: string[]): string {
  return items.join('; ');
}

export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
