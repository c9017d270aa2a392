import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, iconNamesIn, inlineIconSymbols, spriteOf } from './icon-sprite';

describe('the icon sprite', () => {
  it('reads each icon that the sources import, once and sorted', () => {
    const sources = [
      "import Clock from 'lucide-react/icons/clock';\nimport Mail from \"lucide-react/icons/mail\";",
      "import Clock from 'lucide-react/icons/clock';\nimport type { LucideIcon } from 'lucide-react';",
    ];
    expect(iconNamesIn(sources)).toEqual(['clock', 'mail']);
  });

  it("draws each icon with lucide's shapes, without React's keys, and escapes attribute values", () => {
    const sprite = spriteOf([
      { name: 'clock', node: [['circle', { cx: '12', cy: '12', r: '10', key: 'a' }], ['path', { d: 'M12 6v6l4 2', key: 'b' }]] },
      { name: 'odd', node: [['g', { id: 'x"y' }, [['path', { d: 'M0 0' }]]]] },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="icone-clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></symbol>' +
        '<symbol id="icone-odd" viewBox="0 0 24 24"><g id="x&quot;y"><path d="M0 0"/></g></symbol>' +
        '</svg>\n',
    );
  });

  it("holds a symbol for every icon the app imports, an alias taking its icon's shapes, under a name that follows its content", async () => {
    const { names, sprite, fileName } = await buildIconSprite('app');
    expect(names.size).toBeGreaterThan(50);
    for (const name of names) expect(sprite).toContain(`<symbol id="icone-${name}" `);
    const header = readFileSync('app/features/layout/site-header.tsx', 'utf8');
    for (const name of iconNamesIn([header])) expect(names.has(name)).toBe(true);
    // lucide's trash-2 re-exports trash: the alias gets trash's shapes.
    const trash = /<symbol id="icone-trash" [^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1];
    const trash2 = /<symbol id="icone-trash-2" [^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1];
    if (names.has('trash') && names.has('trash-2')) expect(trash2).toBe(trash);
    expect(trash2).toMatch(/^<path /);
    expect(fileName).toMatch(/^assets\/icons-[0-9a-f]{8}\.svg$/);
    expect((await buildIconSprite('app')).fileName).toBe(fileName);
  });

  describe('in a pre-rendered page', () => {
    const symbols = new Map([
      ['clock', '<symbol id="icone-clock"></symbol>'],
      ['mail', '<symbol id="icone-mail"></symbol>'],
      ['heart', '<symbol id="icone-heart"></symbol>'],
    ]);
    const host = '<svg id="icones" aria-hidden="true" width="0" height="0" class="absolute overflow-hidden"></svg>';
    const page = (body: string) => `<html><body>${body}${host}<script></script></body></html>`;

    it('writes the symbols of the icons the page shows, each once and sorted, into their holder', () => {
      const html = page('<svg class="lucide"><use href="#icone-mail"></use></svg><svg><use href="#icone-clock"></use></svg><svg><use href="#icone-mail"></use></svg>');
      expect(inlineIconSymbols(html, symbols)).toContain(
        '<svg id="icones" aria-hidden="true" width="0" height="0" class="absolute overflow-hidden"><symbol id="icone-clock"></symbol><symbol id="icone-mail"></symbol></svg><script>',
      );
    });

    it('leaves a page without a holder, or already filled, as it is', () => {
      const noHolder = '<html><body><svg><use href="#icone-mail"></use></svg></body></html>';
      expect(inlineIconSymbols(noHolder, symbols)).toBe(noHolder);
      const filled = inlineIconSymbols(page('<svg><use href="#icone-heart"></use></svg>'), symbols);
      expect(inlineIconSymbols(filled, symbols)).toBe(filled);
    });

    it('refuses an icon that the sprite does not hold', () => {
      expect(() => inlineIconSymbols(page('<svg><use href="#icone-unknown"></use></svg>'), symbols)).toThrow(/unknown/);
    });
  });
});
