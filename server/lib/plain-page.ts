import type { FastifyReply } from 'fastify';
import { siteConfig } from '../../domain/site-config';

/**
 * The few pages the server writes itself, outside the pre-rendered site: the answers to forms posted without
 * JavaScript and the satisfaction survey. Plain HTML in the site's dark colours, with its own few rules, no script.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string);

const STYLE = `:root{color-scheme:dark}body{margin:0;background:#05070f;color:#e5e7eb;font:16px/1.6 system-ui,sans-serif}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{color:#fff;font-size:1.9rem;line-height:1.2}
a{color:#a5b4fc}label{display:block;margin-top:1.1rem;font-weight:600;color:#f3f4f6}
input,textarea,select{box-sizing:border-box;width:100%;margin-top:.35rem;padding:.7rem .9rem;border:1px solid #374151;border-radius:.75rem;background:#0b1020;color:#f9fafb;font:inherit}
input:focus,textarea:focus,select:focus,button:focus,a:focus{outline:3px solid #818cf8;outline-offset:2px}
[aria-invalid=true]{border-color:#f87171}.erreur{margin:.3rem 0 0;color:#fca5a5}.aide{margin:.3rem 0 0;color:#9ca3af;font-size:.9rem}
button{margin-top:1.6rem;padding:.8rem 1.4rem;border:0;border-radius:.75rem;background:#4f46e5;color:#fff;font:inherit;font-weight:600;cursor:pointer}
fieldset{margin:1.4rem 0 0;padding:0;border:0}legend{font-weight:600;color:#f3f4f6}
.notes{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.5rem}.notes label{margin:0;font-weight:500}
.notes input{position:absolute;opacity:0;width:1px;height:1px}
.notes span{display:block;min-width:6.5rem;padding:.6rem .8rem;border:1px solid #374151;border-radius:.75rem;background:#0b1020;text-align:center}
.notes input:checked+span{border-color:#818cf8;background:#1e1b4b;color:#fff}.notes input:focus-visible+span{outline:3px solid #818cf8;outline-offset:2px}
.notes b{display:block;font-size:1.3rem;color:#fff}
.piste{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}`;

/** A whole page: its title (also the heading), then `body`, already HTML. */
export function plainPage(title: string, body: string): string {
  return `<!doctype html><html lang="fr" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** Answers with one of these pages. */
export const sendPage = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').send(html);
