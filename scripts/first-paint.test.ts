import { describe, expect, it } from 'vitest';
import { shapeForFirstPaint, stylesheetHref } from './first-paint';

const bootstrap = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-4.js");';

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

  it('leaves the module preloads and the scripts as React Router wrote them', () => {
    expect(shaped).toContain('<link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/home-3.js"/>');
    expect(shaped).toContain(`<script type="module" async="">${bootstrap}</script>`);
  });

  it('refuses a stylesheet that would close its own element', () => {
    expect(() => shapeForFirstPaint(page, { css: 'a{content:"</style>"}' })).toThrow(/style/);
  });

  it('leaves a document without stylesheet as it is', () => {
    expect(shapeForFirstPaint('<html><body>x</body></html>', { css: 'a{}' })).toBe('<html><body>x</body></html>');
  });
});
