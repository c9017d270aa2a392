import { lighthouseTable, runLighthouse } from './lighthouse';
const paths = process.argv.slice(2);
const results = await runLighthouse('http://127.0.0.1:3010', paths.length ? paths : ['/', '/workflows-assistants', '/pricing', '/contact'], Number(process.env.RUNS ?? 3));
console.log(lighthouseTable(results));
