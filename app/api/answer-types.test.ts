import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The client types each answer from its route's schema (`Answer<typeof usersAnswer>`, app/api/http.ts), never by
// a hand-written object type given to the API layer: such a type says what someone believed the server answers.

const APP_DIR = resolve(__dirname, '..');
const API_DIR = __dirname;

interface Source {
  path: string;
  source: ts.SourceFile;
}

const parse = (path: string, text: string): Source => ({
  path,
  source: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
});

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A declared function with type parameters, its name and body: `function f<T>() {}` or `const f = <T>() => …`. */
function genericFunction(node: ts.Node): { name: string; fn: ts.SignatureDeclaration; exported: boolean } | null {
  if (ts.isFunctionDeclaration(node) && node.name && node.typeParameters?.length) return { name: node.name.text, fn: node, exported: exported(node) };
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
    if (!node.initializer.typeParameters?.length) return null;
    const statement = node.parent.parent;
    return { name: node.name.text, fn: node.initializer, exported: exported(statement) };
  }
  return null;
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : null;

/**
 * The calls that take an answer type, each with the positions of its type arguments that are answer types: every
 * position of the generic functions the API layer exports (`adminFetch`, `request`, `requestOptional`, `uploadJson`,
 * …), and of a wrapper elsewhere the positions of its own type parameters it hands to one of them
 * (`gitFetch = <T>(path) => adminFetch<T>(path, …)`; a request body's type parameter is not an answer).
 */
export function answerCalls(api: Source[], app: Source[]): Map<string, Set<number>> {
  const calls = new Map<string, Set<number>>();
  for (const file of api) visit(file.source, (node) => {
    const found = genericFunction(node);
    if (found?.exported) calls.set(found.name, new Set(found.fn.typeParameters?.map((_, index) => index)));
  });
  for (let grown = true; grown; ) {
    grown = false;
    for (const file of app) visit(file.source, (node) => {
      const found = genericFunction(node);
      if (!found || calls.has(found.name)) return;
      const own = found.fn.typeParameters?.map((p) => p.name.text) ?? [];
      const answers = new Set<number>();
      visit(found.fn, (inner) => {
        if (!ts.isCallExpression(inner)) return;
        const positions = calls.get(calleeName(inner) ?? '');
        if (!positions) return;
        inner.typeArguments?.forEach((arg, index) => {
          if (positions.has(index) && ts.isTypeReferenceNode(arg) && ts.isIdentifier(arg.typeName) && own.includes(arg.typeName.text)) {
            answers.add(own.indexOf(arg.typeName.text));
          }
        });
      });
      if (answers.size) {
        calls.set(found.name, answers);
        grown = true;
      }
    });
  }
  return calls;
}

/** Each call of the API layer whose answer type argument writes an object type by hand (`adminFetch<{ users: AdminUser[] }>`), as file:line. */
export function inlineAnswerTypes(api: Source[], app: Source[], root: string): string[] {
  const calls = answerCalls(api, app);
  const found: string[] = [];
  for (const file of app) visit(file.source, (node) => {
    if (!ts.isCallExpression(node) || !node.typeArguments) return;
    const name = calleeName(node);
    const positions = name ? calls.get(name) : undefined;
    if (!positions) return;
    let literal = false;
    node.typeArguments.forEach((arg, index) => {
      if (positions.has(index)) visit(arg, (part) => (literal ||= ts.isTypeLiteralNode(part)));
    });
    if (literal) found.push(`${relative(root, file.path)}:${file.source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${name}`);
  });
  return found;
}

const read = (dir: string, filter: (file: string) => boolean): Source[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && filter(file))
    .map((file) => join(dir, file))
    .map((path) => parse(path, readFileSync(path, 'utf8')));

describe('answer types of the client', () => {
  it('finds a hand-written object type given to the API layer or to a wrapper of it, and leaves inferred ones alone', () => {
    const api = [
      parse('/s/api/admin-fetch.ts', 'export function adminFetch<T>(path: string): Promise<T> { return request<T>(path); }\nfunction local<T>() {}'),
      parse('/s/api/http.ts', 'export const requestOptional = async <T>(path: string): Promise<T | null> => null;'),
    ];
    const app = [
      parse(
        '/s/features/users.ts',
        [
          "import type { usersAnswer } from '../../domain/api/admin-answers';",
          "const inline = () => adminFetch<{ users: AdminUser[] }>('/api/admin/users');",
          "const inferred = () => adminFetch<Answer<typeof usersAnswer>>('/api/admin/users');",
          "const nested = () => requestOptional<Array<{ id: number }> | null>('/api/x');",
          "const gitFetch = <T,>(path: string) => adminFetch<T>(path);",
          "const wrapped = () => gitFetch<{ commits: string[] }>('/api/admin/git-history');",
          "const write = <Body, Reply>(body: Body) => adminFetch<Reply>('/api/x');",
          "const posted = () => write<{ text: string }, { message: string }>({ text: '' });",
          "const bodyOnly = () => write<{ text: string }, Answer<typeof noteAnswer>>({ text: '' });",
          "const other = () => useState<{ open: boolean }>({ open: false });",
          "const hidden = () => local<{ a: 1 }>();",
        ].join('\n'),
      ),
    ];
    expect(inlineAnswerTypes(api, app, '/s')).toEqual(['features/users.ts:2 adminFetch', 'features/users.ts:4 requestOptional', 'features/users.ts:6 gitFetch', 'features/users.ts:8 write']);
  });

  it('the calls of app/ give the API layer answer types inferred from the schemas of domain/api', () => {
    const api = read(API_DIR, () => true);
    const app = read(APP_DIR, (file) => !file.startsWith('api/'));
    expect([...answerCalls(api, app).keys()]).toEqual(expect.arrayContaining(['adminFetch', 'request', 'requestOptional', 'uploadJson', 'gitFetch', 'useConversationWrite']));
    expect(inlineAnswerTypes(api, app, APP_DIR)).toEqual([]);
  });
});
