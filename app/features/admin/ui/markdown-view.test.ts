import { readFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';

const render = (source: string) => renderToStaticMarkup(createElement(MarkdownView, { source }));

describe('MarkdownView', () => {
  it('renders the SEO guide table as an HTML table, not as pipes', async () => {
    const guide = await readFile('public/resources/docs/seo-guide.md', 'utf8');
    const html = render(guide);
    expect(html).toMatch(/<(table)[ >]/);
    expect(html).toMatch(/<th[^>]*>Point contrôlé<\/th>/);
    expect(html).not.toContain('| --- |');
  });

  it('renders task lists as disabled checkboxes and strikes through', () => {
    const html = render('- [x] fait\n- [ ] à faire\n\n~~ancien~~');
    expect(html.match(/<input[^>]*type="checkbox"[^>]*>/g)).toHaveLength(2);
    expect(html).toMatch(/<input[^>]*checked/);
    expect(html).toMatch(/<input[^>]*disabled/);
    expect(html).toContain('<del');
  });

  it('still refuses raw HTML and scripts', () => {
    const html = render('<script>alert(1)</script>\n\n| a | b |\n| - | - |\n| <img src=x onerror=alert(1)> | 2 |');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });
});
