import type { BenchContext, Section } from './support/report.ts';
export async function restart(_context: BenchContext): Promise<Section> {
  return { title: 'Restart', sizes: 'todo', rows: [] };
}
