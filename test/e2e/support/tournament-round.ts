/** "Table 1 in <#…>, judge <@…>: 1. <@a>, 2. <@b>, …" → the seated ids of each table, in order. */
export function seatingOf(announcement: string): string[][] {
  return announcement
    .split('\n')
    .filter((line) => /^Table \d+ in/.test(line))
    .map((line) =>
      [
        ...line
          .split(': ')
          .slice(1)
          .join(': ')
          .matchAll(/<@(\d+)>/g),
      ].map((m) => m[1]!),
    );
}

/** The judge an announcement names for each table. */
export function judgesOf(announcement: string): string[] {
  return announcement
    .split('\n')
    .filter((line) => /^Table \d+ in/.test(line))
    .map((line) => /judge <@(\d+)>/.exec(line)?.[1] ?? '');
}

/** A standings line's columns: place, name, total, win, extra, best move, Ci, penalty, (games), marks. */
export function standingsColumns(standings: string, name: string): string[] | undefined {
  const line = standings.split('\n').find((l) => l.includes(` ${name.slice(0, 16).padEnd(16)} `));
  return line?.trim().split(/\s+/);
}
