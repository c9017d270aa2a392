import { describe, expect, it } from 'vitest';
import { backgroundAliases, backgroundTypes, experimentalBackgrounds, isBackgroundType, rendererOf, selectableBackgrounds } from './backgrounds';

describe('background types', () => {
  it('lists the 19 types of the specification', () => {
    expect(backgroundTypes).toHaveLength(19);
    expect(new Set(backgroundTypes).size).toBe(19);
  });

  it('resolves aliases to a type that has its own renderer', () => {
    for (const [alias, target] of Object.entries(backgroundAliases)) {
      expect(rendererOf(alias as never)).toBe(target);
      expect(Object.keys(backgroundAliases)).not.toContain(target);
    }
    expect(rendererOf('cognitive-nodes')).toBe('cognitive-nodes');
    expect(rendererOf('cyberpunk-matrix')).toBe('cyberpunk-matrix');
  });

  it('marks dynamic-flow and lens-flare as experimental and hides low-poly from the selector', () => {
    expect([...experimentalBackgrounds].sort()).toEqual(['dynamic-flow', 'lens-flare']);
    expect(selectableBackgrounds).toHaveLength(18);
    expect(selectableBackgrounds).not.toContain('low-poly');
  });

  it('recognises only known types', () => {
    expect(isBackgroundType('hexagon')).toBe(true);
    expect(isBackgroundType('plasma')).toBe(false);
  });
});
