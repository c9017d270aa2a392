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
  adminRecoveryCodes: 'admin-users',
  adminSessions: 'auth',
  adminApiTokens: 'api-keys',
  loginThrottles: 'auth',
  loginEvents: 'auth',
  passwordResets: 'auth',
  adminSwitches: 'dashboard',
  trackingLinks: 'tracking-links',
  trackingLinkClicks: 'tracking-links',
  campaignSpends: 'tracking-links',
  qrCodes: 'qr-codes',
  businessCardOwners: 'business-cards',
  businessCardFaces: 'business-cards',
  businessCardIterations: 'business-cards',
  jobLeases: 'jobs',
  retentionPurges: 'retention',
  errorReports: 'client-errors',
  webhookDeliveries: 'notifications',
  outgoingEmails: 'outgoing-mail',
  actionReminders: 'dashboard',
  requestMessages: 'requests',
  replyTemplates: 'requests',
  blockedSenders: 'requests',
  prospectActivities: 'prospects',
  prospectEmails: 'prospects',
  prospectEmailReplies: 'prospects',
  prospectNotes: 'prospects',
  siteRedirects: 'redirects',
  emailAttachments: 'email-attachments',
  satisfactionSurveys: 'satisfaction',
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

/** Each module and the other modules its files import (tests aside). */
function moduleGraph(files: SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = graph.get(file.module) ?? new Set<string>();
    graph.set(file.module, targets);
    for (const { target } of importsOf(file)) if (target && target.module !== file.module) targets.add(target.module);
  }
  return graph;
}

/** Every import cycle between modules, each written once as a path from its first module (alphabetically) back to it. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      if (next === start) found.add([...path, start].join(' → '));
      else if (next > start && !path.includes(next)) walk(start, [...path, next]);
    }
  };
  for (const module of [...graph.keys()].sort()) walk(module, [module]);
  return [...found].sort();
}

/** Names a file imports from domain/api/, the one home of the answer schemas. */
const answerSchemasImportedBy = (file: SourceFile) =>
  new Set(
    file.source.statements.flatMap((statement) =>
      ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && /\/domain\/api\//.test(statement.moduleSpecifier.text)
        ? (statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings) ? statement.importClause.namedBindings.elements.map((e) => e.name.text) : [])
        : [],
    ),
  );

const propertyNamed = (node: ts.ObjectLiteralExpression, name: string) =>
  node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);

/**
 * Route answers written in place: in a route's `schema.response`, every status must be wrapped by `answers()`
 * (which adds the French error shape) and name a schema imported from domain/api/, never one built in the file.
 */
function inlineAnswerSchemas(file: SourceFile): string[] {
  const imported = answerSchemasImportedBy(file);
  const problems: string[] = [];
  visit(file.source, (node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    const schema = propertyNamed(node, 'schema');
    if (!schema || !ts.isObjectLiteralExpression(schema.initializer)) return;
    const response = propertyNamed(schema.initializer, 'response');
    if (!response) return;
    const wrapped = ts.isCallExpression(response.initializer) && response.initializer.expression.getText() === 'answers' ? response.initializer.arguments[0] : undefined;
    if (!wrapped) problems.push(`${where(file, response)}: response not wrapped by answers()`);
    const byStatus = wrapped ?? response.initializer;
    if (!ts.isObjectLiteralExpression(byStatus)) return;
    for (const status of byStatus.properties) {
      const value = ts.isPropertyAssignment(status) ? status.initializer : ts.isShorthandPropertyAssignment(status) ? status.name : status;
      if (!ts.isIdentifier(value) || !imported.has(value.text)) problems.push(`${where(file, status)}: answer ${value.getText().slice(0, 40)} not imported from domain/api/`);
    }
  });
  return problems;
}

const sampleFile = (module: string, name: string, text: string): SourceFile => {
  const path = join(MODULES_DIR, module, name);
  return { module, path, source: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true) };
};

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


describe('module boundaries', () => {
  it('finds an import cycle between modules in sample sources', () => {
    const sample = [
      sampleFile('alpha', 'service.ts', "import { betaService } from '../beta/service';"),
      sampleFile('beta', 'service.ts', "import { gammaService } from '../gamma/service';"),
      sampleFile('gamma', 'service.ts', "import type { Alpha } from '../alpha/service'; import { x } from '../../lib/x';"),
      sampleFile('delta', 'service.ts', "import { betaService } from '../beta/service';"),
    ];
    expect(cyclesOf(moduleGraph(sample))).toEqual(['alpha → beta → gamma → alpha']);
    expect(cyclesOf(moduleGraph(sample.slice(0, 2)))).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(cyclesOf(moduleGraph(sources))).toEqual([]);
  });

  it('finds an answer schema written in a route file, and one not wrapped by answers(), in a sample source', () => {
    const sample = sampleFile(
      'sample',
      'routes.ts',
      [
        "import { answers } from '../../../domain/api/answers';",
        "import { thingAnswer } from '../../../domain/api/thing-answers';",
        "import { z } from '../../../domain/validation/zod';",
        'const local = z.object({ success: z.literal(true) });',
        "routes.get('/a', { schema: { response: answers({ 200: thingAnswer }) } }, handler);",
        "routes.get('/b', { schema: { response: answers({ 200: z.object({ success: z.literal(true) }) }) } }, handler);",
        "routes.get('/c', { schema: { response: answers({ 200: local }) } }, handler);",
        "routes.get('/d', { schema: { response: { 200: thingAnswer } } }, handler);",
      ].join('\n'),
    );
    expect(inlineAnswerSchemas(sample)).toEqual([
      expect.stringMatching(/routes\.ts:6: answer z\.object/),
      expect.stringMatching(/routes\.ts:7: answer local not imported/),
      expect.stringMatching(/routes\.ts:8: response not wrapped by answers\(\)/),
    ]);
  });

  it('declares every route answer with answers() and a schema of domain/api/', () => {
    expect(sources.flatMap(inlineAnswerSchemas)).toEqual([]);
  });
});
