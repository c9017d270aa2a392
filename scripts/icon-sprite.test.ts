import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, iconNamesIn, spriteOf } from './icon-sprite';

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
        '<symbol id="clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></symbol>' +
        '<symbol id="odd" viewBox="0 0 24 24"><g id="x&quot;y"><path d="M0 0"/></g></symbol>' +
        '</svg>\n',
    );
  });

  it("holds a symbol for every icon the app imports, an alias taking its icon's shapes, under a name that follows its content", async () => {
    const { names, sprite, fileName } = await buildIconSprite('app');
    expect(names.size).toBeGreaterThan(50);
    for (const name of names) expect(sprite).toContain(`<symbol id="${name}" `);
    const header = readFileSync('app/features/layout/site-header.tsx', 'utf8');
    for (const name of iconNamesIn([header])) expect(names.has(name)).toBe(true);
    // lucide's trash-2 re-exports trash: the alias gets trash's shapes.
    const trash = /<symbol id="trash" [^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1];
    const trash2 = /<symbol id="trash-2" [^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1];
    if (names.has('trash') && names.has('trash-2')) expect(trash2).toBe(trash);
    expect(trash2).toMatch(/^<path /);
    expect(fileName).toMatch(/^assets\/icons-[0-9a-f]{8}\.svg$/);
    expect((await buildIconSprite('app')).fileName).toBe(fileName);
  });
});
