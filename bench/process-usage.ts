import { readFileSync } from 'node:fs';

/** Seconds of CPU the process `pid` has used, all its threads (Linux counts in hundredths of a second). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The process `pid` and its children (nginx's master and its workers), as Linux lists them. */
export function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return [pid, ...(children ? children.split(' ').map(Number) : [])];
}
