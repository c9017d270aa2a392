import { cpus, totalmem } from 'node:os';
import type { HttpResult } from './http';

export interface ReportSection {
  title: string;
  /** Markdown body of the section (a table, usually). */
  body: string;
}

export function httpTable(results: HttpResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.requestsPerSecond} (${r.runs.map((m) => m.requestsPerSecond).join(', ')}) | ${r.p50} | ${r.p97_5} | ${r.p99} (${r.runs.map((m) => m.p99).join(', ')}) | ${r.failures} | ${r.target} | ${r.met ? 'atteint' : '**non atteint**'} |`,
  );
  return ['| scénario | req/s (mesures) | p50 ms | p97.5 ms | p99 ms (mesures) | échecs | cible | résultat |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The machine the figures were taken on: cores, processor, memory. */
export function machineDescription(): string {
  const cpu = cpus();
  return `${cpu.length} cœurs (${cpu[0]?.model.trim() ?? 'inconnu'}), ${Math.round(totalmem() / 2 ** 30)} Gio`;
}

export function renderReport(sections: ReportSection[], durationSeconds: number): string {
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench`; do not edit by hand. Client and server share the same machine.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machineDescription()}`,
    `- Node.js ${process.version}; production server on SQLite, \`RATE_LIMITS=off\`, \`LOG_LEVEL=warn\``,
    `- Each HTTP scenario runs ${durationSeconds} s with autocannon after the server is warm; the HTTP table's scenarios are measured several times, each figure the median of its measures (all listed in brackets).`,
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.body, '']),
  ].join('\n');
}

/** Puts one part's section into an existing report, in place of its previous figures or at the end, so a part can run alone. */
export function replaceSection(report: string, section: ReportSection): string {
  const heading = `## ${section.title}`;
  const block = `${heading}\n\n${section.body}\n`;
  const start = report.indexOf(`${heading}\n`);
  if (start === -1) return `${report.trimEnd()}\n\n${block}`;
  const next = report.indexOf('\n## ', start + heading.length);
  return next === -1 ? `${report.slice(0, start)}${block}` : `${report.slice(0, start)}${block}\n${report.slice(next + 1)}`;
}
