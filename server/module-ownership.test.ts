import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { DB } from './db/types';

/** Each table and the one module whose repositories hold its SQL (docs/decisions/0260-module-ownership.md). */
const tableOwners = {
  callbackRequests: 'requests',
  prospects: 'prospects',
  chatbotRequests: 'chatbot',
  analyticsEvents: 'events',
  siteSettings: 'settings',
  settingsChanges: 'settings',
  cpuAlertEpisodes: 'settings',
  adminUsers: 'admin-users',
  adminSessions: 'auth',
  adminApiTokens: 'api-keys',
  loginThrottles: 'auth',
  loginEvents: 'auth',
  adminSwitches: 'dashboard',
  trackingLinks: 'tracking-links',
  trackingLinkClicks: 'tracking-links',
  qrCodes: 'qr-codes',
  businessCardOwners: 'business-cards',
  businessCardFaces: 'business-cards',
  businessCardIterations: 'business-cards',
  jobLeases: 'jobs',
  retentionPurges: 'retention',
  errorReports: 'client-errors',
  webhookDeliveries: 'notifications',
  requestMessages: 'requests',
  prospectActivities: 'prospects',
} satisfies Record<keyof DB, string>;

type Table = keyof typeof tableOwners;

const MODULES_DIR = resolve(__dirname, 'modules');
const QUERY_BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const tables = Object.keys(tableOwners) as Table[];

interface SourceFile {
  module: string;
  path: string;
  source: ts.SourceFile;
}

const moduleNames = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sources: SourceFile[] = moduleNames.flatMap((module) =>
  readdirSync(join(MODULES_DIR, module), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => {
      const path = join(MODULES_DIR, module, file);
      return { module, path, source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true) };
    }),
);

const where = (file: SourceFile, node: ts.Node) =>
  `${relative(MODULES_DIR, file.path)}:${file.source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** Tables a string names: 'prospects' or 'adminUsers.roles' in Kysely calls, callback_requests inside sql``. */
function tablesNamedBy(node: ts.Node): Table[] {
  if (ts.isStringLiteral(node)) return tables.filter((t) => node.text === t || node.text.startsWith(`${t}.`));
  if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    return tables.filter((t) => new RegExp(`\\b${snakeCase(t)}\\b`).test(node.text));
  }
  return [];
}

/** The module and file a relative import points to, when it is another file of server/modules. */
function importedModuleFile(file: SourceFile, specifier: string): { module: string; name: string } | null {
  if (!specifier.startsWith('.')) return null;
  const target = relative(MODULES_DIR, resolve(dirname(file.path), specifier));
  if (target.startsWith('..')) return null;
  return { module: target.split('/')[0]!, name: basename(target) };
}

const importsOf = (file: SourceFile) =>
  file.source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? [{ node: statement, target: importedModuleFile(file, statement.moduleSpecifier.text) }]
      : [],
  );

const isRepository = (name: string) => /repository(\.ts)?$/.test(name);

describe('module ownership of the tables', () => {
  it('reads every module', () => {
    expect(sources.length).toBeGreaterThan(50);
    for (const owner of new Set(Object.values(tableOwners))) expect(moduleNames, `owner ${owner}`).toContain(owner);
  });

  it('recognises a table in a Kysely call, in a qualified column and in raw SQL', () => {
    const sample = ts.createSourceFile('sample.ts', "db.selectFrom('loginEvents').innerJoin('x', 'adminUsers.username', 'x.a'); sql`delete from callback_requests where id = ${id}`;", ts.ScriptTarget.Latest, true);
    const named = new Set<Table>();
    visit(sample, (node) => tablesNamedBy(node).forEach((t) => named.add(t)));
    expect([...named].sort()).toEqual(['adminUsers', 'callbackRequests', 'loginEvents']);
  });

  it('finds SQL on each table in its owner module, so the map stays true', () => {
    const queried = new Set<string>();
    for (const file of sources) visit(file.source, (node) => tablesNamedBy(node).forEach((t) => tableOwners[t] === file.module && queried.add(t)));
    expect(tables.filter((t) => !queried.has(t))).toEqual([]);
  });

  it('names a table only in the module that owns it', () => {
    const crossings: string[] = [];
    for (const file of sources) {
      visit(file.source, (node) => {
        for (const table of tablesNamedBy(node)) {
          if (tableOwners[table] !== file.module) crossings.push(`${where(file, node)} names ${table}, owned by ${tableOwners[table]}`);
        }
      });
    }
    expect(crossings).toEqual([]);
  });

  it('writes SQL in repositories only', () => {
    const misplaced: string[] = [];
    for (const file of sources.filter((f) => !isRepository(basename(f.path)))) {
      visit(file.source, (node) => {
        const builder = ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && QUERY_BUILDERS.has(node.expression.name.text);
        const sqlTag = ts.isTaggedTemplateExpression(node) && node.tag.getText().split('<')[0] === 'sql';
        if (builder || sqlTag) misplaced.push(`${where(file, node)}: ${node.getText().slice(0, 40)}`);
      });
    }
    expect(misplaced).toEqual([]);
  });

  it("reaches another module's data through its services, and a route reaches none of its own repositories", () => {
    const crossings: string[] = [];
    for (const file of sources) {
      const isRoute = /routes\.ts$/.test(file.path);
      for (const { node, target } of importsOf(file)) {
        if (!target || !isRepository(target.name)) continue;
        if (target.module !== file.module || isRoute) crossings.push(`${where(file, node)} imports ${target.module}/${target.name}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
