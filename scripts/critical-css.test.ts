import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { pageVocabulary, restFileName, splitStylesheet } from './critical-css';

const stylesheet = [
  '@layer theme,base,components,utilities;',
  '@layer theme{:root{--color-ink:#05070f}}',
  '@layer base{*{margin:0}dialog{padding:0}}',
  '@layer utilities{',
  '.hidden{display:none}',
  '.flex{display:flex}',
  '.text-white{color:#fff}',
  '.text-red-400{color:red}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '.\\[\\&_a\\]\\:underline a{text-decoration:underline}',
  ':is(.open,.closed) .is-child{opacity:1}',
  '.solo:not(.absent){opacity:.5}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  '}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  'html{color-scheme:dark}.reveal-up{animation:spin 1s}',
].join('');

const page = (body: string) => pageVocabulary(`<html><body>${body}</body></html>`);
const selectorsOf = (css: string) => {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (!/keyframes/.test((rule.parent as postcss.AtRule | undefined)?.name ?? '')) selectors.push(rule.selector);
  });
  return selectors;
};

describe('pageVocabulary', () => {
  it('reads class names as the browser does, entities decoded, with ids and element names', () => {
    const vocabulary = pageVocabulary('<main id="contenu" class="flex [&amp;_a]:underline  md:flex"><a href="/">x</a></main>');
    expect([...vocabulary.classes]).toEqual(['flex', '[&_a]:underline', 'md:flex']);
    expect(vocabulary.ids.has('contenu')).toBe(true);
    expect([...vocabulary.tags]).toEqual(['main', 'a']);
  });
});

describe('splitStylesheet', () => {
  const { critical, rest } = splitStylesheet(stylesheet, page('<div class="md:flex text-white [&amp;_a]:underline group"><span class="group-hover:underline is-child closed solo">x</span><a href="/">lien</a></div>'));

  it("keeps inline the rules the page's classes and elements can match, states and :not() included", () => {
    const inline = selectorsOf(critical);
    for (const selector of ['.md\\:flex', '.text-white', '.\\[\\&_a\\]\\:underline a', '.group:hover .group-hover\\:underline', ':is(.open,.closed) .is-child', '.solo:not(.absent)', '*']) {
      expect(inline).toContain(selector);
    }
  });

  it('leaves out the rules whose classes or elements the page does not hold', () => {
    const inline = selectorsOf(critical);
    for (const selector of ['.text-red-400', '.md\\:grid', 'dialog']) expect(inline).not.toContain(selector);
    expect(selectorsOf(rest)).toEqual(expect.arrayContaining(['.text-red-400', '.md\\:grid', 'dialog', '.hidden', '.flex']));
  });

  it('loses no rule and doubles none', () => {
    const all = selectorsOf(stylesheet);
    expect([...selectorsOf(critical), ...selectorsOf(rest)].sort()).toEqual([...all].sort());
  });

  it('keeps unlayered rules, @property and @keyframes inline only', () => {
    expect(critical).toContain('html{color-scheme:dark}');
    expect(critical).toContain('.reveal-up{');
    expect(critical).toContain('@property --tw-shadow');
    expect(critical).toContain('@keyframes spin');
    expect(rest).not.toMatch(/@property|@keyframes|html\{/);
  });

  it("gives each run of rules a sub-layer, declared in the stylesheet's order by the inline part", () => {
    // utilities: .hidden .flex (rest) | .text-white | .text-red-400 (rest) | four rules and .md:flex | .md:grid (rest)
    expect(critical).toContain('@layer utilities{@layer s0,s1,s2,s3,s4;');
    expect(rest).toContain('@layer s0{.hidden{display:none}.flex{display:flex}}');
    expect(critical).toContain('@layer s1{.text-white{color:#fff}}');
    expect(rest).toContain('@layer s2{.text-red-400{color:red}}');
    expect(critical).toContain('@media (min-width:48rem){@layer s3{.md\\:flex{display:flex}}}');
    expect(rest).toContain('@media (min-width:48rem){@layer s4{.md\\:grid{display:grid}}}');
    // A layer whose rules all go one way needs no sub-layer.
    expect(critical).toContain('@layer theme{:root{--color-ink:#05070f}}');
  });

  it('leaves nothing for later when the page can use every rule', () => {
    const everything = page(
      '<dialog class="hidden flex text-white text-red-400 group group-hover:underline [&amp;_a]:underline is-child open solo md:flex md:grid reveal-up"><a>x</a></dialog>',
    );
    expect(splitStylesheet(stylesheet, everything).rest).toBe('');
  });

  it('refuses a layer inside a layer, whose sub-layers it would not order', () => {
    expect(() => splitStylesheet('@layer a{@layer b{.x{color:red}}.y{color:blue}}', page('<p class="x">x</p>'))).toThrow(/imbriquée/);
  });

  it('refuses a split that would reverse two !important declarations of the same property', () => {
    const css = '@layer base{.a{color:red!important}.b{color:blue}.c{color:green!important}}';
    expect(() => splitStylesheet(css, page('<p class="a c">x</p>'))).toThrow(/!important/);
  });
});

describe('restFileName', () => {
  it('follows the content', () => {
    expect(restFileName('a{}')).toMatch(/^rest-[\w-]{10}\.css$/);
    expect(restFileName('a{}')).not.toBe(restFileName('b{}'));
  });
});
