import { openAdminSection, openProspects } from './support/admin';
import { loginOn, startOwnServer } from './support/own-server';
import { expect, test, waitingForHydration } from './support/test';
import { parisClock } from '../domain/notifications/follow-up-digest';

// Monthly sales goals, the agency's and each user's (docs/decisions/0463-monthly-sales-goals.md). The agency's goal
// is a setting of the whole site: the journey runs on a server of its own.
test.describe('monthly sales goals', () => {
  test("an admin sets the agency's goal on the board and their own in their account, and follows both", async ({ browser }) => {
    const server = await startOwnServer();
    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const deal = { prenom: 'Objectif', telephone: '', entreprise: 'Objectifs SA', fonction: '', source: 'manuel', dateAjout: new Date().toISOString(), isContacted: 0, commentaire: '' };
      await server.app.db
        .insertInto('prospects')
        .values([
          { ...deal, nom: 'Gagnee', email: 'gagnee@exemple.fr', statut: 'Client', estimatedValue: 6_000, wonAt: new Date().toISOString(), owner: 'admin' },
          { ...deal, nom: 'Attendue', email: 'attendue@exemple.fr', statut: 'Qualifié', estimatedValue: 4_000, expectedCloseAt: parisClock(new Date()).day },
          // Won without a value, and without an owner: it adds nothing, and the agency's goal says so.
          { ...deal, nom: 'Sansvaleur', email: 'sansvaleur@exemple.fr', statut: 'Client', wonAt: new Date().toISOString() },
        ])
        .execute();
      const page = waitingForHydration(await context.newPage());
      await loginOn(page, server.baseURL);
      let modal = await openProspects(page);
      await modal.getByRole('group', { name: 'Affichage des prospects' }).getByRole('button', { name: 'Pipeline' }).click();
      await expect(modal.getByText('Gagné ce mois-ci')).toBeVisible();
      await expect(modal.getByRole('region', { name: 'Objectif de l’agence ce mois-ci' })).toHaveCount(0);

      await modal.getByText('Objectif de ventes mensuel', { exact: true }).click();
      const form = modal.getByRole('form', { name: 'Objectif de ventes mensuel' });
      const field = form.getByRole('textbox', { name: 'Objectif de l’agence (€)' });
      await field.fill('vingt mille');
      await form.getByRole('button', { name: 'Enregistrer l’objectif' }).click();
      await expect(form.getByText('L’objectif doit être un montant entier en euros, de 0 à 100 000 000 (0 : aucun objectif)')).toBeVisible();
      await expect(field).toBeFocused();
      await field.fill('20 000 €');
      await form.getByRole('button', { name: 'Enregistrer l’objectif' }).click();
      await expect(form.getByText('Paramètres enregistrés avec succès')).toBeVisible();
      const agency = modal.getByRole('region', { name: 'Objectif de l’agence ce mois-ci' });
      await expect(agency).toContainText('6 000 € sur 20 000 € (30 %)');
      await expect(agency).toContainText('Reste 14 000 € à gagner · avec les clôtures prévues d’ici la fin du mois (4 000 €) : 50 %');
      await expect(agency).toContainText('1 affaire gagnée ce mois-ci n’a pas de valeur estimée : renseignez-la pour qu’elle compte.');

      // Their own goal, set in their account; their view shows it against the deals they own.
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      // The dashboard shows the agency's goal to a user without one of their own (0468).
      await page.reload();
      const agencyOnDashboard = (await openAdminSection(page, 'dashboard')).getByRole('region', { name: 'Objectif de l’agence ce mois-ci' });
      await expect(agencyOnDashboard).toContainText('6 000 € sur 20 000 € (30 %)');
      const users = await openAdminSection(page, 'settings-users');
      await users.getByRole('button', { name: 'Modifier admin' }).click();
      await users.getByRole('textbox', { name: 'Objectif de ventes mensuel (€)' }).fill('5000');
      await users.getByRole('button', { name: 'Mettre à jour' }).click();
      await expect(users.getByRole('row', { name: /admin/ }).first()).toContainText('Objectif : 5 000 € par mois');
      modal = await openProspects(page);
      await modal.getByRole('group', { name: 'Affichage des prospects' }).getByRole('button', { name: 'Pipeline' }).click();
      await modal.getByRole('group', { name: 'Affaires affichées' }).getByRole('button', { name: /^Les miennes/ }).click();
      const mine = modal.getByRole('region', { name: 'Votre objectif ce mois-ci' });
      await expect(mine).toContainText('6 000 € sur 5 000 € (120 %)');
      await expect(mine).toContainText('Objectif atteint, dépassé de 1 000 €');
      await expect(mine).not.toContainText('valeur estimée');
      await expect(modal.getByRole('region', { name: 'Objectif de l’agence ce mois-ci' })).toHaveCount(0);
      // Every deal's view lists each user's goal beside the agency's.
      await modal.getByRole('group', { name: 'Affaires affichées' }).getByRole('button', { name: 'Toutes' }).click();
      const team = modal.getByRole('region', { name: 'Objectifs de l’équipe ce mois-ci' }).getByRole('listitem');
      await expect(team).toHaveCount(1);
      await expect(team).toContainText('admin');
      await expect(team).toContainText('6 000 € sur 5 000 € (120 %)');
      await expect(modal.getByRole('region', { name: 'Objectif de l’agence ce mois-ci' })).toContainText('6 000 € sur 20 000 € (30 %)');

      // Their own on the dashboard once they have one, and the board one link away.
      await page.keyboard.press('Escape');
      await page.reload();
      const mineOnDashboard = (await openAdminSection(page, 'dashboard')).getByRole('region', { name: 'Votre objectif ce mois-ci' });
      await expect(mineOnDashboard).toContainText('6 000 € sur 5 000 € (120 %)');
      await mineOnDashboard.getByRole('link', { name: 'Voir le pipeline' }).click();
      await expect(page.getByRole('dialog', { name: 'Base prospects' }).getByText('Gagné ce mois-ci')).toBeVisible();
    } finally {
      await context.close();
      await server.close();
    }
  });
});
