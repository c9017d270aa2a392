import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_JSON_OBJECT } from '../lib/api-error';
import { FORM_ENCODED } from '../lib/form-body';
import { loginAs, type AdminCredentials } from '../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../test/helper';

/**
 * Every route, given what a careless or hostile client might send: bodies of every JSON type, each field of the
 * route's schema set to a value of the wrong kind, broken JSON, form bodies, no body, repeated or oversized query values.
 * The server refuses in French and never answers 5xx; a body that is not an object gets the one message.
 */
interface LiveRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

const WRONG_VALUES: unknown[] = [null, -1, 1.5, 2_147_483_648, true, '', 'x'.repeat(5000), '\u0000', '2026-13-45', [], [1, 'a'], {}, { a: 1 }];
const WRONG_BODIES: unknown[] = [null, [], 'texte', 42, {}, { a: 1 }];
/** Texts no JSON reader accepts, or that it refuses for safety. */
const BROKEN_JSON = ['{', '{"a":', ' ', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"a":1}}}'];
const FORM_BODIES = ['', 'name=%00', `name=${'x'.repeat(20_000)}`, 'name=a&name=b', '%zz=1', 'preferredTime=2026-13-45T99:99&name=J&phone=0612345678'];
const QUERY_VALUES = ['', 'x', '-1', '99999999999', '2026-13-45', 'x'.repeat(3000), '%00', 'a,b'];
/** Zod's own wording, which a route's schema replaces by its French message; analytics events are read by no one. */
const GENERIC_WORDING = /Entrée invalide|Option invalide/;
const UNREAD_MESSAGES = new Set(['POST /api/events']);

/** The field names a route's zod schema reads, through objects, unions, pipes and wrappers. */
function fieldsOf(schema: unknown): string[] {
  const node = schema as { shape?: Record<string, unknown>; def?: { options?: unknown[]; left?: unknown; right?: unknown; in?: unknown; innerType?: unknown } } | undefined;
  if (!node) return [];
  if (node.shape) return Object.keys(node.shape);
  const def = node.def;
  if (!def) return [];
  if (def.options) return [...new Set(def.options.flatMap(fieldsOf))];
  if (def.left) return [...fieldsOf(def.left), ...fieldsOf(def.right)];
  return fieldsOf(def.in ?? def.innerType);
}

