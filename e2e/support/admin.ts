import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eAdminPassword, e2eDatabaseFile } from '../../playwright.config';
import { hashPassword } from '../../server/lib/password';

/** Logs in through the admin login page, as an administrator does. */
export async function loginAsAdmin(page: Page, username = 'admin', password = e2eAdminPassword): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: "Panel d'administration", level: 1 })).toBeVisible();
}

/**
 * Brings a section of the panel into view and waits until its module and content have replaced its placeholder:
 * each section loads when it is reached (docs/decisions/0350-admin-sections-load-when-reached.md). `id` is the
 * section's own id or an anchor of the tab bar inside it (`business-cards`, `development-tools`).
 */
export async function openAdminSection(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await expect(section).toBeAttached();
  // Scrolled from the page in one step: the placeholder is replaced as soon as it is reached.
  const scroll = () => page.evaluate((target) => document.getElementById(target)?.scrollIntoView({ block: 'start', behavior: 'instant' }), id);
  const placeholder = page.locator(`[data-lazy-section]#${id}, [data-lazy-section]:has(#${id})`);
  // Scrolled to again until it has loaded: a section above that loads meanwhile grows and can push this one off
  // screen, where a visitor would scroll on to it. A module fetched and drawn on a busy machine: allowed 20 s.
  await expect(async () => {
    await scroll();
    await expect(placeholder).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(section).toBeAttached();
  await scroll();
  return section;
}

/**
 * Filters the contact messages by `stamp`, waits for its `count` rows and opens `name`'s record from the list, so that
 * 'Précédente' and 'Suivante' go through it (docs/decisions/0453-inbox-navigation.md).
 */
export async function openContactFromInbox(page: Page, stamp: string, count: number, name: string): Promise<{ detail: Locator; nav: Locator }> {
  const inbox = await openAdminSection(page, 'contact-messages');
  await inbox.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
  await expect(inbox.getByRole('row').filter({ hasText: stamp })).toHaveCount(count);
  await inbox.getByRole('button', { name: `Voir le détail de ${name}` }).click();
  const detail = page.getByRole('dialog', { name: 'Message de contact' });
  return { detail, nav: detail.getByRole('navigation', { name: 'Parcourir la liste' }) };
}

/** Filters the contact messages by `stamp`, waits for its `count` rows and chooses them all: the section and its selection bar. */
export async function chooseContactsFromInbox(page: Page, stamp: string, count: number): Promise<{ section: Locator; bar: Locator }> {
  const section = await openAdminSection(page, 'contact-messages');
  await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
  await expect(section.getByRole('row').filter({ hasText: stamp })).toHaveCount(count);
  await section.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  return { section, bar: section.getByRole('group', { name: 'Actions sur la sélection' }) };
}

/** Every section of the panel loaded, one after the other, for a test that reads the whole page. */
export async function openAllAdminSections(page: Page): Promise<void> {
  // The ids are read in one go, without waiting: a section can load on its own between a count and a read of its
  // placeholder, and a read that waits for a placeholder gone would wait until the test times out.
  const nextPlaceholder = () => page.locator('[data-lazy-section]').evaluateAll((placeholders) => placeholders[0]?.id ?? null);
  for (let id = await nextPlaceholder(); id; id = await nextPlaceholder()) await openAdminSection(page, id);
}

/** Adds a pending callback request straight into the server's SQLite file, with fields a form would refuse (a past slot, markup). */
export function insertCallback(row: { name: string; email: string; phone?: string; company?: string; preferredTime?: string | null; notes?: string }): number {
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const result = db
      .prepare(
        `insert into callback_requests (source, name, email, phone, company, preferred_time, status, notes, created_at)
         values ('callback', ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(row.name, row.email, row.phone ?? 'Non fourni', row.company ?? '', row.preferredTime ?? null, row.notes ?? '', new Date().toISOString());
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** Runs one write on the server's SQLite file (tests that age a session or add a user). */
export function execute(sql: string, ...params: unknown[]): void {
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/**
 * An admin user of its own, so a test can expire its sessions without touching the others; ROLE_USER for a reader.
 * A retried worker runs its set-up again: the user is then written over, not refused.
 */
export async function insertAdminUser(username: string, password: string, role: 'ROLE_ADMIN' | 'ROLE_USER' = 'ROLE_ADMIN'): Promise<void> {
  execute(
    `insert into admin_users (username, password_hash, roles, created_at) values (?, ?, ?, ?)
     on conflict (username) do update set password_hash = excluded.password_hash, roles = excluded.roles`,
    username,
    await hashPassword(password),
    role,
    new Date().toISOString(),
  );
}

/** An X-API-KEY of the main admin, for a test that prepares data through the API. */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/security/check-admin-password', { data: { username: 'admin', password: e2eAdminPassword, issueToken: true } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Opens the prospects' modal from the tab bar, whose button also names the leads waiting ('Base prospects 2 à traiter'). */
export async function openProspects(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Sections du panel' }).getByRole('button', { name: /^Base prospects( \d+ à traiter)?$/ }).click();
  const modal = page.getByRole('dialog', { name: 'Base prospects' });
  await expect(modal).toBeVisible();
  return modal;
}
