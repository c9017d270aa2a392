import type { APIRequestContext } from '@playwright/test';
import { adminApiToken, loginAsAdmin, openAdminSection, openProspects } from './support/admin';
import { queryRows } from './support/database';
import { letterStamp, postContact } from './support/requests';
import { expect, test } from './support/test';

/** The agency's mail server posts a reply, as it received it, to the e-mail that left with `messageId`. */
async function mailServerPosts(request: APIRequestContext, token: string, reply: { from: string; subject: string; messageId: string; text?: string; html?: string; headers?: string[] }) {
  const type = reply.html === undefined ? 'text/plain' : 'text/html';
  const head = [`From: ${reply.from}`, 'To: contact@synapse-ia.fr', `Subject: ${reply.subject}`, `Message-ID: <reponse-${Date.now()}-${Math.random().toString(36).slice(2)}@exemple.fr>`, `In-Reply-To: ${reply.messageId}`, ...(reply.headers ?? [])];
  const raw = [...head, `Content-Type: ${type}; charset=utf-8`, '', reply.html ?? reply.text, ''].join('\r\n');
  const received = await request.post('/api/admin/email-replies', { headers: { 'x-api-key': token, 'content-type': 'message/rfc822' }, data: Buffer.from(raw, 'utf8') });
  // A message a program wrote is kept and answered 202: it asks nothing of the agency (0557).
  expect(received.status(), await received.text()).toBe(reply.headers?.some((header) => header.startsWith('Auto-Submitted')) ? 202 : 201);
  return (await received.json()) as { message: string };
}

