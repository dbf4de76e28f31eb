import { JUDGE, TestGame } from '../../harness/engine-game.ts';

/**
 * A classic game played through the engine (canonical deal: 1 Don, 2–3 Mafiosi, 4 Sheriff,
 * 5–10 Civilians), touching every way to leave but the team loss:
 *   Day 1: #1 nominates #5, #4 nominates #2; #7 fouled, #8 warned; #5 voted out (6 to 4).
 *   Night 1: the blacks shoot #6 (kill), the Don checks #4 (found), the Sheriff checks #1.
 *          #9 fouled at night, then the foul taken back.
 *   Day 2: #6 names #1 #2 #7 as his Best Move (2 hits); #2 nominates #7, #4 nominates #1;
 *          #2 and #3 vote #7, the six others' votes go to #1, the last candidate: #1 voted out.
 *   Night 2: #2 and #3 shoot #4 (kill).
 *   Day 3: #3 disqualified (the vote cancelled), then #2 given four fouls: red wins.
 */
export function playedClassic(): TestGame {
  const game = TestGame.started('classic', 10);
  game.ok({ type: 'foul', by: JUDGE, seat: 7, reason: 'out of turn' });
  game.ok({ type: 'warn', by: JUDGE, seat: 8, reason: 'gesture' });
  game.runSpeeches({ 1: 5, 4: 2 });
  game.runVote({ 1: 5, 2: 5, 3: 5, 5: 5, 9: 5, 10: 5 });
  game.toNight();
  game.ok({ type: 'foul', by: JUDGE, seat: 9 });
  game.ok({ type: 'unfoul', by: JUDGE, seat: 9 });
  game.night([
    [1, 'shot', [6]],
    [2, 'shot', [6]],
    [3, 'shot', [6]],
    [1, 'leaderCheck', [4]],
    [4, 'check', [1]],
  ]);
  game.ok({ type: 'bestMove', by: game.seat(6), seats: [7, 1, 2] });
  game.toSpeeches();
  game.runSpeeches({ 4: 1, 2: 7 });
  game.runVote({ 2: 7, 3: 7 });
  game.toNight();
  game.night([
    [2, 'shot', [4]],
    [3, 'shot', [4]],
  ]);
  game.toSpeeches();
  game.ok({ type: 'disqualify', by: JUDGE, seat: 3, reason: 'insult' });
  for (let i = 0; i < 4; i++) game.ok({ type: 'foul', by: JUDGE, seat: 2 });
  return game;
}

/** An RFC 4180 reader (quoted fields, doubled quotes, CRLF records), strict about bad input. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
        if (![',', '\r', undefined].includes(text[index + 1])) throw new Error('text after quote');
      } else field += char;
    } else if (char === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${index}`);
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r') {
      if (text[index + 1] !== '\n') throw new Error('CR without LF');
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else if (char === '\n') throw new Error('LF without CR');
    else field += char;
  }
  if (quoted) throw new Error('unterminated quote');
  if (field !== '' || row.length > 0) throw new Error('the last record has no CRLF');
  return rows;
}
