import { expect, test, waitingForHydration } from './support/test';
import { openAdminSection } from './support/admin';
import { loginOn, startOwnServer } from './support/own-server';
import { frenchDay } from '../domain/calendar-day';
import { parisToday } from '../domain/paris-time';
import { closureSpan } from '../domain/settings/agency-closures';
import { agencyClosureMessages } from '../domain/settings/agency-closures-schema';
import { openSlotAfter } from '../server/test/open-slot';

const DAY_MS = 86_400_000;
const parisDay = (at: number) => parisToday(new Date(at));


test.describe('agency closures', () => {
  // Closures change every deadline of their server: these tests run on one of their own.
  test('an admin adds a closure with the keyboard, the visitor is told and cannot choose a slot in it, then it is removed', async ({ browser }) => {
    test.slow();
    const server = await startOwnServer();
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    try {
      const admin = waitingForHydration(await context.newPage());
      await loginOn(admin, server.baseURL);
      const general = await openAdminSection(admin, 'settings-general');
      const panel = general.getByRole('region', { name: 'Fermetures de l’agence' });
      await expect(panel.getByText('Aucune fermeture enregistrée : seuls les week-ends et les jours fériés sont fermés.')).toBeVisible();

      // The last day before the first: refused beside its field, nothing saved.
      const slot = openSlotAfter(3);
      const closure = { from: parisDay(Date.parse(slot) - DAY_MS), to: parisDay(Date.parse(slot) + DAY_MS), label: 'Séminaire d’équipe' };
      const from = panel.getByLabel('Premier jour fermé');
      const to = panel.getByLabel('Dernier jour fermé');
      await from.fill(frenchDay(closure.to));
      await to.fill(frenchDay(closure.from));
      await panel.getByRole('textbox', { name: 'Motif (facultatif)' }).fill(closure.label);
      await panel.getByRole('textbox', { name: 'Motif (facultatif)' }).press('Enter');
      await expect(panel.getByText(agencyClosureMessages.order)).toBeVisible();

      await from.fill(frenchDay(closure.from));
      await to.fill(frenchDay(closure.to));
      await panel.getByRole('textbox', { name: 'Motif (facultatif)' }).press('Enter');
      await expect(panel.getByRole('status')).toHaveText(agencyClosureMessages.saved);
      const span = closureSpan(closure, true);
      const listed = panel.getByRole('list', { name: 'Fermetures enregistrées' }).getByRole('listitem');
      await expect(listed).toHaveCount(1);
      await expect(listed.first()).toContainText(span.charAt(0).toUpperCase() + span.slice(1));
      await expect(panel.getByLabel('Premier jour fermé')).toHaveValue('');

      // The visitor's callback form announces it and refuses a slot in it.
      const visitor = waitingForHydration(await context.newPage());
      await visitor.goto(`${server.baseURL}/contact`);
      await visitor.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
      const dialog = visitor.getByRole('dialog', { name: 'Être rappelé sous 24h' });
      await expect(dialog.getByText(`Agence fermée ${closureSpan(closure)}`)).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Jean Dupont');
      await dialog.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
      // None of the closed days is offered; the open days around them are (docs/decisions/0544-callback-slots-offered.md).
      const slotField = dialog.getByRole('combobox', { name: 'Créneau souhaité' });
      await expect(slotField.locator(`option[value="${slot}"]`)).toHaveCount(0);
      const closedDays = [closure.from, parisDay(Date.parse(slot)), closure.to];
      const offeredDays = await slotField.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      expect(offeredDays.length).toBeGreaterThan(0);
      for (const value of offeredDays) expect(closedDays).not.toContain(parisDay(Date.parse(value)));
      // A slot in it sent by a client of the API is refused in French.
      const refused = await visitor.request.post(`${server.baseURL}/api/callback-requests`, { data: { name: 'Jean Dupont', phone: '06 12 34 56 78', preferredTime: slot } });
      expect(refused.status()).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(`L’agence est fermée ${closureSpan(closure)} : choisissez un autre jour`);

      // Removed: the list is empty again, and the same slot is taken.
      await admin.bringToFront();
      await panel.getByRole('button', { name: `Supprimer la fermeture ${span}` }).click();
      // Asked first, as every removal: Annuler keeps it.
      const question = admin.getByRole('dialog', { name: `Supprimer la fermeture ${span} ? Ces jours redeviennent ouverts : le site ne l’annonce plus et les rappels y sont de nouveau proposés.` });
      await question.getByRole('button', { name: 'Annuler' }).click();
      await expect(listed).toHaveCount(1);
      await panel.getByRole('button', { name: `Supprimer la fermeture ${span}` }).click();
      await question.getByRole('button', { name: 'Supprimer la fermeture' }).click();
      await expect(panel.getByText('Aucune fermeture enregistrée : seuls les week-ends et les jours fériés sont fermés.')).toBeVisible();
      // The next visit is offered the same slot, and takes it.
      await visitor.bringToFront();
      await visitor.reload();
      await visitor.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
      await dialog.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Jean Dupont');
      await dialog.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
      await slotField.selectOption(slot);
      await dialog.getByRole('button', { name: 'Être rappelé', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'Demande enregistrée !' })).toBeVisible();
    } finally {
      await context.close();
      await server.close();
    }
  });
});
