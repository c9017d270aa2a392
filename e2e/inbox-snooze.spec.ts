import { frenchDay } from '../domain/calendar-day';
import { parisLocalInstantOrNull, parisToday } from '../domain/paris-time';
import { typedDateMessages } from '../domain/typed-dates';
import { loginAsAdmin, openAdminSection } from './support/admin';
import { queryRows } from './support/database';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

/** A pending request set aside until a day and hour (Chatwoot's snooze, docs/decisions/0398-inbox-snooze.md). */
test.describe('inbox snooze', () => {
  test('a message set aside until next Monday leaves the waiting views for the snoozed one, and comes back on demand', async ({ page, request }) => {
    const stamp = letterStamp();
    const name = `Report ${stamp}`;
    await postContact(request, { name, email: `report.${stamp}@exemple.fr`, company: 'Atelier', message: 'Rappelez-moi la semaine prochaine.' });
    const snoozedUntil = () => queryRows<{ snoozed_until: string | null }>('select snoozed_until from callback_requests where name = ?', name)[0]?.snoozed_until;
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'contact-messages');
    const views = section.getByRole('group', { name: 'Vue, avec les demandes en attente' });
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    await section.getByRole('button', { name: `Voir le détail de ${name}` }).click();
    const detail = page.getByRole('dialog', { name: 'Message de contact' });

    // A moment already gone is refused in French, and nothing changes.
    // A day written as it is not read is named so, in French.
    await detail.getByLabel('Autre moment').fill('6 janvier');
    await detail.getByLabel('Heure du retour').fill('9 h');
    await detail.getByRole('button', { name: 'Reporter', exact: true }).click();
    await expect(detail.getByRole('alert')).toHaveText(typedDateMessages.day);
    await detail.getByLabel('Autre moment').fill('06/01/2020');
    await detail.getByRole('button', { name: 'Reporter', exact: true }).click();
    await expect(detail.getByRole('alert')).toHaveText('Choisissez un retour à venir, dans les 365 jours');
    expect(snoozedUntil()).toBeNull();

    await detail.getByRole('button', { name: 'Lundi prochain, 9 h' }).click();
    await expect(detail.getByRole('status')).toHaveText(/^Demande reportée jusqu’au lundi \d+ \S+ à 09:00$/);
    await expect(detail.getByText(/^Reportée jusqu’au lundi .*\s: elle reviendra alors dans les demandes en attente\.$/)).toBeVisible();
    expect(new Date(snoozedUntil() as string).getUTCDay()).toBe(1);
    await page.keyboard.press('Escape');
    await expect(section.getByRole('row').filter({ hasText: name })).toBeHidden();

    const snoozedView = views.getByRole('button', { name: /^Reportées \(\d+\)$/ });
    await snoozedView.click();
    await expect(snoozedView).toHaveAttribute('aria-pressed', 'true');
    const row = section.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(/^Reportée jusqu’au lundi \d+ \S+ à 09:00$/)).toBeVisible();

    await row.getByRole('button', { name: `Voir le détail de ${name}` }).click();
    await detail.getByRole('button', { name: 'Ne plus reporter' }).click();
    await expect(detail.getByRole('status')).toHaveText('La demande revient dans les demandes en attente');
    expect(snoozedUntil()).toBeNull();
    await page.keyboard.press('Escape');
    await expect(section.getByRole('row').filter({ hasText: name })).toBeHidden();
    await views.getByRole('button', { name: /^Toutes/ }).click();
    await expect(section.getByRole('row').filter({ hasText: name })).toBeVisible();
  });

  test('a snoozed message comes back before its day when the same person writes again, its notes saying why', async ({ page, request }) => {
    const stamp = letterStamp();
    const name = `Relance ${stamp}`;
    const email = `relance.${stamp}@exemple.fr`;
    await postContact(request, { name, email, company: 'Atelier', message: 'Premier message.' });
    await loginAsAdmin(page);
    let section = await openAdminSection(page, 'contact-messages');
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    await section.getByRole('button', { name: `Voir le détail de ${name}` }).click();
    const detail = page.getByRole('dialog', { name: 'Message de contact' });
    await detail.getByRole('button', { name: 'Dans une semaine, 9 h' }).click();
    await expect(detail.getByRole('status')).toHaveText(/^Demande reportée jusqu’au /);
    await page.keyboard.press('Escape');
    await expect(section.getByRole('button', { name: `Voir le détail de ${name}` })).toHaveCount(0);

    const newId = await postContact(request, { name: `${name} bis`, email: email.toUpperCase(), company: 'Atelier', message: 'Je reviens vers vous plus tôt.' });
    await page.reload();
    section = await openAdminSection(page, 'contact-messages');
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    await section.getByRole('button', { name: `Voir le détail de ${name}`, exact: true }).click();
    await expect(detail.getByText(`Revenue dans les demandes en attente avant son jour : la même personne a envoyé la demande #${newId}.`)).toBeVisible();
    await expect(detail.getByText(/^Reportée jusqu’au/)).toHaveCount(0);
  });

  test.describe('in a browser set to another time zone', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('the record shows and reads its moments in Paris time, the agency’s', async ({ page, request }) => {
      const stamp = letterStamp();
      const name = `Fuseau ${stamp}`;
      await postContact(request, { name, email: `fuseau.${stamp}@exemple.fr`, company: 'Atelier', message: 'Rappelez-moi dans dix jours.' });
      const row = () => queryRows<{ created_at: string; snoozed_until: string | null }>('select created_at, snoozed_until from callback_requests where name = ?', name)[0];
      await loginAsAdmin(page);
      const section = await openAdminSection(page, 'contact-messages');
      await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
      await section.getByRole('button', { name: `Voir le détail de ${name}` }).click();
      const detail = page.getByRole('dialog', { name: 'Message de contact' });

      const received = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' }).format(new Date(row()!.created_at));
      await expect(detail.getByRole('definition').filter({ hasText: received })).toHaveCount(1);

      const day = parisToday(Date.now() + 10 * 86_400_000);
      await detail.getByLabel('Autre moment (heure de Paris)').fill(frenchDay(day));
      await detail.getByLabel('Heure du retour').fill('10h');
      await detail.getByRole('button', { name: 'Reporter', exact: true }).click();
      await expect(detail.getByRole('status')).toHaveText(/^Demande reportée jusqu’au .* à 10:00$/);
      expect(new Date(row()!.snoozed_until as string).toISOString()).toBe(parisLocalInstantOrNull(`${day}T10:00`));
    });
  });
});
