import { createElement, forwardRef, type CSSProperties, type ReactNode, type SVGProps } from 'react';
import { ICON_SYMBOLS_ID, pageSymbolsMarkup, symbolHref } from './icon-symbols';

/** The props of a Lucide icon that this project passes (lucide-react's own `LucideProps`, minus its context). */
type SpriteIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

function hasAccessibleProp(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null);
}

/**
 * An icon drawn from its SVG symbol (`scripts/icon-sprite.ts`, decision 0292): an `<svg>` of lucide-react's
 * size, hidden from assistive technology unless labelled, holding one `<use>` of the symbol, which is in the
 * page or in the sprite file (`symbolHref`). The paths leave the pages' JavaScript.
 *
 * Lucide's default stroke (`currentColor`, 2 wide, round, no fill) is the `svg.lucide` rule of `app/app.css`,
 * in the base layer so that utility classes override it; a colour, fill or stroke width given as a prop is
 * written inline, as a style, since a presentation attribute would lose to that rule.
 */
export function spriteIcon(name: string) {
  const Icon = forwardRef<SVGSVGElement, SpriteIconProps>(function SpriteIcon(
    { color, size, width, height, fill, stroke, strokeWidth, absoluteStrokeWidth, className, style, children, ...rest },
    ref,
  ) {
    const shownWidth = width ?? size ?? DEFAULT_SIZE;
    const givenStroke = strokeWidth ?? (absoluteStrokeWidth ? DEFAULT_STROKE_WIDTH : undefined);
    const shownStroke =
      givenStroke !== undefined && absoluteStrokeWidth ? (Number(givenStroke) * DEFAULT_SIZE) / Number(shownWidth) : givenStroke;
    const inline: CSSProperties = {
      ...(color || stroke ? { stroke: color || stroke } : {}),
      ...(fill ? { fill } : {}),
      ...(shownStroke !== undefined ? { strokeWidth: shownStroke } : {}),
      ...style,
    };
    return createElement(
      'svg',
      {
        ref,
        width: shownWidth,
        height: height ?? size ?? DEFAULT_SIZE,
        className: className ? `lucide ${className}` : 'lucide',
        ...(Object.keys(inline).length ? { style: inline } : {}),
        ...(children || hasAccessibleProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      createElement('use', { href: symbolHref(name) }),
      children,
    );
  });
  Icon.displayName = name.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
  return Icon;
}

/**
 * Holds the symbols of the icons a pre-rendered page shows, written by the build after rendering
 * (`inlineIconSymbols` in scripts/icon-sprite.ts), so that the first paint needs no sprite file. It renders
 * once per visit: its content is never rendered again in the browser.
 */
export function IconSymbols() {
  return createElement('svg', {
    id: ICON_SYMBOLS_ID,
    'aria-hidden': 'true',
    width: 0,
    height: 0,
    className: 'absolute overflow-hidden',
    dangerouslySetInnerHTML: { __html: pageSymbolsMarkup() },
  });
}
