import { lighthouseTable, runLighthouse } from './lighthouse';

/** Lighthouse alone, on a running server: `tsx bench/lighthouse-cli.ts http://127.0.0.1:3000 / /contact`. */
const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || !paths.length) throw new Error('usage: tsx bench/lighthouse-cli.ts BASE_URL PATH...');
const pages = await runLighthouse(baseUrl, paths, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
process.stdout.write(`${lighthouseTable(pages)}\n`);
