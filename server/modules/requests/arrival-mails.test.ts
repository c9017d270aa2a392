import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SENDING_INTERRUPTED_AFTER_MS } from '../../../domain/email-retry';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { callbackSubmissionSchema } from '../../../domain/validation/callback-schema';
import { contactSubmissionSchema } from '../../../domain/validation/contact-schema';
import type { Database } from '../../db/database';
import { databaseKinds } from '../../test/helper';
import { contactMessage } from '../../test/lead-payload';
import { openSlotAfter } from '../../test/open-slot';
import { buildMailingApp, mailText, startSmtpServer, type MailingApp } from '../../test/smtp';
import { buildTwoInstances } from '../../test/two-instances';
import { MADE_AGAIN_LINE } from '../notifications/service';
import type { FastifyInstance } from 'fastify';
import { acknowledgementsOf } from './acknowledgement';
import { requestArrivalMailsJob } from './arrival-mails-job';
import { callbackService } from './callback-service';
import { contactService } from './contact-service';

const AGENCY = 'agence@exemple.fr';
const VISITOR = 'arrivee@exemple.fr';
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** What a server stopped right after storing a request leaves: the row, and neither notice nor acknowledgement. */
function stoppedAfterStoring(app: FastifyInstance) {
  const silent = { ...app.leadNotifier, leadArrived: () => Promise.resolve(false) };
  const nothingQueued = { acknowledge: () => undefined };
  return {
    contact: (overrides: Record<string, unknown> = {}) =>
      contactService(app.db, silent, app.config.publicUrl, nothingQueued).submit(contactSubmissionSchema.parse(contactMessage({ email: VISITOR, ...overrides }))),
    callback: (overrides: Record<string, unknown> = {}) =>
      callbackService(app.db, silent, app.config.publicUrl, nothingQueued).submit(
        callbackSubmissionSchema.parse({ name: 'Jean Dupont', phone: '06 12 34 56 78', email: VISITOR, company: 'Atelier Lumen', preferredTime: openSlotAfter(1), website: '', ...overrides }),
      ),
  };
}

/** Runs the job on `app` at `now`, then waits for the acknowledgements it queued. */
async function runJob(app: FastifyInstance, now: Date) {
  const acknowledgements = acknowledgementsOf(app.db, app.mailer, app.config.publicUrl, app.log);
  await requestArrivalMailsJob(app.db, app.leadNotifier, acknowledgements, app.config.publicUrl, app.log).run(now);
  await acknowledgementsOf(app.db, app.mailer, app.config.publicUrl, app.log).drain();
}

const dueAtOf = async (db: Database, id: number) =>
  (await db.selectFrom('callbackRequests').select('arrivalMailsDueAt').where('id', '=', id).executeTakeFirstOrThrow()).arrivalMailsDueAt;

