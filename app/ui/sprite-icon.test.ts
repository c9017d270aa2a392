import Clock from 'lucide-react/icons/clock';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconSymbols, spriteIcon } from './sprite-icon';

const SpriteClock = spriteIcon('clock');
const render = (props: Record<string, unknown> = {}) => renderToStaticMarkup(createElement(SpriteClock, props));
const attribute = (markup: string, name: string) => new RegExp(`^<svg[^>]* ${name}="([^"]*)"`).exec(markup)?.[1];

describe('an icon drawn from the sprite', () => {
  it("is one <use> of the symbol the page holds, lucide's default stroke being left to the stylesheet", () => {
    expect(render()).toBe('<svg width="24" height="24" class="lucide" aria-hidden="true"><use href="#icone-clock"></use></svg>');
  });

  it('renders an empty holder for the symbols, which the build fills after pre-rendering', () => {
    expect(renderToStaticMarkup(createElement(IconSymbols))).toBe(
      '<svg id="icones" aria-hidden="true" width="0" height="0" class="absolute overflow-hidden"></svg>',
    );
  });

  it.each([
    ['no props', {}],
    ['a size', { size: 18 }],
    ['a width and a height', { width: 20, height: 12 }],
    ['a label', { 'aria-label': 'Horloge', role: 'img' }],
    ['aria-hidden set by the caller', { 'aria-hidden': true }],
  ])("is sized and hidden from assistive technology as lucide-react's icon is, with %s", (_, props) => {
    const lucide = renderToStaticMarkup(createElement(Clock, props));
    const sprite = render(props);
    for (const name of ['width', 'height', 'aria-hidden', 'aria-label', 'role']) expect(attribute(sprite, name)).toBe(attribute(lucide, name));
  });

  it('keeps the classes it is given after its own', () => {
    expect(attribute(render({ className: 'h-4 w-4 text-cyan-400' }), 'class')).toBe('lucide h-4 w-4 text-cyan-400');
  });

  it('writes a colour, a fill and a stroke width inline, where the stylesheet cannot override them', () => {
    expect(attribute(render({ color: '#fff', strokeWidth: 1.5 }), 'style')).toBe('stroke:#fff;stroke-width:1.5');
    expect(attribute(render({ fill: 'currentColor', style: { color: '#ea4335' } }), 'style')).toBe('fill:currentColor;color:#ea4335');
  });

  it('scales an absolute stroke width as lucide-react does', () => {
    expect(attribute(render({ size: 48, absoluteStrokeWidth: true }), 'style')).toBe('stroke-width:1');
    expect(attribute(render({ size: 12, strokeWidth: 1, absoluteStrokeWidth: true }), 'style')).toBe('stroke-width:2');
  });
});
