import { readFileSync } from 'node:fs';

/** The q-quantile of a sample (nearest rank); NaN for an empty one. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export const median = (values: number[]) => quantile(values, 0.5);

export const fmt = (value: number, digits = 2) => value.toFixed(digits);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process, in MiB (Linux: VmRSS of /proc/<pid>/status). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/** RSS sampled a few times over `ms` (the median: one GC or allocation burst does not decide). */
export async function settledRssMiB(pid: number, ms = 3000, samples = 7): Promise<number> {
  const values: number[] = [];
  for (let index = 0; index < samples; index++) {
    await sleep(ms / samples);
    values.push(rssMiB(pid));
  }
  return median(values);
}

/** CPU time (user + system) of a process so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The processes below `pid` (its children, theirs…), from /proc (Linux). */
export function descendants(pid: number): number[] {
  let text = '';
  try {
    text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  } catch {
    return [];
  }
  const children = text.split(' ').filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** A process's command line, its arguments joined by spaces. */
export function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
}
