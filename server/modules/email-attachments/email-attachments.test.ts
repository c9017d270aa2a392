import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS, attachmentMessages } from '../../../domain/email-attachments';
import { conversationMessages } from '../../../domain/inbox';
import { answerWithFiles, attachmentBytes, attachmentOf } from '../../test/attachment-files';
import { emailReplyMessages } from '../../../domain/email-replies';
import { databaseKinds } from '../../test/helper';
import { contactMessage } from '../../test/lead-payload';
import { buildMailingApp, buildRepliesMailingApp, waitForMail, type MailingApp } from '../../test/smtp';

describe.each(databaseKinds)('files joined to a reply, on %s', (kind) => {
  let mailing: MailingApp;

  beforeAll(async () => {
    mailing = await buildRepliesMailingApp(kind);
  });
  afterAll(() => mailing.close());

  const as: MailingApp['as'] = (...call) => mailing.as(...call);
  const newRequest = async (email: string) => (await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email }) })).json().id as number;
  const replyTo = (id: number, attachments: object[]) => as(mailing.admin, 'POST', `/api/admin/callback-requests/${id}/reply`, { subject: 'Votre devis', message: 'Bonjour, voici notre devis.', attachments });
  const repliesOf = async (id: number) => (await as(mailing.admin, 'GET', `/api/admin/callback-requests/${id}`)).json().thread.filter((entry: { kind: string }) => entry.kind === 'reply');
  const fileUrl = (id: number, replyId: number, attachmentId: number) => `/api/admin/callback-requests/${id}/replies/${replyId}/attachments/${attachmentId}`;

  it('sends the files with the e-mail, lists them in the thread and gives each back byte for byte', async () => {
    const id = await newRequest('devis@exemple.fr');
    const sent = await replyTo(id, [attachmentOf('Devis été 2026.pdf', attachmentBytes.pdf), attachmentOf('maquette.PNG', attachmentBytes.png)]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ message: conversationMessages.replySent('devis@exemple.fr'), entry: { delivery: 'sent' } });
    const files = sent.json().entry.attachments as { id: number; name: string; contentType: string; size: number }[];
    expect(files).toEqual([
      { id: expect.any(Number), name: 'Devis été 2026.pdf', contentType: 'application/pdf', size: attachmentBytes.pdf.length },
      { id: expect.any(Number), name: 'maquette.PNG', contentType: 'image/png', size: attachmentBytes.png.length },
    ]);

    await waitForMail(mailing.smtp.received, 1);
    const mail = await PostalMime.parse(mailing.smtp.received.at(-1)!.raw);
    expect(mail.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      ['Devis été 2026.pdf', 'application/pdf'],
      ['maquette.PNG', 'image/png'],
    ]);
    expect(Buffer.from(mail.attachments[0]!.content as ArrayBuffer).equals(attachmentBytes.pdf)).toBe(true);

    const replyId = sent.json().entry.id as number;
    expect((await repliesOf(id))[0].attachments).toEqual(files);
    // A reader of the inbox downloads them too.
    const download = await as(mailing.reader, 'GET', fileUrl(id, replyId, files[0]!.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Devis ete 2026.pdf"; filename*=UTF-8''Devis%20%C3%A9t%C3%A9%202026.pdf`);
    expect(download.rawPayload.equals(attachmentBytes.pdf)).toBe(true);

    // Reached only through the reply and the request it belongs to.
    const other = await newRequest('autre@exemple.fr');
    for (const url of [fileUrl(other, replyId, files[0]!.id), fileUrl(id, replyId, 999_999), fileUrl(id, replyId + 1000, files[0]!.id)]) {
      const missing = await as(mailing.admin, 'GET', url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(attachmentMessages.notFound);
    }
    const unsigned = await mailing.ctx.app.inject({ method: 'GET', url: fileUrl(id, replyId, files[0]!.id) });
    expect(unsigned.statusCode).toBe(401);
  });

  it('sends a Word, Excel or OpenDocument file known by its contents, and gives it back byte for byte', async () => {
    const id = await newRequest('contrat@exemple.fr');
    const sent = await replyTo(id, [attachmentOf('Contrat de maintenance.docx', attachmentBytes.docx), attachmentOf('budget.xlsx', attachmentBytes.xlsx), attachmentOf('planning.ods', attachmentBytes.ods)]);
    expect(sent.statusCode, sent.body).toBe(201);
    const files = sent.json().entry.attachments as { id: number; contentType: string }[];
    expect(files.map((file) => file.contentType)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.oasis.opendocument.spreadsheet',
    ]);
    const download = await as(mailing.reader, 'GET', fileUrl(id, sent.json().entry.id, files[0]!.id));
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(download.rawPayload.equals(attachmentBytes.docx)).toBe(true);
  });

  it('refuses in French a file that is not what its name says, of no allowed kind, too large or too many, and stores nothing', async () => {
    const id = await newRequest('refus@exemple.fr');
    const tooLarge = Buffer.concat([attachmentBytes.pdf, Buffer.alloc(ATTACHMENT_LIMITS.bytes)]);
    const refusals: [object[], string][] = [
      [[attachmentOf('devis.pdf', attachmentBytes.png)], attachmentMessages.nameMismatch('devis.pdf', 'image/png')],
      [[attachmentOf('photo.jpg', attachmentBytes.jpeg), attachmentOf('notes.txt', attachmentBytes.text)], attachmentMessages.unknownType('notes.txt')],
      [[attachmentOf('vide.pdf', Buffer.alloc(0))], attachmentMessages.empty('vide.pdf')],
      [[attachmentOf('devis.pdf', attachmentBytes.docx)], attachmentMessages.nameMismatch('devis.pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')],
      [[attachmentOf('contrat.docx', attachmentBytes.docm)], attachmentMessages.unknownType('contrat.docx')],
      [[attachmentOf('archive.docx', attachmentBytes.zip)], attachmentMessages.unknownType('archive.docx')],
      [[attachmentOf('énorme.pdf', tooLarge)], attachmentMessages.tooLarge('énorme.pdf')],
      [[1, 2, 3, 4].map((n) => attachmentOf(`devis-${n}.pdf`, attachmentBytes.pdf)), attachmentMessages.tooMany],
      [[{ name: 'devis.pdf', content: 'pas du base64 !' }], attachmentMessages.content],
      [[attachmentOf('../../etc/devis.pdf', attachmentBytes.pdf)], attachmentMessages.name],
    ];
    for (const [files, message] of refusals) {
      const refused = await replyTo(id, files);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await repliesOf(id)).toEqual([]);
    // Three files of 4 Mo: each within its bound, too much together.
    const large = Buffer.concat([attachmentBytes.pdf, Buffer.alloc(4 * 1024 * 1024)]);
    const total = await replyTo(id, [1, 2, 3].map((n) => attachmentOf(`dossier-${n}.pdf`, large)));
    expect(total.statusCode).toBe(400);
    expect(total.json().message).toBe(attachmentMessages.totalTooLarge);
    expect(await repliesOf(id)).toEqual([]);
  });

  it('keeps the files of the person’s answer that the agency could send itself, and names the others under its text', async () => {
    const id = await newRequest('reponse-pj@exemple.fr');
    const before = mailing.smtp.received.length;
    expect((await replyTo(id, [])).statusCode).toBe(201);
    await waitForMail(mailing.smtp.received, before + 1);
    const { messageId } = await PostalMime.parse(mailing.smtp.received.at(-1)!.raw);
    const answer = answerWithFiles(messageId!, [
      { name: 'devis signé.pdf', type: 'application/pdf', bytes: attachmentBytes.pdf },
      { name: 'logo.png', type: 'image/png', bytes: attachmentBytes.png, inline: true },
      { name: 'contrat.doc', type: 'application/msword', bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]) },
      { name: 'budget.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: attachmentBytes.xlsx },
      { name: 'macros.docm', type: 'application/vnd.ms-word.document.macroEnabled.12', bytes: attachmentBytes.docm },
      { name: 'scan', type: 'image/jpeg', bytes: attachmentBytes.jpeg },
    ]);
    const filed = await mailing.ctx.app.inject({ method: 'POST', url: '/api/admin/email-replies', headers: { 'x-api-key': mailing.admin.token, 'content-type': 'message/rfc822' }, payload: answer });
    expect(filed.statusCode, filed.body).toBe(201);
    const received = (await as(mailing.admin, 'GET', `/api/admin/callback-requests/${id}`)).json().thread.find((entry: { kind: string }) => entry.kind === 'received');
    expect(received.body).toBe(`Bonjour, voici le devis signé.${emailReplyMessages.filesLeft(['contrat.doc', 'macros.docm'])}`);
    expect(received.attachments).toEqual([
      { id: expect.any(Number), name: 'devis signé.pdf', contentType: 'application/pdf', size: attachmentBytes.pdf.length },
      { id: expect.any(Number), name: 'budget.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: attachmentBytes.xlsx.length },
      { id: expect.any(Number), name: 'scan.jpg', contentType: 'image/jpeg', size: attachmentBytes.jpeg.length },
    ]);
    const download = await as(mailing.reader, 'GET', fileUrl(id, received.id, received.attachments[0].id));
    expect(download.rawPayload.equals(attachmentBytes.pdf)).toBe(true);
  });

  it('sends the files again with a reply whose e-mail failed, and a reply without files is unchanged', async () => {
    const id = await newRequest('relance-pj@exemple.fr');
    mailing.smtp.refuse(true);
    const failed = await replyTo(id, [attachmentOf('devis.pdf', attachmentBytes.pdf)]);
    expect(failed.json()).toMatchObject({ message: conversationMessages.replyFailed, entry: { delivery: 'failed', attachments: [{ name: 'devis.pdf' }] } });
    mailing.smtp.refuse(false);
    const before = mailing.smtp.received.length;
    const resent = await as(mailing.admin, 'POST', `/api/admin/callback-requests/${id}/replies/${failed.json().entry.id}/resend`);
    expect(resent.json()).toMatchObject({ entry: { delivery: 'sent', attachments: [{ name: 'devis.pdf' }] } });
    await waitForMail(mailing.smtp.received, before + 1);
    const mail = await PostalMime.parse(mailing.smtp.received.at(-1)!.raw);
    expect(mail.attachments.map((file) => file.filename)).toEqual(['devis.pdf']);

    const plain = await as(mailing.admin, 'POST', `/api/admin/callback-requests/${id}/reply`, { subject: 'Suite', message: 'Sans pièce jointe.' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().entry.attachments).toEqual([]);

    // The files go with their request, whichever module deletes it (retention, erasure).
    const filesOfReplies = () => mailing.ctx.db.selectFrom('emailAttachments').select('id').where('requestMessageId', '=', failed.json().entry.id).execute();
    expect(await filesOfReplies()).toHaveLength(1);
    await mailing.ctx.db.deleteFrom('callbackRequests').where('id', '=', id).execute();
    expect(await filesOfReplies()).toEqual([]);
  });
});

