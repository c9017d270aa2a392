import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_REPLY_MAX_BYTES, emailReplyMessages } from '../../../domain/email-replies';
import { splitQuotedHistory } from '../../../domain/email-quote';
import type { AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { buildMailingApp, type MailingApp, mailText } from '../../test/smtp';
import { startWebhookReceiver } from '../../test/webhook-receiver';

/** A reply as a mail client writes it, answering `inReplyTo`. */
const replyTo = (inReplyTo: string, options: { messageId?: string; from?: string; subject?: string; text?: string; html?: string; references?: string; headers?: string[] } = {}) =>
  Buffer.from(
    [
      `From: ${options.from ?? 'Hélène Martin <helene@atelier-lumen.fr>'}`,
      'To: agence@exemple.fr',
      `Subject: ${options.subject ?? 'Re: Votre écosystème IA'}`,
      ...(options.messageId === '' ? [] : [`Message-ID: ${options.messageId ?? `<reponse-${Math.random().toString(36).slice(2)}@atelier-lumen.fr>`}`]),
      `In-Reply-To: ${inReplyTo}`,
      ...(options.references ? [`References: ${options.references}`] : []),
      ...(options.headers ?? []),
      'MIME-Version: 1.0',
      `Content-Type: text/${options.html === undefined ? 'plain' : 'html'}; charset=utf-8`,
      'Content-Transfer-Encoding: 8bit',
      '',
      options.html ?? options.text ?? 'Bonjour,\nmardi 10 h nous convient très bien.\nHélène',
      '',
    ].join('\r\n'),
    'utf8',
  );

describe.each(databaseKinds)('replies to the e-mails the back-office writes on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let smtp: MailingApp['smtp'];
  let mailing: MailingApp;

  beforeAll(async () => {
    mailing = await buildMailingApp(kind, { MAIL_FROM: 'contact@synapse-ia.fr', PUBLIC_URL: 'https://agence.exemple.fr', WEBHOOK_ALLOW_LOOPBACK: 'on' }, 'lecteur-reponses');
    ({ ctx, smtp, admin, reader } = mailing);
  });
  afterAll(() => mailing.close());

  const postLead = async (email: string, lastName = 'Martin') => {
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/leads', payload: { ...superAssistantLead, firstName: 'Hélène', lastName, email } });
    expect(posted.statusCode, posted.body).toBe(201);
    return posted.json().id as number;
  };
  /** Writes to the prospect from its record; answers the Message-ID the e-mail left with, as the mail server saw it. */
  const writeTo = async (id: number, email: string, url = `/api/admin/prospects/${id}/emails`) => {
    const sent = await ctx.app.inject({ method: 'POST', url, headers: { 'x-api-key': admin.token }, payload: { subject: 'Votre écosystème IA', message: 'Bonjour, quand pouvons-nous en parler ?' } });
    expect(sent.statusCode, sent.body).toBe(201);
    return sentMessageId(email, (raw) => raw.includes('quand pouvons-nous en parler'));
  };
  /** The raw e-mail to `to` whose raw text `matches`, once the SMTP server has it. */
  const waitForMailTo = async (to: string, matches: (raw: string) => boolean) => {
    const found = () => smtp.received.find((mail) => mail.to.includes(to) && matches(mail.raw));
    for (let i = 0; i < 250 && !found(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return found()?.raw ?? '';
  };
  /**
   * Until an automatic e-mail's thread entry, with its Message-ID, is stored: acknowledgements are written once their
   * batch is sent, so the mail server may hold one a moment before the thread does.
   */
  const untilThreadHolds = async (messageId: string) => {
    const stored = () => ctx.db.selectFrom('requestMessages').select('id').where('messageId', '=', messageId).executeTakeFirst();
    for (let i = 0; i < 250 && !(await stored()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /** The Message-ID of the e-mail to `email` whose raw text `matches`, as the mail server received it. */
  const sentMessageId = async (email: string, matches: (raw: string) => boolean) => {
    const messageId = /^Message-ID: (<[^>]+>)/im.exec(await waitForMailTo(email, matches))?.[1];
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@synapse-ia\.fr>$/);
    return messageId as string;
  };
  const postReply = (raw: Buffer | string, options: { token?: string; contentType?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/email-replies',
      headers: { 'x-api-key': options.token ?? admin.token, 'content-type': options.contentType ?? 'message/rfc822' },
      payload: raw,
    });
  const timeline = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/admin/prospects/${id}/timeline`, headers: { 'x-api-key': admin.token } })).json().entries as { kind: string; title: string; detail: string }[];
  const storedReplies = () => ctx.db.selectFrom('prospectEmailReplies').selectAll().execute();

  it('files the reply with the prospect whose e-mail it answers, once however often it is delivered', async () => {
    const id = await postLead('helene@atelier-lumen.fr');
    const messageId = await writeTo(id, 'helene@atelier-lumen.fr');
    const reply = replyTo(messageId, { messageId: '<mardi-10h@atelier-lumen.fr>' });

    const first = await postReply(reply);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ success: true, matched: true, duplicate: false, prospect_id: id, message: emailReplyMessages.storedInRecord('Hélène Martin') });
    const again = await postReply(reply);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ matched: true, duplicate: true, prospect_id: id, message: emailReplyMessages.duplicate });

    const rows = (await storedReplies()).filter((row) => Number(row.prospectId) === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sender: 'Hélène Martin <helene@atelier-lumen.fr>', subject: 'Re: Votre écosystème IA', body: 'Bonjour,\nmardi 10 h nous convient très bien.\nHélène', messageId: '<mardi-10h@atelier-lumen.fr>' });
    expect(await timeline(id)).toContainEqual(
      expect.objectContaining({
        kind: 'email-reply',
        title: 'Réponse reçue : Re: Votre écosystème IA',
        detail: 'De Hélène Martin <helene@atelier-lumen.fr>\n\nBonjour,\nmardi 10 h nous convient très bien.\nHélène',
        // Named for the record's composer to answer in the thread (0556).
        subject: 'Re: Votre écosystème IA',
      }),
    );
    // The board's card says the prospect wrote back, until an e-mail is written to it again (0439).
    const card = async () => {
      const board = (await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/board', headers: { 'x-api-key': admin.token } })).json();
      return board.columns.flatMap((column: { prospects: { id: number }[] }) => column.prospects).find((prospect: { id: number }) => prospect.id === id);
    };
    // The list's row says it too (the table view and its phone cards).
    const listed = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects?search=helene%40atelier-lumen.fr', headers: { 'x-api-key': admin.token } })).json().prospects[0];
    expect((await card()).unanswered_reply_at).toBe(rows[0]!.receivedAt);
    expect((await listed()).unanswered_reply_at).toBe(rows[0]!.receivedAt);
    await writeTo(id, 'helene@atelier-lumen.fr');
    expect((await card()).unanswered_reply_at).toBeNull();
    expect((await listed()).unanswered_reply_at).toBeNull();
    // The person's data export gives the reply with the e-mails written to them.
    const data = await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects/personal-data?email=helene%40atelier-lumen.fr', headers: { 'x-api-key': admin.token } });
    expect(JSON.stringify(data.json())).toContain('mardi 10 h nous convient');
  });

  it('finds the e-mail among the References when In-Reply-To names another, and knows a reply without Message-ID by its bytes', async () => {
    const id = await postLead('bruno@atelier-lumen.fr', 'Bruno');
    const messageId = await writeTo(id, 'bruno@atelier-lumen.fr');
    const reply = replyTo('<autre@ailleurs.fr>', { messageId: '', from: 'bruno@atelier-lumen.fr', references: `${messageId} <autre@ailleurs.fr>` });
    const first = await postReply(reply);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ prospect_id: id });
    expect((await postReply(reply)).json()).toMatchObject({ duplicate: true });
    expect((await storedReplies()).filter((row) => Number(row.prospectId) === id)).toMatchObject([{ sender: 'bruno@atelier-lumen.fr' }]);
  });

  it('follows the prospect it was merged into', async () => {
    const kept = await postLead('claire@atelier-lumen.fr', 'Claire');
    const duplicate = await postLead('claire.b@atelier-lumen.fr', 'Claire');
    const messageId = await writeTo(duplicate, 'claire.b@atelier-lumen.fr');
    expect((await postReply(replyTo(messageId))).statusCode).toBe(201);
    const merged = await ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${kept}/merge`, headers: { 'x-api-key': admin.token }, payload: { duplicate_id: duplicate } });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await timeline(kept)).filter((entry) => entry.kind === 'email-reply')).toHaveLength(1);
  });

  it('files the reply to an inbox reply in the request\'s conversation, once, and in the history of the prospect made from it', async () => {
    const contact = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Fanny Roux', email: 'fanny@atelier-lumen.fr', company: 'Atelier Lumen', phone: '', message: 'Un devis pour automatiser nos relances.', website: '' } });
    expect(contact.statusCode, contact.body).toBe(201);
    const requestId = contact.json().id as number;
    const messageId = await writeTo(requestId, 'fanny@atelier-lumen.fr', `/api/admin/callback-requests/${requestId}/reply`);
    const reply = replyTo(messageId, { from: 'Fanny Roux <fanny@atelier-lumen.fr>', text: 'Jeudi matin nous irait.' });

    const first = await postReply(reply);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ success: true, matched: true, duplicate: false, request_id: requestId, back_to_pending: false, message: emailReplyMessages.storedInConversation(requestId) });
    expect((await postReply(reply)).json()).toMatchObject({ duplicate: true, request_id: requestId });

    // The acknowledgement invites the visitor to answer it: that answer joins the thread too.
    const acknowledgement = await sentMessageId('fanny@atelier-lumen.fr', (raw) => !raw.includes('quand pouvons-nous en parler'));
    await untilThreadHolds(acknowledgement);
    expect((await postReply(replyTo(acknowledgement, { from: 'fanny@atelier-lumen.fr', subject: 'Re: Nous avons bien reçu votre message', text: 'Précision : 12 salariés.' }))).json()).toMatchObject({ request_id: requestId });

    const conversation = (await ctx.app.inject({ method: 'GET', url: `/api/admin/callback-requests/${requestId}`, headers: { 'x-api-key': admin.token } })).json();
    expect(conversation.thread.filter((entry: { kind: string }) => entry.kind === 'received')).toMatchObject([
      { author: 'Fanny Roux <fanny@atelier-lumen.fr>', subject: 'Re: Votre écosystème IA', body: 'Jeudi matin nous irait.', recipient: null, delivery: null },
      { author: 'fanny@atelier-lumen.fr', subject: 'Re: Nous avons bien reçu votre message', body: 'Précision : 12 salariés.' },
    ]);
    const converted = await adminCall('POST', `/api/admin/callback-requests/${requestId}/prospect`);
    expect(converted.statusCode, converted.body).toBe(201);
    expect(await timeline(converted.json().prospect.id)).toContainEqual(
      expect.objectContaining({ kind: 'email-reply', title: 'Réponse reçue : Re: Votre écosystème IA', detail: 'De Fanny Roux <fanny@atelier-lumen.fr>\n\nJeudi matin nous irait.' }),
    );
    // The request's conversation is not the record's thread: its e-mails name no subject to answer (0556).
    expect((await timeline(converted.json().prospect.id)).filter((entry) => 'subject' in entry)).toEqual([]);
  });

  /** A contact message answered from the inbox: its id and the Message-ID of the reply that left. */
  const answeredRequest = async (email: string) => {
    const contact = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Gaël Roux', email, company: 'Atelier Lumen', phone: '', message: 'Un devis pour notre site.', website: '' } });
    expect(contact.statusCode, contact.body).toBe(201);
    const requestId = contact.json().id as number;
    // Its acknowledgement, sent in a batch a moment later, goes in the thread first: stored after the person's reply,
    // it would be the agency's latest e-mail (0438).
    await untilThreadHolds(await acknowledgementTo(email));
    return { requestId, messageId: await writeTo(requestId, email, `/api/admin/callback-requests/${requestId}/reply`) };
  };
  /** The Message-ID of the acknowledgement e-mailed to `email`, once the mail server has it. */
  const acknowledgementTo = async (email: string) =>
    /^Message-ID: (<[^>]+>)/im.exec(await waitForMailTo(email, (raw) => mailText(raw).includes('Nous avons bien reçu votre message du')))![1]!;
  const adminCall = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, headers: { 'x-api-key': admin.token }, ...(payload && { payload }) });
  const conversationOf = async (requestId: number) => (await adminCall('GET', `/api/admin/callback-requests/${requestId}`)).json();
  const returnNotes = async (requestId: number) =>
    (await conversationOf(requestId)).notes.filter((note: { author: string }) => note.author === 'Retour automatique').map((note: { body: string }) => note.body);

  it('reopens a processed request when its person answers, with a note saying why, once however often the reply is delivered', async () => {
    const { requestId, messageId } = await answeredRequest('gael@atelier-lumen.fr');
    expect((await adminCall('PUT', `/api/admin/callback-requests/${requestId}/status`, { status: 'completed' })).statusCode).toBe(200);
    const reply = replyTo(messageId, { from: 'gael@atelier-lumen.fr', text: 'Finalement, pouvez-vous aussi chiffrer la boutique ?' });

    const filed = await postReply(reply);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ request_id: requestId, back_to_pending: true, message: emailReplyMessages.storedInConversation(requestId, 'reopened') });
    expect(filed.json().message).toBe(`Réponse rangée dans la conversation de la demande n° ${requestId}. Elle revient dans les demandes en attente.`);
    expect((await conversationOf(requestId)).callbackRequest).toMatchObject({ status: 'pending', processedAt: null, processedBy: null });
    expect(await returnNotes(requestId)).toEqual([emailReplyMessages.returned.reopened]);
    // The inbox's list says the person wrote back, until somebody writes to them again (0438).
    const listed = async () => (await adminCall('GET', '/api/admin/callback-requests?search=gael')).json().callbackRequests.find((row: { id: number }) => row.id === requestId);
    const received = (await conversationOf(requestId)).thread.find((entry: { kind: string }) => entry.kind === 'received');
    expect((await listed()).unansweredReplyAt).toBe(received.createdAt);
    expect((await adminCall('POST', `/api/admin/callback-requests/${requestId}/notes`, { text: 'Je regarde la boutique.' })).statusCode).toBe(201);
    expect((await listed()).unansweredReplyAt).toBe(received.createdAt);
    expect((await adminCall('POST', `/api/admin/callback-requests/${requestId}/reply`, { subject: 'Boutique', message: 'Bien sûr, voici.' })).statusCode).toBe(201);
    expect((await listed()).unansweredReplyAt).toBeNull();

    // Delivered again, the reply changes nothing more: no second note, and a request processed since stays processed.
    expect((await adminCall('PUT', `/api/admin/callback-requests/${requestId}/status`, { status: 'completed' })).statusCode).toBe(200);
    expect((await postReply(reply)).json()).toMatchObject({ duplicate: true, back_to_pending: false });
    expect((await conversationOf(requestId)).callbackRequest.status).toBe('completed');
    expect(await returnNotes(requestId)).toHaveLength(1);
  });

  it('brings back now a request set aside when its person answers, and leaves a cancelled or waiting one as it is', async () => {
    const snoozed = await answeredRequest('hugo@atelier-lumen.fr');
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await adminCall('PUT', `/api/admin/callback-requests/${snoozed.requestId}/snooze`, { until })).statusCode).toBe(200);
    expect((await postReply(replyTo(snoozed.messageId, { from: 'hugo@atelier-lumen.fr' }))).json()).toMatchObject({ back_to_pending: true });
    expect((await conversationOf(snoozed.requestId)).callbackRequest).toMatchObject({ status: 'pending', snoozedUntil: null });
    expect(await returnNotes(snoozed.requestId)).toEqual([emailReplyMessages.returned.woken]);

    // Cancelled (a spam answered by the acknowledgement, say), it stays cancelled; waiting, it has nothing to come back from.
    const cancelled = await answeredRequest('ines@atelier-lumen.fr');
    expect((await adminCall('PUT', `/api/admin/callback-requests/${cancelled.requestId}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const waiting = await answeredRequest('jules@atelier-lumen.fr');
    for (const { requestId, messageId } of [cancelled, waiting]) {
      const filed = await postReply(replyTo(messageId, { from: 'x@atelier-lumen.fr' }));
      expect(filed.statusCode, filed.body).toBe(201);
      expect(filed.json()).toMatchObject({ back_to_pending: false, message: emailReplyMessages.storedInConversation(requestId) });
      expect(await returnNotes(requestId)).toEqual([]);
    }
    expect((await conversationOf(cancelled.requestId)).callbackRequest.status).toBe('cancelled');
  });

  it('keeps an absence message in the conversation, marked: no request reopened, nothing waiting, no thread under it', async () => {
    const { requestId, messageId } = await answeredRequest('lucas@atelier-lumen.fr');
    expect((await adminCall('PUT', `/api/admin/callback-requests/${requestId}/status`, { status: 'completed' })).statusCode).toBe(200);
    const before = await conversationOf(requestId);
    const absences = [
      replyTo(messageId, { from: 'lucas@atelier-lumen.fr', headers: ['Auto-Submitted: auto-replied'], text: 'Je suis absent jusqu’au 5 janvier.' }),
      replyTo(messageId, { from: 'lucas@atelier-lumen.fr', subject: 'Réponse automatique : Votre écosystème IA', text: 'Absent, retour lundi.' }),
    ];
    for (const absence of absences) {
      const answer = await postReply(absence);
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toEqual({
        success: true,
        matched: true,
        duplicate: false,
        request_id: requestId,
        back_to_pending: false,
        automatic: true,
        message: emailReplyMessages.automaticInConversation(requestId),
      });
    }
    // Delivered again, it is known.
    expect((await postReply(absences[0]!)).json()).toMatchObject({ duplicate: true, automatic: true });
    const after = await conversationOf(requestId);
    expect(after.callbackRequest.status).toBe('completed');
    expect(after.notes).toEqual(before.notes);
    expect(after.thread.slice(0, before.thread.length)).toEqual(before.thread);
    expect(after.thread.slice(before.thread.length)).toMatchObject([
      { kind: 'received', automatic: true, author: 'lucas@atelier-lumen.fr', body: 'Je suis absent jusqu’au 5 janvier.' },
      { kind: 'received', automatic: true, subject: 'Réponse automatique : Votre écosystème IA', body: 'Absent, retour lundi.' },
    ]);
    const listed = async () => (await adminCall('GET', '/api/admin/callback-requests?search=lucas')).json().callbackRequests.find((row: { id: number }) => row.id === requestId);
    expect((await listed()).unansweredReplyAt).toBeNull();
    // The agency's next e-mail threads under the conversation, not under the absence messages.
    const absenceIds = (await ctx.db.selectFrom('requestMessages').select('messageId').where('requestId', '=', requestId).where('automatic', '=', 1).execute()).map((row) => row.messageId as string);
    expect(absenceIds).toHaveLength(2);
    const answered = await adminCall('POST', `/api/admin/callback-requests/${requestId}/reply`, { subject: 'Re : Votre écosystème IA', message: 'Bonne rentrée, à bientôt.' });
    expect(answered.statusCode, answered.body).toBe(201);
    const sent = await waitForMailTo('lucas@atelier-lumen.fr', (raw) => raw.includes('Bonne rentr'));
    expect(sent).toMatch(/^In-Reply-To: </im);
    for (const id of absenceIds) expect(sent).not.toContain(id);
    // The person's own answer, 'Auto-Submitted: no', is filed as any other.
    expect((await conversationOf(requestId)).callbackRequest.status).toBe('completed');
    const written = await postReply(replyTo(messageId, { from: 'lucas@atelier-lumen.fr', headers: ['Auto-Submitted: no'], text: 'De retour : mardi ?' }));
    expect(written.statusCode, written.body).toBe(201);
    expect((await conversationOf(requestId)).callbackRequest.status).toBe('pending');
  });

  it("keeps an absence message in the prospect's history: the prospect waits for no answer, and no subject is offered from it", async () => {
    const id = await postLead('margot@atelier-lumen.fr', 'Margot');
    const messageId = await writeTo(id, 'margot@atelier-lumen.fr');
    const answer = await postReply(replyTo(messageId, { from: 'margot@atelier-lumen.fr', subject: 'Absence du bureau', headers: ['X-Autoreply: yes'], text: 'Absente jusqu’au 4 janvier.' }));
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ success: true, matched: true, duplicate: false, prospect_id: id, automatic: true, message: emailReplyMessages.automaticInRecord('Hélène Margot') });
    const entries = (await timeline(id)).filter((entry) => entry.kind === 'email-reply');
    expect(entries).toEqual([expect.objectContaining({ title: 'Réponse automatique reçue : Absence du bureau', detail: 'De margot@atelier-lumen.fr\n\nAbsente jusqu’au 4 janvier.', automatic: true })]);
    expect(entries[0]).not.toHaveProperty('subject');
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects?search=margot%40atelier-lumen.fr', headers: { 'x-api-key': admin.token } })).json().prospects[0];
    expect(listed.unanswered_reply_at).toBeNull();
  });

  it('lets a writer mark by hand an absence message no mark gave away, and give it back to the person (0576)', async () => {
    const { requestId, messageId } = await answeredRequest('nora@atelier-lumen.fr');
    expect((await adminCall('PUT', `/api/admin/callback-requests/${requestId}/status`, { status: 'completed' })).statusCode).toBe(200);
    const processed = (await conversationOf(requestId)).callbackRequest;
    // A webmail's absence message with neither header nor known subject: filed as the person's reply, it reopens the request.
    const absence = replyTo(messageId, { from: 'nora@atelier-lumen.fr', subject: 'Re: Votre écosystème IA', text: 'Je suis en congé jusqu’au 6 janvier.' });
    expect((await postReply(absence)).json()).toMatchObject({ back_to_pending: true });
    const received = (await conversationOf(requestId)).thread.find((entry: { kind: string }) => entry.kind === 'received');
    const listed = async () => (await adminCall('GET', '/api/admin/callback-requests?search=nora')).json().callbackRequests.find((row: { id: number }) => row.id === requestId);
    expect((await listed()).unansweredReplyAt).toBe(received.createdAt);
    const mark = (automatic: unknown, id = received.id, request = requestId, token = admin.token) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/callback-requests/${request}/replies/${id}/automatic`, headers: { 'x-api-key': token }, payload: { automatic } });

    const marked = await mark(true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ success: true, automatic: true, message: `${emailReplyMessages.markedAutomatic}${emailReplyMessages.putBack.reopened}` });
    expect((await listed()).unansweredReplyAt).toBeNull();
    const conversation = await conversationOf(requestId);
    expect(conversation.thread.find((entry: { id: number }) => entry.id === received.id)).toMatchObject({ automatic: true });
    // The request is processed again as it was before the message reopened it (0580), and its thread says why.
    expect(conversation.callbackRequest).toMatchObject({ status: 'completed', processedAt: processed.processedAt, processedBy: processed.processedBy });
    expect(await returnNotes(requestId)).toEqual([emailReplyMessages.returned.reopened, emailReplyMessages.putBackNote.reopened]);

    // Given back to the person, it reopens the request as her reply did.
    const givenBack = await mark(false);
    expect(givenBack.json()).toEqual({ success: true, automatic: false, message: `${emailReplyMessages.markedPersonal}${emailReplyMessages.backToPending}` });
    expect((await listed()).unansweredReplyAt).toBe(received.createdAt);
    expect((await conversationOf(requestId)).callbackRequest.status).toBe('pending');
    // The same mark twice changes nothing more.
    expect((await mark(false)).json()).toMatchObject({ message: emailReplyMessages.markedPersonal });
    expect((await mark(true)).json()).toMatchObject({ message: `${emailReplyMessages.markedAutomatic}${emailReplyMessages.putBack.reopened}` });
    expect(await returnNotes(requestId)).toHaveLength(4);

    // The agency's next e-mail threads under its own, not under the message marked.
    const answered = await adminCall('POST', `/api/admin/callback-requests/${requestId}/reply`, { subject: 'Re : Votre écosystème IA', message: 'Bon retour parmi nous.' });
    expect(answered.statusCode, answered.body).toBe(201);
    const sent = await waitForMailTo('nora@atelier-lumen.fr', (raw) => raw.includes('Bon retour parmi'));
    expect(sent).toMatch(/^In-Reply-To: </im);
    const markedId = (await ctx.db.selectFrom('requestMessages').select('messageId').where('id', '=', received.id).executeTakeFirstOrThrow()).messageId as string;
    expect(sent).not.toContain(markedId);

    // Only a received message of that request: not the agency's e-mail, a note, another request's, nor a request that is not there.
    const agencyEmail = (await conversationOf(requestId)).thread.find((entry: { kind: string }) => entry.kind === 'reply');
    expect((await adminCall('POST', `/api/admin/callback-requests/${requestId}/notes`, { text: 'Rappeler après le 6.' })).statusCode).toBe(201);
    const note = (await conversationOf(requestId)).notes.find((entry: { body: string }) => entry.body === 'Rappeler après le 6.');
    const other = await answeredRequest('olga@atelier-lumen.fr');
    for (const refused of [await mark(true, agencyEmail.id), await mark(true, note.id), await mark(true, received.id, other.requestId)]) {
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, message: emailReplyMessages.receivedNotFound });
    }
    expect((await mark(true, received.id, 999_999)).json()).toMatchObject({ message: 'Demande introuvable' });
    for (const body of ['oui', undefined, 1]) {
      const refused = await mark(body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain(emailReplyMessages.automaticMarkFormat);
    }
    expect((await mark(false, received.id, requestId, reader.token)).statusCode).toBe(403);
    expect((await conversationOf(requestId)).thread.find((entry: { id: number }) => entry.id === received.id)).toMatchObject({ automatic: true });
  });

  it('sets a request aside again when the message that woke it is marked automatic, and leaves it waiting once the exchange went on (0580)', async () => {
    const { requestId, messageId } = await answeredRequest('yasmine@atelier-lumen.fr');
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await adminCall('PUT', `/api/admin/callback-requests/${requestId}/snooze`, { until })).statusCode).toBe(200);
    expect((await postReply(replyTo(messageId, { from: 'yasmine@atelier-lumen.fr', text: 'Je suis en déplacement cette semaine.' }))).json()).toMatchObject({ back_to_pending: true });
    const received = (await conversationOf(requestId)).thread.find((entry: { kind: string }) => entry.kind === 'received');
    const mark = (automatic: boolean) => adminCall('PUT', `/api/admin/callback-requests/${requestId}/replies/${received.id}/automatic`, { automatic });

    expect((await mark(true)).json()).toMatchObject({ message: `${emailReplyMessages.markedAutomatic}${emailReplyMessages.putBack.woken(until)}` });
    expect((await conversationOf(requestId)).callbackRequest).toMatchObject({ status: 'pending', snoozedUntil: until });
    expect(await returnNotes(requestId)).toEqual([emailReplyMessages.returned.woken, emailReplyMessages.putBackNote.woken(until)]);

    // Given back, then answered by the agency: marking it again leaves the request waiting, and says so.
    expect((await mark(false)).json()).toMatchObject({ message: `${emailReplyMessages.markedPersonal}${emailReplyMessages.backToPending}` });
    expect((await conversationOf(requestId)).callbackRequest.snoozedUntil).toBeNull();
    expect((await adminCall('POST', `/api/admin/callback-requests/${requestId}/reply`, { subject: 'Re : Votre écosystème IA', message: 'Bon voyage.' })).statusCode).toBe(201);
    expect((await mark(true)).json()).toMatchObject({ message: `${emailReplyMessages.markedAutomatic}${emailReplyMessages.stillPending}` });
    expect((await conversationOf(requestId)).callbackRequest).toMatchObject({ status: 'pending', snoozedUntil: null });
    expect(await returnNotes(requestId)).toHaveLength(3);
  });

  it("lets a writer mark a prospect's answer as an automatic reply, and give it back (0576)", async () => {
    const id = await postLead('paula@atelier-lumen.fr', 'Paula');
    const messageId = await writeTo(id, 'paula@atelier-lumen.fr');
    expect((await postReply(replyTo(messageId, { from: 'paula@atelier-lumen.fr', subject: 'Re: Votre écosystème IA', text: 'En déplacement, je lis vos messages lundi.' }))).statusCode).toBe(201);
    const reply = await ctx.db.selectFrom('prospectEmailReplies').select(['id', 'receivedAt']).where('prospectId', '=', id).executeTakeFirstOrThrow();
    const waitingSince = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/prospects?search=paula%40atelier-lumen.fr', headers: { 'x-api-key': admin.token } })).json().prospects[0].unanswered_reply_at;
    expect(await waitingSince()).not.toBeNull();
    const mark = (automatic: boolean, prospectId = id, replyId = Number(reply.id)) => adminCall('PUT', `/api/admin/prospects/${prospectId}/replies/${replyId}/automatic`, { automatic });

    const marked = await mark(true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ success: true, automatic: true, message: emailReplyMessages.markedAutomatic });
    expect(await waitingSince()).toBeNull();
    const entry = (await timeline(id)).find((item) => item.kind === 'email-reply');
    expect(entry).toMatchObject({ title: 'Réponse automatique reçue : Re: Votre écosystème IA', automatic: true });
    expect(entry).not.toHaveProperty('subject');

    expect((await mark(false)).json()).toEqual({ success: true, automatic: false, message: emailReplyMessages.markedPersonal });
    expect(await waitingSince()).not.toBeNull();
    expect((await timeline(id)).find((item) => item.kind === 'email-reply')).toMatchObject({ title: 'Réponse reçue : Re: Votre écosystème IA', subject: 'Re: Votre écosystème IA' });

    const otherProspect = await postLead('quentin@atelier-lumen.fr', 'Quentin');
    expect((await mark(true, otherProspect)).json()).toMatchObject({ success: false, message: emailReplyMessages.receivedNotFound });
    expect((await mark(true, 999_999)).statusCode).toBe(404);
    expect((await mark(true, id, 999_999)).statusCode).toBe(404);
  });

  it('leaves alone an e-mail that answers nothing the back-office wrote, storing nothing', async () => {
    const before = (await storedReplies()).length;
    const unrelated = await postReply(replyTo('<inconnu@ailleurs.fr>'));
    expect(unrelated.statusCode, unrelated.body).toBe(202);
    expect(unrelated.json()).toEqual({ success: true, matched: false, message: emailReplyMessages.unmatched });
    const noThread = await postReply(Buffer.from('From: a@b.fr\r\nSubject: Bonjour\r\n\r\nUn message sans fil.\r\n'));
    expect(noThread.statusCode).toBe(202);
    expect((await storedReplies()).length).toBe(before);
  });

  it('refuses, in French and storing nothing, what is not a raw e-mail, an e-mail without sender, a reader and a visitor', async () => {
    const id = await postLead('denis@atelier-lumen.fr', 'Denis');
    const messageId = await writeTo(id, 'denis@atelier-lumen.fr');
    const before = (await storedReplies()).length;

    const asJson = await ctx.app.inject({ method: 'POST', url: '/api/admin/email-replies', headers: { 'x-api-key': admin.token }, payload: { raw: 'From: a@b.fr' } });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().message).toBe(emailReplyMessages.contentType);
    const asText = await postReply(replyTo(messageId), { contentType: 'text/plain' });
    expect(asText.statusCode).toBe(415);
    expect(asText.json().message).toBe(emailReplyMessages.contentType);
    const notMail = await postReply(Buffer.from([0, 1, 2, 3, 255, 254]));
    expect(notMail.statusCode).toBe(400);
    expect(notMail.json().message).toBe(emailReplyMessages.unreadable);
    const noSender = await postReply(replyTo(messageId, { from: 'Personne' }));
    expect(noSender.statusCode).toBe(400);
    expect(noSender.json().message).toBe(emailReplyMessages.noSender);
    const tooLarge = await postReply(replyTo(messageId, { text: 'x'.repeat(EMAIL_REPLY_MAX_BYTES + 1) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('La requête est trop volumineuse.');
    const byReader = await postReply(replyTo(messageId), { token: reader.token });
    expect(byReader.statusCode).toBe(403);
    const byVisitor = await ctx.app.inject({ method: 'POST', url: '/api/admin/email-replies', headers: { 'content-type': 'message/rfc822' }, payload: replyTo(messageId) });
    expect(byVisitor.statusCode).toBe(401);

    expect((await storedReplies()).length).toBe(before);
  });

  it('keeps 10,000 characters of a long reply, says the rest is in the mailbox, and drops NUL bytes', async () => {
    const id = await postLead('emma@atelier-lumen.fr', 'Emma');
    const messageId = await writeTo(id, 'emma@atelier-lumen.fr');
    expect((await postReply(replyTo(messageId, { text: 'é'.repeat(12_000) }))).statusCode).toBe(201);
    // A NUL byte in the text means nothing, and PostgreSQL would refuse the row: the reply is kept without it.
    const withNul = await postReply(replyTo(messageId, { text: 'Bien re\u0000çu.' }));
    expect(withNul.statusCode, withNul.body).toBe(201);
    expect((await storedReplies()).map((reply) => reply.body)).toContain('Bien reçu.');
    const row = (await storedReplies()).find((reply) => Number(reply.prospectId) === id && reply.body.startsWith('é'));
    expect(row?.body).toBe(`${'é'.repeat(10_000)}${emailReplyMessages.truncated}`);
  });

  it('reads the text of a reply sent as HTML alone, its quoted part written as a text e-mail quotes it', async () => {
    const id = await postLead('noemie@atelier-lumen.fr', 'Noémie');
    const messageId = await writeTo(id, 'noemie@atelier-lumen.fr');
    const html = [
      '<html><head><style>p { color: red }</style></head><body><div dir="ltr">Bonjour,<br>Jeudi <b>matin</b> nous convient&nbsp;!',
      '<img src="cid:logo" alt="Logo"><table><tr><td>Budget</td><td>5&nbsp;000 €</td></tr></table>',
      '<a href="https://atelier-lumen.fr">https://atelier-lumen.fr</a> · <a href="https://atelier-lumen.fr/devis">notre devis</a></div>',
      '<div class="gmail_quote"><div class="gmail_attr">Le lun. 7 déc. 2026 à 10:00, Synapse IA &lt;contact@synapse-ia.fr&gt; a écrit&nbsp;:<br></div>',
      '<blockquote class="gmail_quote"><div>Bonjour Noémie,</div><div>quand pouvons-nous en parler ?</div></blockquote></div></body></html>',
    ].join('');
    expect((await postReply(replyTo(messageId, { html, messageId: '<html-seul@atelier-lumen.fr>' }))).statusCode).toBe(201);
    const row = (await storedReplies()).find((reply) => reply.messageId === '<html-seul@atelier-lumen.fr>');
    expect(row?.body).toBe(
      [
        'Bonjour,',
        'Jeudi matin nous convient\u00a0!',
        'Budget',
        '5\u00a0000 €',
        'https://atelier-lumen.fr · notre devis [https://atelier-lumen.fr/devis]',
        'Le lun. 7 déc. 2026 à 10:00, Synapse IA <contact@synapse-ia.fr> a écrit\u00a0:',
        '',
        '> Bonjour Noémie,',
        '> quand pouvons-nous en parler ?',
      ].join('\n'),
    );
    // The record shows the person's lines, the quote folded (0551).
    expect(splitQuotedHistory(row!.body).quoted).toMatch(/^Le lun\. 7 déc\. 2026 .+\n\n> Bonjour Noémie,\n> quand pouvons-nous en parler \?$/);
  });

  /** A header of a raw e-mail as the mail server received it, its folded lines joined. */
  const headerOf = (raw: string, name: string) =>
    raw
      .split('\r\n\r\n')[0]!
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim();

  it("threads the agency's e-mails of a conversation under its earlier ones in the person's mail program", async () => {
    const email = 'lina@atelier-lumen.fr';
    const contact = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Lina Roux', email, company: 'Atelier Lumen', phone: '', message: 'Un devis pour notre site.', website: '' } });
    expect(contact.statusCode, contact.body).toBe(201);
    const requestId = contact.json().id as number;
    const acknowledgement = await acknowledgementTo(email);
    await untilThreadHolds(acknowledgement);
    const first = await writeTo(requestId, email, `/api/admin/callback-requests/${requestId}/reply`);
    const firstRaw = await waitForMailTo(email, (raw) => raw.includes(first));
    expect(headerOf(firstRaw, 'In-Reply-To')).toBe(acknowledgement);
    const answer = '<mardi-lina@atelier-lumen.fr>';
    expect((await postReply(replyTo(first, { from: email, messageId: answer, text: 'Mardi ?' }))).statusCode).toBe(201);

    const again = await adminCall('POST', `/api/admin/callback-requests/${requestId}/reply`, { subject: 'Re : Votre écosystème IA', message: 'Mardi 10 h, parfait.' });
    expect(again.statusCode, again.body).toBe(201);
    const raw = await waitForMailTo(email, (text) => text.includes('Mardi 10 h, parfait'));
    expect(headerOf(raw, 'In-Reply-To')).toBe(answer);
    expect(headerOf(raw, 'References')).toBe(`${acknowledgement} ${first} ${answer}`);
  });

  it("threads a prospect's e-mail under those of the same subject, and starts a new thread for a new subject", async () => {
    const email = 'oscar@atelier-lumen.fr';
    const id = await postLead(email, 'Oscar');
    const written = await writeTo(id, email);
    expect(headerOf(await waitForMailTo(email, (raw) => raw.includes(written)), 'In-Reply-To')).toBeUndefined();
    const answer = '<jeudi-oscar@atelier-lumen.fr>';
    expect((await postReply(replyTo(written, { from: email, messageId: answer, subject: 'RE: Votre écosystème IA', text: 'Jeudi ?' }))).statusCode).toBe(201);
    const send = (subject: string, message: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/prospects/${id}/emails`, headers: { 'x-api-key': admin.token }, payload: { subject, message } });

    expect((await send('Re : votre écosystème IA', 'Jeudi 14 h, entendu.')).statusCode).toBe(201);
    const threaded = await waitForMailTo(email, (raw) => raw.includes('Jeudi 14 h, entendu'));
    expect(headerOf(threaded, 'In-Reply-To')).toBe(answer);
    expect(headerOf(threaded, 'References')).toBe(`${written} ${answer}`);
    expect((await send('Votre facture', 'Voici la facture du mois.')).statusCode).toBe(201);
    const separate = await waitForMailTo(email, (raw) => raw.includes('Voici la facture du mois'));
    expect(headerOf(separate, 'In-Reply-To')).toBeUndefined();
    expect(headerOf(separate, 'References')).toBeUndefined();
  });

  it('tells the recipients and the webhook of a filed reply once the switch is on, once however often it is delivered', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const settings = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload });
      expect((await settings({ notificationWebhookUrl: receiver.url })).statusCode).toBe(200);
      const { requestId, messageId } = await answeredRequest('karim@atelier-lumen.fr');
      // Off by default: the agency's mailbox has the reply already.
      expect((await postReply(replyTo(messageId, { from: 'karim@atelier-lumen.fr', text: 'Premier retour.' }))).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.received.filter((hook) => hook.body.includes('reply.received'))).toEqual([]);

      expect((await settings({ notifyReplies: true })).statusCode).toBe(200);
      const reply = replyTo(messageId, { from: 'Karim Benali <karim@atelier-lumen.fr>', subject: 'Re: Votre écosystème IA', text: 'Pouvez-vous ajouter la maintenance ?' });
      expect((await postReply(reply)).statusCode).toBe(201);
      expect((await postReply(reply)).statusCode).toBe(200);
      // An absence message tells nobody (0557).
      expect((await postReply(replyTo(messageId, { from: 'karim@atelier-lumen.fr', headers: ['Auto-Submitted: auto-replied'], text: 'Absent.' }))).statusCode).toBe(202);
      // A later reply's event comes after any the second delivery or the absence would have caused: there must be none.
      expect((await postReply(replyTo(messageId, { from: 'karim@atelier-lumen.fr', text: 'Et un dernier mot.' }))).statusCode).toBe(201);
      const replyEvents = () => receiver.received.map((hook) => JSON.parse(hook.body)).filter((event: { event: string }) => event.event === 'reply.received');
      for (let i = 0; i < 100 && !replyEvents().some((event) => event.data.text === 'Et un dernier mot.'); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      const events = replyEvents().filter((event) => event.data.text !== 'Et un dernier mot.');
      expect(events).toEqual([
        expect.objectContaining({
          source: 'reply',
          data: {
            request_id: requestId,
            back_to_pending: false,
            sender: 'Karim Benali <karim@atelier-lumen.fr>',
            subject: 'Re: Votre écosystème IA',
            text: 'Pouvez-vous ajouter la maintenance ?',
            link: `https://agence.exemple.fr/admin#demande-${requestId}`,
          },
        }),
      ]);
      const told = await waitForMailTo('agence@exemple.fr', (raw) => raw.includes('Pouvez-vous ajouter la maintenance'));
      expect(mailText(told)).toContain(`${emailReplyMessages.storedInConversation(requestId)}\r\nOuvrir : https://agence.exemple.fr/admin#demande-${requestId}`);
      expect(smtp.received.filter((mail) => mail.raw.includes('Pouvez-vous ajouter la maintenance'))).toHaveLength(1);
    } finally {
      await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload: { notifyReplies: false, notificationWebhookUrl: '' } });
      await receiver.close();
    }
  });
});
