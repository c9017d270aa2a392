import { REST_HREF_ATTRIBUTE } from '../domain/first-paint';

/**
 * Shapes a pre-rendered document so that it paints after its first round trip (docs/decisions/0009): the rules
 * the page needs travel inside the HTML (scripts/critical-css.ts), with the address of the rest, which
 * `app/ui/rest-stylesheet.ts` loads once the page is hydrated. The `<link>` React renders stays (React hydrates
 * the `<head>` it rendered) but `disabled`, so it is never fetched. Scripts are left as React Router wrote them.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"#]+)#?"\/>/;

/** The stylesheet's address, or undefined when the document links none. */
export function stylesheetHref(html: string): string | undefined {
  return STYLESHEET_LINK.exec(html)?.[1];
}

/** Inline CSS may not close its own element; Tailwind never writes `</style`, but a content string could. */
function safeInlineCss(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('La feuille de style contient « </style » : elle ne peut pas être intégrée.');
  return css;
}

/** The rules a document carries, and the address of the rules it left out, if any. */
export interface InlineStylesheet {
  css: string;
  restHref?: string;
}

export function shapeForFirstPaint(html: string, stylesheet: InlineStylesheet): string {
  const link = STYLESHEET_LINK.exec(html);
  if (!link) return html;
  const disabled = link[0].replace('<link rel="stylesheet"', '<link rel="stylesheet" disabled=""');
  const rest = stylesheet.restHref ? ` ${REST_HREF_ATTRIBUTE}="${stylesheet.restHref}"` : '';
  return html.replace(link[0], () => `<style${rest}>${safeInlineCss(stylesheet.css)}</style>${disabled}`);
}
