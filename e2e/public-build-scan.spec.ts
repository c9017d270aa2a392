import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './support/test';
import { e2eAdminPassword } from '../playwright.config';
import { TEST_ADMIN_PASSWORD } from '../server/test/helper';
import { ICON_SYMBOLS_ID } from '../app/ui/icon-symbols';

// Runs after `npm run build`, like every browser test: the build it scans is the one being tested.
const BUILD = join(import.meta.dirname, '../build/client');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** What must never be served to anyone: admin data, secrets, and the server's own code. */
const forbidden: Array<[string, RegExp]> = [
  ['a password hash', /scrypt\$\d+\$\d+\$\d+\$/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a database URL with a password', /postgres(ql)?:\/\/[^\s"'/:@]+:[^\s"'/@]+@/],
  ['an SMTP or Redis URL with a password', /(smtps?|rediss?):\/\/[^\s"'/@]*:[^\s"'/@]+@/],
  ['an admin API answer (requests)', /"callbackRequests"\s*:\s*\[\s*\{/],
  ['an admin API answer (users)', /"users"\s*:\s*\[\s*\{\s*"(id|username)"/],
  ['a stored credential column', /"(passwordHash|password_hash|tokenHash|token_hash)"\s*:/],
  ['an admin token', /"token"\s*:\s*"[0-9a-f]{64}"/],
  ['server code (database driver)', /better-sqlite3|require\("pg"\)|from"pg"|nodemailer|kysely_migration/],
  ['the test admin passwords', new RegExp(`${e2eAdminPassword}|${TEST_ADMIN_PASSWORD}`)],
];

const forbiddenFiles = /\.(sqlite|sqlite-wal|sqlite-shm|db|env|pem|key|log)$|(^|\/)\.env/;

test('no public file of the build holds admin data, a secret or server code', () => {
  const files = filesUnder(BUILD);
  expect(files.length, 'npm run build must run before the browser tests').toBeGreaterThan(20);
  const problems: string[] = [];
  for (const file of files) {
    const name = relative(BUILD, file);
    if (forbiddenFiles.test(name)) problems.push(`${name}: file that must not be public`);
    if (/\.(br|gz|png|jpe?g|webp|avif|ico|woff2?)$/.test(name)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [what, pattern] of forbidden) if (pattern.test(text)) problems.push(`${name}: ${what}`);
  }
  expect(problems).toEqual([]);
});

test('public pages load no admin code', () => {
  const pages = filesUnder(BUILD).filter((file) => file.endsWith('.html') && !relative(BUILD, file).startsWith('admin'));
  expect(pages.length).toBeGreaterThan(10);
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    // Scripts the page loads or preloads: none may be an admin chunk.
    const loaded = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(loaded.filter((src) => /admin/i.test(src)), relative(BUILD, page)).toEqual([]);
  }
});

test('every pre-rendered page holds its content in place, with no segment streamed behind a script', () => {
  const pages = filesUnder(BUILD).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    // React's outlined boundaries: a pending marker with a template, moved into place later by $RC.
    expect(html, relative(BUILD, page)).not.toMatch(/<!--\$\?-->|<template id="B:|\$RC\(/);
  }
});

test('every document draws its first frame once its content is parsed, never a half-parsed page', () => {
  const pages = filesUnder(BUILD).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, relative(BUILD, page)).toContain(`<link rel="expect" href="#${ICON_SYMBOLS_ID}" blocking="render"/>`);
    // The awaited element closes the visible content: only scripts and markers come after it.
    const symbols = html.indexOf(`<svg id="${ICON_SYMBOLS_ID}"`);
    expect(symbols, relative(BUILD, page)).toBeGreaterThan(html.indexOf('<body'));
    const after = html.slice(html.indexOf('</svg>', html.indexOf('>', symbols)) + '</svg>'.length);
    expect(after.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<!--[\s\S]*?-->/g, ''), relative(BUILD, page)).toBe('</body></html>');
  }
});
