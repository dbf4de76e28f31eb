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
  const lines = [`## ${section.title}`, '', `Sizes: ${section.sizes}.`, ''];
  lines.push('| measure | figure | goal |', '| --- | --- | --- |');
  for (const row of section.rows)
    lines.push(`| ${row.measure} | ${row.figure} | ${row.goal ?? '—'} |`);
  if (section.notes && section.notes.length > 0) lines.push('', ...section.notes);
  lines.push('');
  return lines;
}
