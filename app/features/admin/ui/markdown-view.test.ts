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

  it('puts a no-break space before ; : ? and ! in the text, not in code', () => {
    const html = render('**Titre** : une page ; une autre ? Oui !\n\n`a : b`\n\n```\nc ; d\n```');
    expect(html).toContain('<strong class="font-semibold text-white">Titre</strong>\u00a0: une page\u00a0; une autre\u00a0? Oui\u00a0!');
    expect(html).toContain('>a : b</code>');
    expect(html).toContain('c ; d');
  });

  it("writes no attribute for react-markdown's syntax tree", () => {
    expect(render('# Titre\n\nUn [lien](https://exemple.fr) **gras**')).not.toContain('node=');
  });

  it('still refuses raw HTML and scripts', () => {
    const html = render('<script>alert(1)</script>\n\n| a | b |\n| - | - |\n| <img src=x onerror=alert(1)> | 2 |');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });
});
