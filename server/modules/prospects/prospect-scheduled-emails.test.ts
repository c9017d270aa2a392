import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { followUpDay, prospectEmailMessages, SCHEDULE_MAX_DAYS } from '../../../domain/prospects/prospect-emails';
import { attachmentBytes, attachmentOf } from '../../test/attachment-files';
import { databaseKinds } from '../../test/helper';
import { buildMailingApp, type MailingApp } from '../../test/smtp';
import { prospectEmailsService, SCHEDULED_EMAILS_JOB } from './prospect-emails';
import { prospectsRepository } from './repository';

const HOUR_MS = 3_600_000;

// E-mails scheduled from a prospect's record (docs/decisions/0472-scheduled-prospect-emails.md).
describe.each(databaseKinds)('e-mails scheduled to a prospect on %s', (kind) => {
  let mailing: MailingApp;

  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
  });
  afterAll(() => mailing.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = mailing.admin) =>
    mailing.ctx.app.inject({ method, url, headers: { 'x-api-key': who.token }, ...(payload ? { payload } : {}) });
  const newProspect = async (email: string) => {
    const created = await call('POST', '/api/admin/prospects', { nom: 'Martin', prenom: 'Hélène', email });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().prospect.id as number;
  };
  const mailsTo = (email: string) => mailing.smtp.received.filter((mail) => mail.to.includes(email));
  const emailEntries = async (id: number) =>
    ((await call('GET', `/api/admin/prospects/${id}/timeline`)).json().entries as { kind: string; title: string; detail: string; at: string; delivery?: string; sendAt?: string; emailId?: number }[]).filter(
      (entry) => entry.kind === 'email',
    );

  it('keeps the e-mail and its files until its time, then the job sends it once, contacts the prospect and plans its follow-up', async () => {
    const email = 'programme@atelier-lumen.fr';
    const id = await newProspect(email);
    const sendAt = new Date(Date.now() + 2 * HOUR_MS).toISOString();
    const scheduled = await call('POST', `/api/admin/prospects/${id}/emails`, {
      subject: 'Notre proposition',
      message: 'Bonjour Hélène, voici notre proposition.',
      follow_up_days: 3,
      follow_up_time: '14:00',
      send_at: sendAt,
      attachments: [attachmentOf('proposition.pdf', attachmentBytes.pdf)],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json()).toMatchObject({
      message: prospectEmailMessages.scheduled(sendAt, email),
      follow_up: null,
      email: { delivery: 'scheduled', sendAt, attachments: [{ name: 'proposition.pdf' }] },
    });
    const [entry] = await emailEntries(id);
    expect(entry).toMatchObject({ title: 'E-mail programmé : Notre proposition', at: sendAt, sendAt, delivery: 'scheduled' });
    expect(entry!.detail.startsWith(`Partira le `)).toBe(true);
    expect(await prospectsRepository(mailing.ctx.db).findById(id)).toMatchObject({ isContacted: 0, nextActionAt: null });
    // Listed with the others waiting, with its prospect; a reader sees them too.
    const waiting = await call('GET', '/api/admin/prospects/scheduled-emails', undefined, mailing.reader);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().emails).toContainEqual({
      id: entry!.emailId,
      author: 'admin',
      recipient: email,
      subject: 'Notre proposition',
      sendAt,
      prospect: expect.objectContaining({ id, prenom: 'Hélène', nom: 'Martin' }),
    });
    expect(waiting.json().total).toBeGreaterThanOrEqual(1);

    // Not before its time.
    expect(await mailing.ctx.app.jobs.tick(new Date(Date.now() + HOUR_MS))).toContain(SCHEDULED_EMAILS_JOB);
    expect(mailsTo(email)).toHaveLength(0);
    expect((await emailEntries(id))[0]!.delivery).toBe('scheduled');

    const due = new Date(Date.now() + 3 * HOUR_MS);
    expect(await mailing.ctx.app.jobs.tick(due)).toContain(SCHEDULED_EMAILS_JOB);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1));
    expect(mailsTo(email)[0]!.raw).toMatch(/proposition\.pdf/);
    const [sent] = await emailEntries(id);
    expect(sent).toMatchObject({ title: 'E-mail envoyé : Notre proposition', delivery: 'sent', at: due.toISOString() });
    expect(await prospectsRepository(mailing.ctx.db).findById(id)).toMatchObject({
      isContacted: 1,
      nextActionAt: followUpDay(3),
      nextActionTime: '14:00',
      nextActionLabel: 'Relancer après l’e-mail « Notre proposition »',
    });
    // Sent once, whatever ticks after; no longer waiting.
    await mailing.ctx.app.jobs.tick(new Date(due.getTime() + 5 * 60_000));
    expect(mailsTo(email)).toHaveLength(1);
    const after = (await call('GET', '/api/admin/prospects/scheduled-emails')).json().emails as { id: number }[];
    expect(after.map((listed) => listed.id)).not.toContain(entry!.emailId);
  });

  it('two instances at the same minute send a due e-mail once', async () => {
    const email = 'deux-instances@atelier-lumen.fr';
    const id = await newProspect(email);
    expect((await call('POST', `/api/admin/prospects/${id}/emails`, { subject: 'Rappel', message: 'Bonjour', send_at: new Date(Date.now() + 60_000).toISOString() })).statusCode).toBe(201);
    const later = new Date(Date.now() + 2 * 60_000);
    const instances = [prospectEmailsService(mailing.ctx.db, mailing.ctx.app.mailer), prospectEmailsService(mailing.ctx.db, mailing.ctx.app.mailer)];
    const sent = await Promise.all(instances.map((instance) => instance.sendDue(later)));
    expect(sent.reduce((total, count) => total + count, 0)).toBe(1);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('sends one at once on demand, cancels one not yet sent, and refuses both once it has left', async () => {
    const email = 'maintenant@atelier-lumen.fr';
    const id = await newProspect(email);
    const schedule = async (subject: string) => {
      const answer = await call('POST', `/api/admin/prospects/${id}/emails`, { subject, message: 'Bonjour', send_at: new Date(Date.now() + 24 * HOUR_MS).toISOString() });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().email.id as number;
    };
    const first = await schedule('Tout de suite');
    const second = await schedule('Finalement non');

    // A reader sees them and changes nothing.
    expect((await call('POST', `/api/admin/prospects/${id}/emails/${first}/send-now`, undefined, mailing.reader)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/prospects/${id}/emails/${second}`, undefined, mailing.reader)).statusCode).toBe(403);

    const now = await call('POST', `/api/admin/prospects/${id}/emails/${first}/send-now`);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toMatchObject({ message: prospectEmailMessages.sent(email), delivery: 'sent' });
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1));
    const again = await call('POST', `/api/admin/prospects/${id}/emails/${first}/send-now`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(prospectEmailMessages.notScheduled);
    expect((await call('DELETE', `/api/admin/prospects/${id}/emails/${first}`)).statusCode).toBe(409);

    const cancelled = await call('DELETE', `/api/admin/prospects/${id}/emails/${second}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(prospectEmailMessages.cancelled);
    expect((await emailEntries(id)).map((entry) => entry.title)).toEqual(['E-mail envoyé : Tout de suite']);
    expect((await call('DELETE', `/api/admin/prospects/${id}/emails/${second}`)).statusCode).toBe(404);
    // Another prospect's e-mail is not found through this one.
    const other = await newProspect('autre@atelier-lumen.fr');
    expect((await call('POST', `/api/admin/prospects/${other}/emails/${first}/send-now`)).statusCode).toBe(404);
  });

  it('refuses in French a time past, too far or unreadable, and stores nothing', async () => {
    const id = await newProspect('refus-programme@atelier-lumen.fr');
    for (const sendAt of [new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + (SCHEDULE_MAX_DAYS + 1) * 24 * HOUR_MS).toISOString(), 'lundi 9 h', '2026-12-01T09:00']) {
      const refused = await call('POST', `/api/admin/prospects/${id}/emails`, { subject: 'Rappel', message: 'Bonjour', send_at: sendAt });
      expect(refused.statusCode, sendAt).toBe(400);
      expect(refused.json().message).toBe(prospectEmailMessages.sendAt);
    }
    expect(await emailEntries(id)).toEqual([]);
  });
});