/** Replies to the e-mails the back-office writes, filed where they were written from (docs/decisions/0434). */
test.describe('e-mail replies', () => {
  test('the reply to an e-mail written from a record shows in its history', async ({ page, request }) => {
    const stamp = Date.now();
    const email = `reponse.${stamp}@exemple.fr`;
    const token = await adminApiToken(request);
    const created = await request.post('/api/admin/prospects', { headers: { 'x-api-key': token }, data: { nom: 'Garnier', prenom: 'Inès', email, entreprise: 'Studio Garnier' } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { prospect: { id: number } }).prospect.id;
    const written = await request.post(`/api/admin/prospects/${id}/emails`, { headers: { 'x-api-key': token }, data: { subject: `Votre devis ${stamp}`, message: 'Bonjour Inès, voici notre proposition.' } });
    expect(written.status()).toBe(201);
    // The Message-ID the e-mail left with, which the prospect's mail client names in its reply.
    const [{ message_id: messageId }] = queryRows<{ message_id: string }>('select message_id from prospect_emails where prospect_id = ?', id) as [{ message_id: string }];
    const filed = await mailServerPosts(request, token, {
      from: `Inès Garnier <${email}>`,
      subject: `Re: Votre devis ${stamp}`,
      messageId,
      // Sent as HTML alone, as some webmails do (0552), Gmail's quote under it.
      html: '<div dir="ltr">Merci, la proposition nous <b>convient</b>.</div><div class="gmail_quote"><div class="gmail_attr">Le lun. 7 déc. 2026 à 10:00, Synapse IA &lt;contact@synapse-ia.fr&gt; a écrit :<br></div><blockquote class="gmail_quote">Bonjour Inès, voici notre proposition.</blockquote></div>',
    });
    expect(filed.message).toBe('Réponse rangée dans la fiche du prospect Inès Garnier.');

    await loginAsAdmin(page);
    const prospects = await openProspects(page);
    await prospects.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(email);
    const row = prospects.getByRole('row', { name: /Modifier Inès Garnier/ });
    // The row says the prospect wrote back and waits for an answer (0439).
    await expect(row).toContainText('Réponse reçue le');
    await row.click();
    const history = page.getByRole('dialog', { name: /Prospect / }).last().getByRole('region', { name: 'Historique' });
    await expect(history.getByText(`Réponse reçue : Re: Votre devis ${stamp}`)).toBeVisible();
    await expect(history.getByText(`De Inès Garnier <${email}>`)).toBeVisible();
    await expect(history.getByText('Merci, la proposition nous convient.')).toBeVisible();
    // The history Gmail quoted under the reply is folded, one click away (0551).
    const quoted = history.getByText('> Bonjour Inès, voici notre proposition.');
    await expect(quoted).toBeHidden();
    await history.getByText('Afficher le message cité').click();
    await expect(quoted).toBeVisible();
    await expect(history.getByText('Le lun. 7 déc. 2026 à 10:00, Synapse IA <contact@synapse-ia.fr> a écrit :')).toBeVisible();
    // The answer is offered the exchange's subject, so that it joins the thread in Inès's mailbox (0556).
    const record = page.getByRole('dialog', { name: /Prospect / }).last();
    await record.getByRole('button', { name: `Écrire à ${email}` }).click();
    await expect(record.getByRole('textbox', { name: 'Objet' })).toHaveValue(`Re : Votre devis ${stamp}`);
    // The button that opened it has left: the focus is in the message, not on the page's body.
    await expect(record.getByRole('textbox', { name: `Message à ${email}` })).toBeFocused();

    // On the board, the card says the prospect wrote back and waits for an answer (0439).
    await page.keyboard.press('Escape');
    await prospects.getByRole('group', { name: 'Affichage des prospects' }).getByRole('button', { name: 'Pipeline' }).click();
    await expect(prospects.locator(`[data-prospect-id="${id}"]`)).toContainText('Réponse reçue le');
  });

  test('the reply to an inbox reply shows in the request\'s conversation and reopens it', async ({ page, request }) => {
    const stamp = letterStamp();
    const name = `Fanny Reponse ${stamp}`;
    const email = `fanny.${stamp.toLowerCase()}@exemple.fr`;
    const id = await postContact(request, { name, email, company: 'Atelier', message: 'Un devis pour automatiser nos relances.' });
    const token = await adminApiToken(request);
    const replied = await request.post(`/api/admin/callback-requests/${id}/reply`, { headers: { 'x-api-key': token }, data: { subject: `Votre demande ${stamp}`, message: 'Bonjour, quand pouvons-nous vous appeler ?' } });
    expect(replied.status()).toBe(201);
    // Processed once answered; the person's reply brings it back among the waiting ones (docs/decisions/0435).
    const processed = await request.put(`/api/admin/callback-requests/${id}/status`, { headers: { 'x-api-key': token }, data: { status: 'completed' } });
    expect(processed.status()).toBe(200);
    const [{ message_id: messageId }] = queryRows<{ message_id: string }>("select message_id from request_messages where request_id = ? and kind = 'reply' and message_id is not null", id) as [{ message_id: string }];
    // Another request arrives before the reply: newer by arrival, older by exchange.
    const laterName = `Gilles Suivant ${stamp}`;
    const laterId = await postContact(request, { name: laterName, email: `gilles.${stamp.toLowerCase()}@exemple.fr`, company: 'Atelier', message: 'Une autre demande de devis.' });
    // Its acknowledgement, sent in the next batch, is its last exchange until then.
    await expect.poll(() => queryRows("select id from request_messages where request_id = ? and kind = 'reply'", laterId).length).toBe(1);
    const filed = await mailServerPosts(request, token, { from: `${name} <${email}>`, subject: `Re: Votre demande ${stamp}`, messageId, text: ['Jeudi matin, après 9 h.', '', '________________________________', 'De : Synapse IA <contact@synapse-ia.fr>', 'Envoyé : lundi 7 décembre 2026 10:00', `Objet : Votre demande ${stamp}`, '', 'Bonjour, quand pouvons-nous vous appeler ?'].join('\r\n') });
    expect(filed.message).toBe(`Réponse rangée dans la conversation de la demande n° ${id}. Elle revient dans les demandes en attente.`);
    // Her mail program's absence message comes after: kept in the conversation, it changes nothing (0557).
    const absence = await mailServerPosts(request, token, { from: `${name} <${email}>`, subject: `Réponse automatique : Re: Votre demande ${stamp}`, messageId, headers: ['Auto-Submitted: auto-replied'], text: 'Absente jusqu’au 4 janvier.' });
    expect(absence.message).toBe(`Réponse automatique rangée dans la conversation de la demande n° ${id} : rien n'est rouvert, personne n'est prévenu.`);

    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'contact-messages');
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    const details = section.getByRole('button', { name: /^Voir le détail de / });
    await expect(details).toHaveCount(2);
    await expect(details.first()).toHaveAccessibleName(`Voir le détail de ${laterName}`);
    await section.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Dernier échange (plus récent d’abord)' });
    await expect(details.first()).toHaveAccessibleName(`Voir le détail de ${name}`);
    // The person wrote back and nobody answered since: the list says so on that row alone (0438).
    await expect(section.getByRole('row').filter({ hasText: name })).toContainText('Réponse reçue le');
    await expect(section.getByRole('row').filter({ hasText: laterName })).not.toContainText('Réponse reçue le');
    await section.getByRole('button', { name: `Voir le détail de ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Message de contact' });
    const received = dialog.getByRole('listitem').filter({ hasText: 'réponse reçue' });
    await expect(received).toContainText(`${name} <${email}>`);
    await expect(received).toContainText(`Re: Votre demande ${stamp}`);
    await expect(received).toContainText('Jeudi matin, après 9 h.');
    // Outlook's quoted header block is folded; Entrée opens it (0551).
    const quoted = received.getByText('Bonjour, quand pouvons-nous vous appeler ?');
    await expect(quoted).toBeHidden();
    await received.getByText('Afficher le message cité').focus();
    await page.keyboard.press('Enter');
    await expect(quoted).toBeVisible();
    await expect(received.getByText('Masquer le message cité')).toBeFocused();
    // The answer is offered the conversation's subject, so that the person's mail program threads it (0553).
    await expect(dialog.getByRole('textbox', { name: 'Objet de la réponse' })).toHaveValue(`Re : Votre demande ${stamp}`);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'réponse automatique (absence)' })).toContainText('Absente jusqu’au 4 janvier.');
    await expect(received).toContainText('De : Synapse IA <contact@synapse-ia.fr>');
    await expect(dialog.getByText('En attente', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Rouverte : la personne a répondu à un e-mail de cette conversation.' })).toContainText('Retour automatique');
  });

  test('an absence message no mark gave away is marked by hand, and given back (0576)', async ({ page, request }) => {
    const stamp = letterStamp();
    const name = `Nora Conges ${stamp}`;
    const email = `nora.${stamp.toLowerCase()}@exemple.fr`;
    const id = await postContact(request, { name, email, company: 'Atelier', message: 'Un devis pour notre boutique.' });
    // Its acknowledgement, sent in the next batch, goes in the thread first: stored after her answer, it would be the
    // agency's latest e-mail and her answer would wait for nothing (0438).
    await expect.poll(() => queryRows("select id from request_messages where request_id = ? and kind = 'reply'", id).length).toBe(1);
    const token = await adminApiToken(request);
    expect((await request.post(`/api/admin/callback-requests/${id}/reply`, { headers: { 'x-api-key': token }, data: { subject: `Votre boutique ${stamp}`, message: 'Bonjour, voici nos questions.' } })).status()).toBe(201);
    expect((await request.put(`/api/admin/callback-requests/${id}/status`, { headers: { 'x-api-key': token }, data: { status: 'completed' } })).status()).toBe(200);
    const [{ message_id: messageId }] = queryRows<{ message_id: string }>("select message_id from request_messages where request_id = ? and kind = 'reply' and subject = ?", id, `Votre boutique ${stamp}`) as [{ message_id: string }];
    // A webmail's absence message with neither header nor known subject: taken for her answer, it reopens the request.
    await mailServerPosts(request, token, { from: email, subject: `Re: Votre boutique ${stamp}`, messageId, text: 'Je suis en congé jusqu’au 6 janvier.' });

    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'contact-messages');
    await section.getByRole('searchbox', { name: 'Rechercher' }).fill(stamp);
    const row = section.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Réponse reçue le');
    await section.getByRole('button', { name: `Voir le détail de ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Message de contact' });
    const received = dialog.getByRole('listitem').filter({ hasText: 'Je suis en congé jusqu’au 6 janvier.' });
    await expect(received).toContainText('réponse reçue');
    const mark = received.getByRole('button', { name: 'C’est une réponse automatique' });
    await mark.focus();
    await page.keyboard.press('Enter');
    // The request is processed again, as before the message reopened it (0580): the record says so at once.
    await expect(received.getByRole('status')).toHaveText(
      'Marquée comme réponse automatique : elle n’attend plus de réponse et les prochains e-mails ne la citent plus. La demande est de nouveau traitée, comme avant ce message.',
    );
    await expect(received).toContainText('réponse automatique (absence)');
    // The same button, its label turned: the focus stays on it.
    const giveBack = received.getByRole('button', { name: 'Ce n’est pas une réponse automatique' });
    await expect(giveBack).toBeFocused();
    await expect(row).not.toContainText('Réponse reçue le');
    await expect(dialog.getByText('Traité', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Marquer comme traité' })).toBeHidden();
    await expect(dialog.getByRole('list', { name: 'Fil de la conversation' })).toContainText('Remise parmi les demandes traitées : le message qui l’avait rouverte est une réponse automatique.');

    // Given back to her, it reopens the request as her answer did.
    await page.keyboard.press('Enter');
    await expect(received).toContainText('réponse reçue');
    await expect(received.getByRole('status')).toHaveText(
      'Rendue à la personne : c’est sa réponse, elle attend la vôtre si personne ne lui a écrit depuis. Elle revient dans les demandes en attente.',
    );
    await expect(dialog.getByText('En attente', { exact: true })).toBeVisible();
    await expect(row).toContainText('Réponse reçue le');
  });

  test("a prospect's answer is marked as an automatic reply from the history (0576)", async ({ page, request }) => {
    const stamp = Date.now();
    const email = `absence.${stamp}@exemple.fr`;
    const token = await adminApiToken(request);
    const created = await request.post('/api/admin/prospects', { headers: { 'x-api-key': token }, data: { nom: 'Perrin', prenom: 'Paula', email, entreprise: 'Studio Perrin' } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { prospect: { id: number } }).prospect.id;
    expect((await request.post(`/api/admin/prospects/${id}/emails`, { headers: { 'x-api-key': token }, data: { subject: `Votre projet ${stamp}`, message: 'Bonjour Paula.' } })).status()).toBe(201);
    const [{ message_id: messageId }] = queryRows<{ message_id: string }>('select message_id from prospect_emails where prospect_id = ?', id) as [{ message_id: string }];
    await mailServerPosts(request, token, { from: email, subject: `Re: Votre projet ${stamp}`, messageId, text: 'En déplacement, je lis vos messages lundi.' });

    await loginAsAdmin(page);
    const prospects = await openProspects(page);
    await prospects.getByRole('searchbox', { name: 'Rechercher un prospect' }).fill(email);
    const row = prospects.getByRole('row', { name: /Modifier Paula Perrin/ });
    await expect(row).toContainText('Réponse reçue le');
    await row.click();
    const history = page.getByRole('dialog', { name: /Prospect / }).last().getByRole('region', { name: 'Historique' });
    await history.getByRole('button', { name: 'C’est une réponse automatique' }).click();
    await expect(history.getByRole('status')).toHaveText('Marquée comme réponse automatique : elle n’attend plus de réponse et les prochains e-mails ne la citent plus.');
    await expect(history.getByText(`Réponse automatique reçue : Re: Votre projet ${stamp}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row).not.toContainText('Réponse reçue le');
  });
});
