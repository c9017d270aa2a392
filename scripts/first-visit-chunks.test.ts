import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SCRIPT_BUDGETS_KB } from '../domain/first-visit-budgets';
import { firstVisitSets, formatterModule, leadFormModule, reactModule, routerModule } from './first-visit-chunks';

const graph = (edges: Record<string, string[]>) => ({ ids: Object.keys(edges), staticImports: (id: string) => edges[id] ?? [] });

const edges = {
  '/p/app/entry.client.tsx': ['/node_modules/react-dom/client.js'],
  '/node_modules/react-dom/client.js': [],
  '/p/app/root.tsx': ['/p/app/seo.ts', '/node_modules/react/index.js'],
  '/p/app/routes/public-layout.tsx': ['/p/app/features/layout/site-header.tsx'],
  '/p/app/features/layout/site-header.tsx': ['\0sprite-icon:menu'],
  '/p/app/routes/home.tsx?route-chunk=main': ['/p/app/features/home/hero.tsx', '/p/app/ui/button-link.tsx', '/p/domain/catalogue/testimonials.ts'],
  '/p/app/features/home/hero.tsx': ['\0sprite-icon:star'],
  '/p/app/ui/button-link.tsx': [],
  '/p/app/routes/pricing.tsx': ['/p/app/ui/button-link.tsx', '/p/app/features/pricing/slider.tsx'],
  '/p/app/routes/workflows-assistants.tsx': ['/p/domain/catalogue/premium-assistants.ts', '/p/domain/catalogue/n8n-workflows.ts', '/p/domain/catalogue/testimonials.ts'],
  '/p/app/routes/employe.tsx': ['/p/domain/catalogue/profiles-premium.ts', '/p/domain/catalogue/premium-assistants.ts', '/p/domain/french-collation.ts'],
  '/p/domain/catalogue/premium-assistants.ts': [],
  '/p/domain/catalogue/n8n-workflows.ts': ['/p/domain/french-collation.ts', '/p/domain/catalogue/workflow-steps.ts'],
  '/p/domain/catalogue/workflow-steps.ts': [],
  '/p/domain/french-collation.ts': [],
  '/p/domain/catalogue/profiles-premium.ts': [],
  '/p/domain/catalogue/testimonials.ts': [],
  '/p/app/features/pricing/slider.tsx': ['\0sprite-icon:euro'],
  '/p/app/seo.ts': [],
  // Loaded by the consent banner and the analytics once the page is up, not imported statically by the shell.
  '/p/app/features/analytics/consent-banner.tsx': ['/p/app/features/analytics/consent-store.ts', '/p/app/features/analytics/site-config.ts'],
  '/p/app/features/analytics/consent-store.ts': [],
  '/p/app/features/analytics/site-config.ts': [],
  '/node_modules/react/index.js': [],
  '\0sprite-icon:menu': [],
  '\0sprite-icon:star': [],
  '\0sprite-icon:euro': [],
};

describe('first-visit chunks', () => {
  const sets = firstVisitSets(graph(edges));

  it('puts the client entry and the packages of the shell and the home page in the framework chunk', () => {
    expect([...sets.framework].sort()).toEqual([
      '\0sprite-icon:menu',
      '\0sprite-icon:star',
      '/node_modules/react-dom/client.js',
      '/node_modules/react/index.js',
      '/p/app/entry.client.tsx',
    ]);
  });

  it("keeps another page's icons out of the first visit", () => {
    expect(sets.framework.has('\0sprite-icon:euro')).toBe(false);
  });

  it('puts the shell code, the analytics stores and the home code other pages share in the shell chunk, not home-only code', () => {
    expect([...sets.shell].sort()).toEqual([
      '/p/app/features/analytics/consent-store.ts',
      '/p/app/features/analytics/site-config.ts',
      '/p/app/features/layout/site-header.tsx',
      '/p/app/root.tsx',
      '/p/app/routes/public-layout.tsx',
      '/p/app/seo.ts',
      '/p/app/ui/button-link.tsx',
      '/p/domain/catalogue/testimonials.ts',
    ]);
  });

  it("gathers the data only the catalogue reads, neither the shell's nor what another page reads too", () => {
    expect([...sets.catalogueData].sort()).toEqual(['/p/domain/catalogue/n8n-workflows.ts', '/p/domain/catalogue/workflow-steps.ts']);
  });

  it('keeps apart the catalogue data another page reads too, so that page does not download the whole catalogue', () => {
    expect([...sets.catalogueShared].sort()).toEqual(['/p/domain/catalogue/premium-assistants.ts', '/p/domain/french-collation.ts']);
  });
});

