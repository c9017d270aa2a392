import { expect, test, waitingForHydration } from './support/test';
import { openAdminSection } from './support/admin';
import { loginOn, startOwnServer } from './support/own-server';
import { parisToday } from '../domain/paris-time';
import { closureSpan } from '../domain/settings/agency-closures';
import { agencyClosureMessages } from '../domain/settings/agency-closures-schema';
import { openSlotAfter } from '../server/test/open-slot';
import { localInput } from './support/slot-input';

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
      await from.fill(closure.to);
      await to.fill(closure.from);
      await panel.getByRole('textbox', { name: 'Motif (facultatif)' }).fill(closure.label);
      await panel.getByRole('textbox', { name: 'Motif (facultatif)' }).press('Enter');
      await expect(panel.getByText(agencyClosureMessages.order)).toBeVisible();

      await from.fill(closure.from);
      await to.fill(closure.to);
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
      await dialog.getByLabel('Créneau souhaité').fill(await localInput(visitor, slot));
      await dialog.getByRole('button', { name: 'Être rappelé', exact: true }).click();
      await expect(dialog.getByText(`L’agence est fermée ${closureSpan(closure)} : choisissez un autre jour`)).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Demande enregistrée !' })).toHaveCount(0);

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
      await visitor.bringToFront();
      await dialog.getByRole('button', { name: 'Être rappelé', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'Demande enregistrée !' })).toBeVisible();
    } finally {
      await context.close();
      await server.close();
    }
  });
});
