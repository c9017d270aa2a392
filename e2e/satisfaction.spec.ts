import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { adminApiToken, execute, loginAsAdmin } from './support/admin';
import { letterStamp, postContact } from './support/requests';
import { expect, test, type Page } from './support/test';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

// The visitors' satisfaction once their request is processed (docs/decisions/0487-satisfaction-surveys.md).
test('a visitor gives a note and a comment from the survey’s link, with the keyboard, changes the note, and the back-office reads it', async ({ page, request }) => {
  const letters = letterStamp();
  const name = `Hélène ${letters}`;
  const id = await postContact(request, { name, email: `avis.${letters.toLowerCase()}@exemple.fr`, message: 'Un devis pour une refonte du site, merci.' });
  const headers = { 'x-api-key': await adminApiToken(request) };
  const processed = await request.put(`/api/admin/callback-requests/${id}/status`, { headers, data: { status: 'completed' } });
  expect(processed.status(), await processed.text()).toBe(200);
  // The survey as the job stores it before its e-mail leaves; the link's secret is known here alone.
  const token = randomBytes(32).toString('base64url');
  execute(
    `insert into satisfaction_surveys (request_id, token_hash, person, sent_at, delivery) values (?, ?, 'admin', ?, 'logged')`,
    id,
    createHash('sha256').update(token).digest('hex'),
    new Date().toISOString(),
  );

  await page.goto(`/avis/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre avis sur notre échange');
  expect(await seriousViolations(page)).toEqual([]);
  const notes = page.getByRole('group', { name: /^Votre note/ });
  await notes.getByRole('radio', { name: /^1/ }).focus();
  // Arrow keys move along the notes, as in any group of radio buttons.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(notes.getByRole('radio', { name: '5 Très satisfait' })).toBeChecked();
  await page.getByLabel('Un commentaire (facultatif)').fill('Réponse rapide et claire.');
  await page.getByRole('button', { name: 'Envoyer mon avis' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre avis !');
  // The link opened again shows the answer given, which the visitor may change (docs/decisions/0490-survey-answer-changed.md).
  await page.goto(`/avis/${token}`);
  await expect(page.getByText(/^Votre avis du \d+ \S+ est enregistré\s: merci\s! Vous pouvez le changer ci-dessous jusqu’au \d+ \S+\.$/)).toBeVisible();
  await expect(notes.getByRole('radio', { name: '5 Très satisfait' })).toBeChecked();
  await expect(page.getByLabel('Un commentaire (facultatif)')).toHaveValue('Réponse rapide et claire.');
  await notes.getByRole('radio', { name: '5 Très satisfait' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(notes.getByRole('radio', { name: '4 Satisfait' })).toBeChecked();
  await page.getByRole('button', { name: 'Modifier mon avis' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre avis est modifié : merci !');

  await loginAsAdmin(page);
  await page.goto(`/admin#demande-${id}`);
  const record = page.getByRole('dialog', { name: 'Message de contact' });
  await expect(record.getByText('4/5 · Satisfait')).toBeVisible();
  await expect(record).toContainText('« Réponse rapide et claire. »');
  await page.keyboard.press('Escape');

  // Communication › Satisfaction des visiteurs.
  const nav = page.getByRole('navigation', { name: 'Sections du panel' });
  await nav.getByRole('button', { name: 'Communication' }).click();
  await nav.getByRole('button', { name: 'Satisfaction des visiteurs' }).click();
  await expect(page).toHaveURL(/#satisfaction$/);
  const panel = page.getByRole('region', { name: 'Satisfaction des visiteurs' });
  await expect(panel).toBeInViewport();
  await expect(panel.getByRole('list', { name: 'Répartition des notes' })).toBeVisible();
  // Chatwoot's satisfaction score: the share of notes of 4 or 5 among the answers.
  await expect(panel.getByText(/^\d+\s% de satisfaits \(note de 4 ou 5\)$/)).toBeVisible();
  await expect(panel).toContainText('« Réponse rapide et claire. »');
  await expect(panel.getByRole('table', { name: 'Avis par responsable' }).getByRole('row').filter({ hasText: 'admin' })).toBeVisible();
});

test('an unknown link says so in French', async ({ page }) => {
  const response = await page.goto(`/avis/${randomBytes(32).toString('base64url')}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/^Ce lien d’avis n’est pas valable ou a expiré/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
