import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { e2eAdminPassword, e2eDatabaseFile } from '../../playwright.config';

/** Logs in through the admin login page, as an administrator does. */
export async function loginAsAdmin(page: Page, username = 'admin', password = e2eAdminPassword): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: "Nom d'utilisateur", exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: "Panel d'administration", level: 1 })).toBeVisible();
}

/** Adds a callback request straight into the server's SQLite file (there is no public callback form yet). */
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
