import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferBootstrap, shapeForFirstPaint, stylesheetHref } from './first-paint';

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
  const shaped = shapeForFirstPaint(page, 'h1{color:red}');

  it('finds the stylesheet the page links', () => {
    expect(stylesheetHref(page)).toBe('/assets/shell-5.css');
  });

  it('carries the stylesheet inside the document and keeps the link for React, print-only', () => {
    expect(shaped).toContain('<style>h1{color:red}</style><link rel="stylesheet" media="print" href="/assets/shell-5.css#"/>');
  });

  it('drops the module preloads', () => {
    expect(shaped).not.toContain('modulepreload');
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

  it('refuses a stylesheet that would close its own element', () => {
    expect(() => shapeForFirstPaint(page, 'a{content:"</style>"}')).toThrow(/style/);
  });

  it('leaves a document without stylesheet or bootstrap as it is', () => {
    expect(shapeForFirstPaint('<html><body>x</body></html>', 'a{}')).toBe('<html><body>x</body></html>');
  });
});
