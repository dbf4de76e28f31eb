import { describe, expect, it } from 'vitest';
import { buildProtocol, CSV_COLUMNS, csvCell, protocolCsv } from '../../src/protocol/index.ts';
import { parseCsv, playedClassic } from './games.ts';

describe('the protocol sheet (CSV, RFC 4180)', () => {
  it('GIVEN a finished game WHEN its sheet is written THEN it is UTF-8 with a BOM, a header and one row per seat, every row as wide as the header', () => {
    const protocol = buildProtocol(playedClassic().state)!;
    const csv = protocolCsv(protocol);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + protocol.seats.length);
    for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
    const bySeat = new Map(rows.slice(1).map((row) => [row[2], row]));
    const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
    const don = bySeat.get('1')!;
    expect(don[column('role')]).toBe('DON');
    expect(don[column('rating_role')]).toBe('don');
    expect(don[column('out_type')]).toBe('dayVote');
    expect(don[column('out_day')]).toBe('2');
    expect(don[column('night_moves')]).toBe('N1 shot 6 kill; N1 leaderCheck 4 found');
    expect(don[column('nominations')]).toBe('D1>5');
    expect(bySeat.get('9')![column('foul_log')]).toBe('N1 undone');
    expect(bySeat.get('9')![column('fouls')]).toBe('0');
    expect(bySeat.get('4')![column('votes')]).toBe('D1R1>2 auto; D2R1>1 auto');
    expect(bySeat.get('6')![column('best_move')]).toBe('1 2 7');
    expect(bySeat.get('6')![column('best_move_hits')]).toBe('2');
  });

  it('GIVEN display names with commas, quotes, line breaks and a leading "=" WHEN the sheet is written THEN each stays one field, read back as written, and a formula is never a formula', () => {
    const game = playedClassic();
    const names = ['Ivan, the "Terrible"', 'two\r\nlines', '=HYPERLINK("x")', 'Алёна'];
    names.forEach((name, index) => (game.state.seats[index]!.name = name));
    const rows = parseCsv(protocolCsv(buildProtocol(game.state)!).slice(1));
    expect(rows).toHaveLength(11);
    const column = CSV_COLUMNS.indexOf('name');
    expect(rows.slice(1, 5).map((row) => row[column])).toEqual([
      'Ivan, the "Terrible"',
      'two\r\nlines',
      `'=HYPERLINK("x")`,
      'Алёна',
    ]);
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
  });
});
