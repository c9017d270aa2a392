import { readFileSync, writeFileSync } from 'node:fs';
import { replaceSection } from './report';

interface BenchSection<T> {
  title: string;
  /** Measures a running server. */
  measure(baseUrl: string): Promise<T>;
  table(results: T): string;
  /** Starts a server of its own on this port, measures it, stops it; answers the section's text. */
  bench(port: number): Promise<string>;
  /** Added to BENCH_PORT (default 3200), the port `npm run bench` gives this section. */
  portOffset: number;
}

/**
 * One section of docs/BENCHMARKS.md alone: with no argument, a server of its own is started and the section written;
 * with a running server's URL (started with the bench's admin password), the table is only printed, to compare
 * another build.
 */
export async function runSectionCli<T>(section: BenchSection<T>, baseUrl = process.argv[2]): Promise<void> {
  if (baseUrl) {
    process.stdout.write(`${section.table(await section.measure(baseUrl))}\n`);
    return;
  }
  const body = await section.bench(Number(process.env.BENCH_PORT ?? 3200) + section.portOffset);
  process.stdout.write(`${body}\n`);
  writeFileSync('docs/BENCHMARKS.md', replaceSection(readFileSync('docs/BENCHMARKS.md', 'utf8'), { title: section.title, body }));
  process.stdout.write('Section écrite dans docs/BENCHMARKS.md\n');
}