describe.each(databaseKinds)('every route given the wrong shapes on %s', (kind) => {
  const routes: LiveRoute[] = [];
  let ctx: TestContext;
  let admin: AdminCredentials;

  beforeAll(async () => {
    const collect = (route: RouteOptions) => {
      for (const method of ([] as HTTPMethods[]).concat(route.method)) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    };
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' }, { onRoute: collect });
    admin = await loginAs(ctx);
    // Rows with id 1 where the routes read one, so the checks reach past "not found".
    const seeds: Array<[string, object]> = [
      ['/api/contact', { name: 'Jean Dupont', email: 'jean@exemple.fr', message: 'Un message assez long pour passer.' }],
      ['/api/callback-requests', { name: 'Jean Dupont', phone: '+33 6 12 34 56 78' }],
      ['/api/admin/prospects', { nom: 'Curie', prenom: 'Marie', email: 'marie@exemple.fr', fonction: 'Directrice' }],
      ['/api/admin/tracking-links', { clientName: 'Affiches', campaign: 'affichage-lyon' }],
      ['/api/admin/reply-templates', { title: 'Merci', body: 'Merci pour votre message.' }],
      ['/api/admin/campaigns/spends', { campaign: 'affichage-lyon', day: '2026-11-25', amount: 500 }],
      ['/api/admin/callback-requests/1/notes', { text: 'Une note' }],
      ['/api/admin/prospects/1/notes', { text: 'Une note' }],
      ['/api/admin/users', { username: 'collegue', password: 'Motdepasse-Long-42!', roles: ['ROLE_USER'] }],
    ];
    for (const [url, payload] of seeds) {
      const seeded = await ctx.app.inject({ method: 'POST', url, headers: { 'x-api-key': admin.token }, payload });
      expect(seeded.statusCode, url).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  it('answers every wrong shape with a French refusal, never 5xx nor zod’s generic wording', async () => {
    const problems: string[] = [];
    let sent = 0;
    let signedOut = 0;
    const inject = (route: LiveRoute, url: string, options: { payload?: string; contentType?: string }) =>
      ctx.app.inject({
        method: route.method as HTTPMethods,
        url,
        headers: { 'x-api-key': admin.token, ...(options.contentType ? { 'content-type': options.contentType } : {}) },
        ...(options.payload !== undefined ? { payload: options.payload } : {}),
      });
    const send = async (route: LiveRoute, url: string, options: { payload?: string; contentType?: string } = {}) => {
      sent++;
      let answer = await inject(route, url, options);
      // A route before may have ended the checker's session (logout, other sessions ended): it signs in again.
      if (answer.statusCode === 401 && url.startsWith('/api/admin/')) {
        signedOut++;
        admin = await loginAs(ctx);
        answer = await inject(route, url, options);
      }
      const name = `${route.method} ${url} ${options.payload?.slice(0, 60) ?? ''}`;
      if (answer.statusCode >= 500) problems.push(`${name} → ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      if (answer.statusCode >= 400 && GENERIC_WORDING.test(answer.body) && !UNREAD_MESSAGES.has(`${route.method} ${route.url}`)) {
        problems.push(`${name} → ${answer.body.slice(0, 160)}`);
      }
      // The checks must not lock the checker out: maintenance and two factors are put back off.
      if (route.url === '/api/admin/settings' && route.method === 'PUT') {
        await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload: { maintenanceMode: false, requireTwoFactor: false } });
      }
      return answer;
    };
    // Deletions last, so the rows the other routes read are still there; those that could end the checker's own
    // session (sessions, keys, users) at the very end.
    const rank = (route: LiveRoute) => (route.method !== 'DELETE' ? 0 : /sessions|api-keys|users/.test(route.url) ? 2 : 1);
    const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
    for (const route of ordered) {
      const url = route.url
        .replace(/:(id|noteId|replyId|emailId|attachmentId)\b/g, '1')
        .replace(':username', 'collegue')
        .replace(/:\w+/g, 'x')
        .replace('*', 'x.js');
      if (route.method === 'GET' || route.method === 'DELETE') {
        await send(route, url);
        const fields = fieldsOf(route.schema?.querystring);
        for (const field of fields) for (const value of QUERY_VALUES) await send(route, `${url}?${field}=${encodeURIComponent(value)}`);
        if (fields.length > 0) await send(route, `${url}?${fields.map((field) => `${field}=1&${field}=2`).join('&')}`);
        continue;
      }
      const fields = fieldsOf(route.schema?.body);
      const filled = Object.fromEntries(fields.map((field) => [field, 'abc']));
      const bodies = [...WRONG_BODIES, ...fields.flatMap((field) => WRONG_VALUES.flatMap((value) => [{ [field]: value }, { ...filled, [field]: value }]))];
      for (const body of bodies) await send(route, url, { payload: JSON.stringify(body), contentType: 'application/json' });
      for (const text of BROKEN_JSON) await send(route, url, { payload: text, contentType: 'application/json' });
      for (const form of FORM_BODIES) await send(route, url, { payload: form, contentType: FORM_ENCODED });
      await send(route, url);
      await send(route, url, { payload: 'texte', contentType: 'text/plain' });
    }
    expect(sent).toBeGreaterThan(5000);
    expect(signedOut, 'sessions ended by the routes checked').toBeLessThan(20);
    expect(problems).toEqual([]);
  }, 120_000);

  it('gives a body that is not an object the one French message, on public and admin routes alike', async () => {
    admin = await loginAs(ctx);
    for (const url of ['/api/contact', '/api/callback-requests', '/api/leads', '/api/chatbot/ask', '/api/events', '/api/admin/prospects', '/api/admin/tracking-links']) {
      for (const payload of ['null', '[]', '42', '"texte"']) {
        const answer = await ctx.app.inject({ method: 'POST', url, headers: { 'x-api-key': admin.token, 'content-type': 'application/json' }, payload });
        expect(answer.statusCode, `${url} ${payload}`).toBe(400);
        expect(answer.json().message, `${url} ${payload}`).toBe(NOT_A_JSON_OBJECT);
      }
    }
  });
});
