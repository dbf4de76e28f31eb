/** One part of BENCHMARKS.md: a table of figures (each with its goal when it has one) and notes. */
export interface Section {
  title: string;
  /** What was run, e.g. "2 bots × 200 acknowledgements, alternating". */
  sizes: string;
  rows: Row[];
  notes?: string[];
}

export interface Row {
  measure: string;
  figure: string;
  goal?: string;
}

export interface BenchContext {
  /** Tiny sizes so CI can run every scenario fast; no figure means anything then. */
  smoke: boolean;
  log(line: string): void;
}

export function renderSection(section: Section): string[] {
  const measured = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `## ${section.title}`,
    '',
    `Sizes: ${section.sizes}. Measured ${measured} UTC.`,
    '',
  ];
  lines.push('| measure | figure | goal |', '| --- | --- | --- |');
  for (const row of section.rows)
    lines.push(`| ${row.measure} | ${row.figure} | ${row.goal ?? '—'} |`);
  if (section.notes && section.notes.length > 0) lines.push('', ...section.notes);
  lines.push('');
  return lines;
}

/**
 * The sections of a note, by title, with the ones just measured put in place of theirs (or
 * added at the end): `--only` refreshes some parts of BENCHMARKS.md and keeps the others.
 */
export function mergeSections(existing: string, fresh: Section[]): string[] {
  const old = existing.split(/^(?=## )/m).slice(1);
  const titleOf = (text: string) => text.split('\n')[0]!.slice(3);
  const byTitle = new Map(fresh.map((section) => [section.title, renderSection(section)]));
  const merged = old.map((text) => {
    const replacement = byTitle.get(titleOf(text));
    byTitle.delete(titleOf(text));
    return replacement ?? text.replace(/\n+$/, '\n').split('\n');
  });
  return [...merged, ...byTitle.values()].flat();
}
