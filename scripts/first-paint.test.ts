import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chunkImportsIn, dependenciesFirst, deferBootstrap, shapeForFirstPaint, stylesheetHref } from './first-paint';

const bootstrap = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/home-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n');

const page = [
  '<html><head><title>t</title>',
  '<link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/home-3.js"/>',
  '<link rel="stylesheet" href="/assets/shell-5.css#"/></head><body><h1>Bonjour</h1>',
  `<script type="module" async="">${bootstrap}</script></body></html>`,
].join('');

describe('shapeForFirstPaint', () => {
  const shaped = shapeForFirstPaint(page, { css: 'h1{color:red}', restHref: '/assets/rest-6.css' });

  it('finds the stylesheet the page links', () => {
    expect(stylesheetHref(page)).toBe('/assets/shell-5.css');
  });

  it("carries the page's rules inside the document with the address of the rest, and keeps the link for React, disabled so that it is not fetched", () => {
    expect(shaped).toContain('<style data-rest-href="/assets/rest-6.css">h1{color:red}</style><link rel="stylesheet" disabled="" href="/assets/shell-5.css#"/>');
  });

  it('names no rest when the page carries every rule', () => {
    expect(shapeForFirstPaint(page, { css: 'h1{color:red}' })).toContain('<style>h1{color:red}</style>');
  });

  it('drops the module preloads from the document, which the bootstrap adds once the page has painted', () => {
    expect(shaped).not.toContain('<link rel="modulepreload"');
  });

  it('imports nothing statically before the paint, and keeps every module and statement', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(shaped)?.[1] ?? '';
    expect(script).not.toMatch(/^import /m);
    for (const url of ['/assets/manifest-1.js', '/assets/root-2.js', '/assets/home-3.js', '/assets/entry.client-4.js']) {
      expect(script).toContain(`import("${url}")`);
    }
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain("getEntriesByName('first-contentful-paint')");
    expect(script.indexOf('__reactRouterRouteModules')).toBeLessThan(script.indexOf("dispatchEvent(new Event('route-modules-ready'))"));
  });

  it('writes JavaScript that parses', () => {
    expect(() => new Script(deferBootstrap(bootstrap))).not.toThrow();
  });

  it('evaluates every chunk the modules reach, one per task, the chunks each imports first', () => {
    const chunkImports: Record<string, string[]> = {
      '/assets/root-2.js': ['/assets/shell-6.js'],
      '/assets/home-3.js': ['/assets/shell-6.js', '/assets/entry.client-4.js'],
      '/assets/shell-6.js': ['/assets/entry.client-4.js'],
      '/assets/entry.client-4.js': ['/assets/react-7.js', '/assets/router-8.js'],
      '/assets/router-8.js': ['/assets/react-7.js'],
    };
    const script = deferBootstrap(bootstrap, (url) => chunkImports[url] ?? []);
    const chunks = JSON.parse(/const chunks=(\[[^\]]*\]);/.exec(script)?.[1] ?? '[]') as string[];
    expect(chunks).toEqual([
      '/assets/manifest-1.js',
      '/assets/react-7.js',
      '/assets/router-8.js',
      '/assets/entry.client-4.js',
      '/assets/shell-6.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
    ]);
    expect(script).toContain("link.rel=as?'preload':'modulepreload'");
    // One fetch started per task, then the rest of the stylesheet, then one chunk evaluated per task.
    expect(script).toContain("for(const chunk of chunks){preload(chunk);await turn()}if(restHref)preload(restHref,'style');for(const chunk of chunks){await import(chunk);await turn()}");
    expect(() => new Script(script)).not.toThrow();
  });

  it("reads a built chunk's static imports, not its dynamic ones", () => {
    const source = 'import{r as e}from"./rolldown-runtime-1.js";import"./side-2.js";import { t } from "./shell-3.js";const l=()=>import("./lazy-4.js");';
    expect(chunkImportsIn(source, '/assets/home-5.js')).toEqual(['/assets/rolldown-runtime-1.js', '/assets/side-2.js', '/assets/shell-3.js']);
  });

  it('orders a chunk after the chunks it imports, once each, even through a cycle', () => {
    const imports: Record<string, string[]> = { a: ['b', 'c'], b: ['c'], c: ['a'] };
    expect(dependenciesFirst(['a'], (url) => imports[url] ?? [])).toEqual(['c', 'b', 'a']);
  });

  it('refuses a stylesheet that would close its own element', () => {
    expect(() => shapeForFirstPaint(page, { css: 'a{content:"</style>"}' })).toThrow(/style/);
  });

  it('leaves a document without stylesheet or bootstrap as it is', () => {
    expect(shapeForFirstPaint('<html><body>x</body></html>', { css: 'a{}' })).toBe('<html><body>x</body></html>');
  });
});