describe.each(databaseKinds)('the arrival e-mails of a request a stopped server left unsent, on %s', (kind) => {
  let mailing: MailingApp;
  beforeEach(async () => {
    mailing = await buildMailingApp(kind);
    const settings = await mailing.as(mailing.admin, 'PUT', '/api/admin/settings', { notifyContact: true, notifyCallback: true, visitorAcknowledgement: true });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterEach(() => mailing.close());

  const to = (address: string) => mailing.smtp.received.filter((mail) => mail.to.includes(address));
  const thread = async (id: number) => (await mailing.as(mailing.admin, 'GET', `/api/admin/callback-requests/${id}`)).json().thread as { author: string; delivery: string }[];

  it('are made ten minutes after it arrived: the agency told, the visitor acknowledged, once', async () => {
    const storedAt = new Date();
    const { id } = await stoppedAfterStoring(mailing.ctx.app).contact({ message: 'Nous voulons automatiser nos devis et nos relances.' });
    const dueAt = await dueAtOf(mailing.ctx.db, id);
    expect(Date.parse(dueAt!) - storedAt.getTime()).toBeGreaterThanOrEqual(SENDING_INTERRUPTED_AFTER_MS - 1000);

    // Not yet: the server that stored it may still be sending them.
    await runJob(mailing.ctx.app, later(storedAt, 5 * 60_000));
    expect(mailing.smtp.received).toHaveLength(0);

    await runJob(mailing.ctx.app, later(new Date(dueAt!), 1000));
    expect(to(AGENCY)).toHaveLength(1);
    expect(to(AGENCY)[0]!.raw).toContain(`[Contact #${id}] Demande de contact`);
    const notice = mailText(to(AGENCY)[0]!.raw);
    expect(notice).toContain(`Nouveau message de contact #${id}`);
    expect(notice).toContain(MADE_AGAIN_LINE);
    expect(notice).toContain(`E-mail : ${VISITOR}`);
    expect(notice).toContain('Nous voulons automatiser nos devis et nos relances.');
    expect(notice).toContain('Ouvrir dans le back-office : ');
    expect(to(VISITOR)).toHaveLength(1);
    expect(mailText(to(VISITOR)[0]!.raw)).toContain('Nous avons bien reçu votre message');
    expect((await thread(id)).filter((entry) => entry.author === ACKNOWLEDGEMENT_AUTHOR)).toMatchObject([{ delivery: 'sent' }]);

    // Its acknowledgement in its thread: done, cleared by the next run, nothing made again.
    await runJob(mailing.ctx.app, later(new Date(dueAt!), 60 * 60_000));
    expect(mailing.smtp.received).toHaveLength(2);
    expect(await dueAtOf(mailing.ctx.db, id)).toBeNull();
  });

  it('are recorded done when the server that stored it sends them: nothing is made again', async () => {
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage({ email: VISITOR }) });
    const id = posted.json().id as number;
    await acknowledgementsOf(mailing.ctx.db, mailing.ctx.app.mailer, mailing.ctx.config.publicUrl, mailing.ctx.app.log).drain();
    expect([to(AGENCY).length, to(VISITOR).length]).toEqual([1, 1]);
    // Its acknowledgement in its thread records it done; the job only clears it.
    expect(await dueAtOf(mailing.ctx.db, id)).not.toBeNull();

    await runJob(mailing.ctx.app, later(new Date(), SENDING_INTERRUPTED_AFTER_MS + 60_000));
    expect([to(AGENCY).length, to(VISITOR).length]).toEqual([1, 1]);
    expect(await dueAtOf(mailing.ctx.db, id)).toBeNull();
  });

  it('of a callback, with the acknowledgement switched off, are the agency’s notice alone, its slot written', async () => {
    const quiet = await mailing.as(mailing.admin, 'PUT', '/api/admin/settings', { visitorAcknowledgement: false });
    expect(quiet.statusCode).toBe(200);
    const { id } = await stoppedAfterStoring(mailing.ctx.app).callback();
    const due = later(new Date(), SENDING_INTERRUPTED_AFTER_MS + 1000);
    await runJob(mailing.ctx.app, due);
    expect(to(AGENCY)).toHaveLength(1);
    expect(to(AGENCY)[0]!.raw).toContain(`[Rappel #${id}] Jean Dupont`);
    expect(mailText(to(AGENCY)[0]!.raw)).toMatch(/Créneau souhaité : \S+ \d+ \S+ \d{4} à \d\d:\d\d/);
    expect(to(VISITOR)).toHaveLength(0);
    expect(await dueAtOf(mailing.ctx.db, id)).toBeNull();
    await runJob(mailing.ctx.app, later(due, 60 * 60_000));
    expect(to(AGENCY)).toHaveLength(1);
  });

  it('of a request more than a day old, tell the agency and no longer the visitor', async () => {
    const { id } = await stoppedAfterStoring(mailing.ctx.app).contact();
    const twoDaysAgo = later(new Date(), -2 * 24 * 60 * 60_000).toISOString();
    await mailing.ctx.db.updateTable('callbackRequests').set({ createdAt: twoDaysAgo }).where('id', '=', id).execute();
    await runJob(mailing.ctx.app, later(new Date(), SENDING_INTERRUPTED_AFTER_MS + 1000));
    expect(to(AGENCY)).toHaveLength(1);
    expect(to(VISITOR)).toHaveLength(0);
    expect(await dueAtOf(mailing.ctx.db, id)).toBeNull();
  });
});

describe.each(databaseKinds)('two instances making the arrival e-mails a stopped server left, on %s', (kind) => {
  it('make each once', async () => {
    const smtp = await startSmtpServer();
    const both = await buildTwoInstances(kind, { SMTP_URL: smtp.url, MAIL_TO: AGENCY });
    try {
      const stopped = stoppedAfterStoring(both.first);
      for (let n = 0; n < 3; n += 1) await stopped.contact({ email: `visiteur-${n}@exemple.fr` });
      const due = later(new Date(), SENDING_INTERRUPTED_AFTER_MS + 1000);
      await Promise.all([runJob(both.first, due), runJob(both.second, due)]);
      const visitors = smtp.received.flatMap((mail) => mail.to).filter((address) => address.startsWith('visiteur-'));
      expect(visitors.sort()).toEqual([0, 1, 2].map((n) => `visiteur-${n}@exemple.fr`));
      expect(smtp.received.filter((mail) => mail.to.includes(AGENCY))).toHaveLength(3);
    } finally {
      await both.close();
      await smtp.close();
    }
  });
});
