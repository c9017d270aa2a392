import { adminApiToken, insertAdminUser, loginAsAdmin, openAdminSection } from './support/admin';
import { letterStamp } from './support/requests';
import { expect, test } from './support/test';
import { openSlotAfter } from '../server/test/open-slot';
import { COPY_FAILED } from '../app/features/admin/ui/use-copy';

/** The Paris day `days` from today, as the pipeline stores a next action. */
const parisDay = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

// Each user's next actions in their own calendar application (docs/decisions/0474-calendar-feed.md).
test('a calendar address made in the settings gives the user’s next actions and callbacks, ends when replaced and once removed', async ({ page, request }) => {
  const stamp = Date.now();
  const username = `agenda${stamp}`;
  const password = `Agenda-${stamp}-Aa1!`;
  await insertAdminUser(username, password);
  const headers = { 'x-api-key': await adminApiToken(request) };
  const email = `agenda.${stamp}@exemple.fr`;
  const created = await request.post('/api/admin/prospects', { headers, data: { nom: 'Lemaire', prenom: 'Aude', email, entreprise: 'Atelier Lemaire' } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).prospect.id as number;
  const planned = await request.put(`/api/admin/prospects/${id}`, { headers, data: { email, statut: 'Lead', owner: username, next_action_at: parisDay(2), next_action_label: `Présenter la maquette ${stamp}` } });
  expect(planned.status(), await planned.text()).toBe(200);
  // A visitor's callback at the slot they chose, given to the user (docs/decisions/0477-callback-slots-in-calendar.md).
  const slot = openSlotAfter(3);
  const callerName = `Rappel Agenda ${letterStamp()}`;
  const callback = await request.post('/api/callback-requests', {
    data: { name: callerName, email: `rappel.${stamp}@exemple.fr`, phone: '06 12 34 56 78', company: '', preferredTime: slot, website: '' },
  });
  expect(callback.status(), await callback.text()).toBe(201);
  const callbackId = (await callback.json()).id as number;
  expect((await request.put(`/api/admin/callback-requests/${callbackId}/assignee`, { headers, data: { username } })).status()).toBe(200);

  await loginAsAdmin(page, username, password);
  const preferences = await openAdminSection(page, 'settings-preferences');
  const panel = preferences.getByRole('region', { name: 'Vos actions dans votre agenda' });
  await expect(panel.getByText('Vous n’avez pas encore d’adresse d’agenda.')).toBeVisible();
  await panel.getByRole('button', { name: 'Créer l’adresse de mon agenda' }).click();
  await expect(panel.getByText('Adresse d’agenda créée. Copiez-la maintenant : elle ne sera plus affichée.')).toBeVisible();
  const address = (await panel.getByRole('status', { name: 'Adresse de votre agenda' }).textContent()) ?? '';
  expect(address).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\/actions\.ics$/);
  await expect(panel.getByRole('link', { name: 'Ouvrir dans l’application d’agenda' })).toHaveAttribute('href', address.replace(/^https?:/, 'webcal:'));

  // What a calendar application reads: no session, the address alone.
  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`SUMMARY:Présenter la maquette ${stamp} · Aude Lemaire (Atelier Lemaire)`);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${parisDay(2).replaceAll('-', '')}`);
  expect(ics).toContain(`#prospect-${id}`);
  expect(ics).toContain(`SUMMARY:Rappel demandé · ${callerName}`);
  expect(ics).toContain(`DTSTART:${slot.replace(/[-:]/g, '').replace('.000', '')}`);
  expect(ics).toContain(`#demande-${callbackId}`);

  // Copied with the one clipboard helper; a browser without a clipboard says so instead of doing nothing.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copier l’adresse' }).click();
  await expect(panel.getByRole('button', { name: 'Adresse copiée' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
  await panel.getByRole('button', { name: 'Adresse copiée' }).click();
  await expect(panel.getByRole('alert')).toHaveText(COPY_FAILED);
  await panel.getByRole('button', { name: 'J’ai copié l’adresse' }).click();
  await expect(panel.getByRole('status', { name: 'Adresse de votre agenda' })).toHaveCount(0);
  await page.reload();
  const reloaded = (await openAdminSection(page, 'settings-preferences')).getByRole('region', { name: 'Vos actions dans votre agenda' });
  await expect(reloaded.getByText(/Dernière lecture par votre agenda\s: /)).toBeVisible();

  await reloaded.getByRole('button', { name: 'Remplacer l’adresse' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remplacer' }).click();
  await expect(reloaded.getByText(/Nouvelle adresse d’agenda créée\s: l’ancienne ne fonctionne plus/)).toBeVisible();
  const replaced = await request.get(new URL(address).pathname);
  expect(replaced.status()).toBe(404);
  expect((await replaced.json()).message).toBe('Adresse d’agenda inconnue, remplacée ou supprimée');
  const second = (await reloaded.getByRole('status', { name: 'Adresse de votre agenda' }).textContent()) ?? '';
  expect((await request.get(new URL(second).pathname)).status()).toBe(200);

  await reloaded.getByRole('button', { name: 'J’ai copié l’adresse' }).click();
  await reloaded.getByRole('button', { name: 'Supprimer l’adresse' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(reloaded.getByText('Adresse d’agenda supprimée : votre agenda ne recevra plus vos actions.')).toBeVisible();
  await expect(reloaded.getByText('Vous n’avez pas encore d’adresse d’agenda.')).toBeVisible();
  expect((await request.get(new URL(second).pathname)).status()).toBe(404);
});
