import { readFileSync, writeFileSync } from 'node:fs';
import { ADMIN_FIRST_VIEW_TITLE, adminFirstViewTable, benchAdminFirstView, measureAdminFirstView } from './admin-first-view';
import { replaceSection } from './report';

/**
 * The admin's first view alone: `tsx bench/admin-first-view-cli.ts` starts the built server and writes its section
 * into docs/BENCHMARKS.md; `tsx bench/admin-first-view-cli.ts http://127.0.0.1:3000` measures a running server
 * (started with the bench's admin password) and only prints the table, to compare another build.
 */
const [baseUrl] = process.argv.slice(2);
if (baseUrl) {
  process.stdout.write(`${adminFirstViewTable(await measureAdminFirstView(baseUrl))}\n`);
} else {
  const body = await benchAdminFirstView(Number(process.env.BENCH_PORT ?? 3200) + 6);
  process.stdout.write(`${body}\n`);
  writeFileSync('docs/BENCHMARKS.md', replaceSection(readFileSync('docs/BENCHMARKS.md', 'utf8'), { title: ADMIN_FIRST_VIEW_TITLE, body }));
  process.stdout.write('Section écrite dans docs/BENCHMARKS.md\n');
}
