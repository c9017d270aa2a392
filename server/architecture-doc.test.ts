import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const modules = readdirSync(resolve(ROOT, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface TableRow {
  module: string;
  browserFolders: string[];
}

/** The rows of the module table of an architecture page: the module of the first cell, the folders of the last. */
function moduleTable(markdown: string): TableRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Modules and the tables they own'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => /^\| `[^`]+` \|/.test(line))
    .map((line) => {
      const cells = line.split(' | ');
      return {
        module: /^\| `([^`]+)`/.exec(line)![1]!,
        browserFolders: [...cells.at(-1)!.matchAll(/`([^`]+\/)`/g)].map((match) => match[1]!),
      };
    });
}

describe('the module table of docs/ARCHITECTURE.md', () => {
  const rows = moduleTable(readFileSync(resolve(ROOT, 'docs/ARCHITECTURE.md'), 'utf8'));

  it('reads the module, and the browser folders of the last column, of a sample table', () => {
    const sample = [
      '## Modules and the tables they own',
      '| module | API | tables | browser |',
      '|---|---|---|---|',
      '| `requests` | `POST /api/contact` | `callback_requests` | `contact/`, `admin/requests/` |',
      '| `jobs` | — | `job_leases` | — |',
      '## Where the rest lives',
      '| `not-a-module` | x | y | `z/` |',
    ].join('\n');
    expect(moduleTable(sample)).toEqual([
      { module: 'requests', browserFolders: ['contact/', 'admin/requests/'] },
      { module: 'jobs', browserFolders: [] },
    ]);
  });

  it('has one row for every directory of server/modules, and no row for a module that does not exist', () => {
    expect(rows.map((row) => row.module).sort()).toEqual(modules);
  });

  it('names browser folders that exist under app/features/', () => {
    const missing = rows.flatMap((row) => row.browserFolders.filter((folder) => !existsSync(resolve(ROOT, 'app/features', folder))).map((folder) => `${row.module}: ${folder}`));
    expect(missing).toEqual([]);
  });
});