describe.each(databaseKinds)('files joined to an e-mail written to a prospect, on %s', (kind) => {
  let mailing: MailingApp;

  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
  });
  afterAll(() => mailing.close());

  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    mailing.ctx.app.inject({ method, url, headers: { 'x-api-key': mailing.admin.token }, ...(payload ? { payload } : {}) });
  const newProspect = async (email: string) => {
    const created = await as('POST', '/api/admin/prospects', { nom: 'Roux', prenom: 'Inès', email });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().prospect.id as number;
  };
  const emailEntries = async (id: number) =>
    (await as('GET', `/api/admin/prospects/${id}/timeline`)).json().entries.filter((entry: { kind: string }) => entry.kind === 'email') as { emailId: number; attachments: { id: number; name: string }[] }[];
  const fileUrl = (id: number, emailId: number, attachmentId: number) => `/api/admin/prospects/${id}/emails/${emailId}/attachments/${attachmentId}`;

  it('sends them, shows them in the record’s history, gives them back, and sends them again after a failure', async () => {
    const id = await newProspect('ines.roux@exemple.fr');
    const sent = await as('POST', `/api/admin/prospects/${id}/emails`, { subject: 'Notre proposition', message: 'Bonjour Inès,', attachments: [attachmentOf('proposition.pdf', attachmentBytes.pdf)] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().email.attachments).toEqual([{ id: expect.any(Number), name: 'proposition.pdf', contentType: 'application/pdf', size: attachmentBytes.pdf.length }]);
    await waitForMail(mailing.smtp.received, 1);
    const mail = await PostalMime.parse(mailing.smtp.received.find((received) => received.to.includes('ines.roux@exemple.fr'))!.raw);
    expect(mail.attachments.map((file) => file.filename)).toEqual(['proposition.pdf']);

    const [entry] = await emailEntries(id);
    expect(entry!.attachments).toEqual(sent.json().email.attachments);
    const download = await as('GET', fileUrl(id, entry!.emailId, entry!.attachments[0]!.id));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(attachmentBytes.pdf)).toBe(true);
    const other = await newProspect('autre.prospect@exemple.fr');
    expect((await as('GET', fileUrl(other, entry!.emailId, entry!.attachments[0]!.id))).statusCode).toBe(404);

    const refused = await as('POST', `/api/admin/prospects/${id}/emails`, { subject: 'Image', message: 'Voici', attachments: [attachmentOf('image.webp', attachmentBytes.pdf)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(attachmentMessages.nameMismatch('image.webp', 'application/pdf'));
    expect(await emailEntries(id)).toHaveLength(1);

    mailing.smtp.refuse(true);
    const failed = await as('POST', `/api/admin/prospects/${id}/emails`, { subject: 'Maquette', message: 'La voici.', attachments: [attachmentOf('maquette.jpg', attachmentBytes.jpeg)] });
    expect(failed.json().email).toMatchObject({ delivery: 'failed', attachments: [{ name: 'maquette.jpg', contentType: 'image/jpeg' }] });
    mailing.smtp.refuse(false);
    const before = mailing.smtp.received.length;
    const resent = await as('POST', `/api/admin/prospects/${id}/emails/${failed.json().email.id}/resend`);
    expect(resent.json()).toMatchObject({ delivery: 'sent' });
    await waitForMail(mailing.smtp.received, before + 1);
    const again = await PostalMime.parse(mailing.smtp.received.at(-1)!.raw);
    expect(again.attachments.map((file) => [file.filename, file.mimeType])).toEqual([['maquette.jpg', 'image/jpeg']]);

    // The prospect's answer, with its file, in the record's history.
    const answer = answerWithFiles(again.messageId!, [{ name: 'bon pour accord.pdf', type: 'application/pdf', bytes: attachmentBytes.pdf }]);
    const stored = await mailing.ctx.app.inject({ method: 'POST', url: '/api/admin/email-replies', headers: { 'x-api-key': mailing.admin.token, 'content-type': 'message/rfc822' }, payload: answer });
    expect(stored.statusCode, stored.body).toBe(201);
    const entries = (await as('GET', `/api/admin/prospects/${id}/timeline`)).json().entries as { kind: string; replyId?: number; attachments?: { id: number; name: string }[] }[];
    const reply = entries.find((entry) => entry.kind === 'email-reply')!;
    expect(reply.attachments).toEqual([expect.objectContaining({ name: 'bon pour accord.pdf', contentType: 'application/pdf' })]);
    const file = await as('GET', `/api/admin/prospects/${id}/replies/${reply.replyId}/attachments/${reply.attachments![0]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(attachmentBytes.pdf)).toBe(true);
    expect((await as('GET', `/api/admin/prospects/${other}/replies/${reply.replyId}/attachments/${reply.attachments![0]!.id}`)).statusCode).toBe(404);
  });
});
