import { createHash } from 'node:crypto';

/** The parts of an OpenAPI 3 document the page reads. */
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, unknown>;
}
interface ApiDocument {
  openapi: string;
  info: { title: string; description?: string };
  paths?: Record<string, Record<string, Operation | unknown> | undefined>;
}

const STYLE = `
body{margin:0;padding:2rem 1rem;background:#0b1020;color:#e5e7eb;font:15px/1.5 system-ui,sans-serif}
main{max-width:64rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#9ca3af}
a{color:#93c5fd}a:focus-visible{outline:2px solid #93c5fd;outline-offset:2px}
table{width:100%;border-collapse:collapse;margin-top:1.5rem}caption{text-align:left;color:#9ca3af;padding-bottom:.5rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #1f2937;vertical-align:top}
th{color:#9ca3af;font-weight:600}code{font-family:ui-monospace,monospace;font-size:.9em;overflow-wrap:anywhere}
.m{font-weight:700;color:#fbbf24}.m,.r{white-space:nowrap}.scroll{overflow-x:auto}
@media (max-width:40rem){body{padding:1rem .5rem}th,td{padding:.4rem .3rem;font-size:13px}}
`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const fieldsOf = (schema: unknown): string[] =>
  schema && typeof schema === 'object' && 'properties' in schema ? Object.keys((schema as { properties: object }).properties) : [];

function requestParts(operation: Operation): string {
  const parts: string[] = [];
  const parameters = operation.parameters ?? [];
  for (const where of ['path', 'query'] as const) {
    const names = parameters.filter((p) => p.in === where).map((p) => p.name);
    if (names.length) parts.push(`${where === 'path' ? 'chemin' : 'requête'} : ${names.join(', ')}`);
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodyFields = fieldsOf(body);
  if (body) parts.push(`corps : ${bodyFields.length ? bodyFields.join(', ') : 'JSON'}`);
  return parts.length ? parts.map(escape).join('<br>') : '—';
}

/** A page without script listing every route of the document; its one style block is allowed by its hash. */
export function apiDocsPage(document: object): { html: string; csp: string } {
  const { info, paths, openapi } = document as ApiDocument;
  const rows: string[] = [];
  for (const [path, item] of Object.entries(paths ?? {})) {
    for (const [method, entry] of Object.entries(item ?? {})) {
      if (!entry || typeof entry !== 'object' || !('responses' in entry)) continue;
      const operation = entry as Operation;
      rows.push(
        `<tr><td class="m">${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${requestParts(operation)}</td><td class="r">${escape(Object.keys(operation.responses).join(', '))}</td></tr>`,
      );
    }
  }
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(info.title)} — routes</title><style>${STYLE}</style></head><body><main>
<h1>${escape(info.title)}</h1>
<p>${escape(info.description ?? '')} Le document complet : <a href="/api/admin/openapi.json">openapi.json</a> (OpenAPI ${escape(openapi)}).</p>
<div class="scroll"><table><caption>${rows.length} routes, générées à partir de leurs schémas</caption>
<thead><tr><th scope="col">Méthode</th><th scope="col">Chemin</th><th scope="col">Entrée</th><th scope="col">Réponses</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div></main></body></html>`;
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return { html, csp: `default-src 'none'; style-src 'sha256-${styleHash}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'` };
}