describe('the framework chunks cached apart from the application', () => {
  it('gives React, React DOM and its scheduler a chunk of their own', () => {
    for (const id of ['/p/node_modules/react/index.js', '/p/node_modules/react-dom/cjs/react-dom-client.production.js', '/p/node_modules/scheduler/index.js']) {
      expect(reactModule.test(id)).toBe(true);
    }
    expect(reactModule.test('/p/node_modules/react-router/dist/index.mjs')).toBe(false);
    expect(reactModule.test('/p/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(false);
  });

  it('gathers the formatters of numbers, percentages, euros and dates, not other domain modules', () => {
    for (const name of ['numbers', 'percent', 'euros', 'calendar-day', 'french-dates']) expect(formatterModule.test(`/p/domain/${name}.ts`)).toBe(true);
    expect(formatterModule.test('/p/domain/french-collation.ts')).toBe(false);
    expect(formatterModule.test('/p/domain/notifications/numbers.ts')).toBe(false);
  });

  it('gathers what the lead forms share to send, not their schemas, which would bring zod along', () => {
    for (const path of [
      'app/api/public-form.ts',
      'app/api/submission-id.ts',
      'app/ui/kept-sending-status.tsx',
      'app/features/contact/submit-contact.ts',
      'app/features/callback/submit-callback.ts',
      'app/features/super-assistant/submit-lead.ts',
      'app/features/site-status/use-closure-notice.ts',
      'domain/settings/agency-closures.ts',
      'domain/validation/messages.ts',
    ]) {
      expect(leadFormModule.test(`/p/${path}`)).toBe(true);
    }
    expect(leadFormModule.test('C:\\p\\app\\api\\public-form.ts')).toBe(true);
    expect(leadFormModule.test('/p/domain/validation/submission-id.ts')).toBe(false);
    expect(leadFormModule.test('/p/domain/validation/contact-schema.ts')).toBe(false);
    expect(leadFormModule.test('/p/app/api/public-formXts')).toBe(false);
  });

  it('gives React Router a chunk of its own', () => {
    expect(routerModule.test('/p/node_modules/react-router/dist/production/chunk.mjs')).toBe(true);
    expect(routerModule.test('/p/node_modules/react/index.js')).toBe(false);
  });
});

/**
 * The byte budgets of the first visit (docs/decisions/0009-first-visit-weight.md), read from the build that
 * `npm test` makes before the unit tests: the compressed scripts each page preloads (React Router lists every
 * module the page needs to hydrate), with about 400 bytes of response headers per file, as Lighthouse counts them. e2e/first-visit-budget.spec.ts
 * measures the same in the browser, headers exactly.
 */
describe('the first-visit byte budgets of the build', () => {
  const site = process.env.SITE_DIR ?? 'build/client';
  const HEADER_BYTES = 400;

  const scriptKb = (path: string) => {
    const html = readFileSync(join(site, path, 'index.html'), 'utf8');
    const chunks = [...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] as string))];
    // Files under 512 bytes are not pre-compressed (scripts/postbuild.ts): they are compressed here.
    const compressed = (url: string) =>
      existsSync(join(site, `${url}.br`)) ? statSync(join(site, `${url}.br`)).size : brotliCompressSync(readFileSync(join(site, url))).length;
    const bytes = chunks.reduce((sum, url) => sum + compressed(url) + HEADER_BYTES, 0);
    return { files: chunks.length, kb: Math.round((bytes / 1024) * 10) / 10 };
  };

  it('has a build to read (npm test builds before the unit tests)', () => {
    expect(existsSync(join(site, 'index.html')), `${site} manque : lancez « npm run build »`).toBe(true);
  });

  for (const [path, budget] of Object.entries(SCRIPT_BUDGETS_KB)) {
    it.runIf(existsSync(join(site, 'index.html')))(`${path} loads at most ${budget} KB of compressed script before it is interactive`, () => {
      const { files, kb } = scriptKb(path);
      expect(files).toBeGreaterThan(3);
      expect(kb).toBeLessThanOrEqual(budget);
    });
  }
});
