import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SENDING_INTERRUPTED_AFTER_MS } from '../../../domain/email-retry';
import { ACKNOWLEDGEMENT_AUTHOR } from '../../../domain/notifications/acknowledgement';
import { leadSubmissionSchema } from '../../../domain/super-assistant/lead-schema';
import { databaseKinds } from '../../test/helper';
import { superAssistantLead } from '../../test/lead-payload';
import { buildMailingApp, mailText, type MailingApp } from '../../test/smtp';
import { MADE_AGAIN_LINE, type LeadEvent } from '../notifications/service';
import { leadAcknowledgementsOf } from './lead-acknowledgement';
import { arrivedLeadOf, leadArrivalNotice } from './lead-arrival';
import { leadArrivalMailsJob } from './lead-arrival-mails-job';
import { leadsService } from './lead-service';
import { prospectsRepository } from './repository';

const AGENCY = 'agence@exemple.fr';
const LEAD = superAssistantLead.email;
const later = (ms: number) => new Date(Date.now() + ms);

/** A lead stored by a server that stopped at once: neither notice nor acknowledgement; `told` is what it would have sent. */
async function storedByStoppedServer(app: FastifyInstance, told: (event: LeadEvent) => void = () => undefined) {
  const silent = { ...app.leadNotifier, leadArrived: (event: LeadEvent) => (told(event), Promise.resolve(false)) };
  const leads = leadsService(app.db, silent, AGENCY, app.config.publicUrl, { acknowledge: () => undefined });
  return leads.submit(leadSubmissionSchema.parse({ ...superAssistantLead, integrationPreferences: ['hubspot', 'gmail'] }));
}

describe.each(databaseKinds)('the arrival e-mails of a super-assistant lead a stopped server left unsent, on %s', (kind) => {
  let mailing: MailingApp;
  beforeEach(async () => {
    mailing = await buildMailingApp(kind);
  });
  afterEach(() => mailing.close());

  const to = (address: string) => mailing.smtp.received.filter((mail) => mail.to.includes(address));
  const dueAtOf = async (id: number) => (await prospectsRepository(mailing.ctx.db).findById(id))!.arrivalMailsDueAt;
  const acknowledgements = () => leadAcknowledgementsOf(mailing.ctx.db, mailing.ctx.app.mailer, mailing.ctx.config.publicUrl, mailing.ctx.app.log);
  async function runJob(now: Date) {
    const queue = acknowledgements();
    const { app } = mailing.ctx;
    await leadArrivalMailsJob(app.db, app.leadNotifier, queue, AGENCY, app.config.publicUrl, app.log).run(now);
    await queue.drain();
  }
  const acknowledgementRows = (id: number) =>
    mailing.ctx.db.selectFrom('prospectEmails').select(['delivery']).where('prospectId', '=', id).where('author', '=', ACKNOWLEDGEMENT_AUTHOR).execute();

  it('are made from the stored lead as they were on its arrival', async () => {
    let told: LeadEvent | undefined;
    const { id } = await storedByStoppedServer(mailing.ctx.app, (event) => (told = event));
    const row = (await prospectsRepository(mailing.ctx.db).findById(id))!;
    expect(leadArrivalNotice(arrivedLeadOf(row), AGENCY, mailing.ctx.config.publicUrl)).toEqual(told);
  });

  it('are made ten minutes after it arrived: the agency told, the lead acknowledged, once', async () => {
    const { id } = await storedByStoppedServer(mailing.ctx.app);
    await runJob(later(5 * 60_000));
    expect(mailing.smtp.received).toHaveLength(0);

    await runJob(later(SENDING_INTERRUPTED_AFTER_MS + 1000));
    expect(to(AGENCY)).toHaveLength(1);
    expect(mailText(to(AGENCY)[0]!.raw)).toContain(`#${id} — score`);
    // The agency is told it may have had it already (0549).
    expect(mailText(to(AGENCY)[0]!.raw)).toContain(MADE_AGAIN_LINE);
    expect(to(LEAD)).toHaveLength(1);
    expect(await acknowledgementRows(id)).toEqual([{ delivery: 'sent' }]);
    expect(await dueAtOf(id)).toBeNull();

    await runJob(later(SENDING_INTERRUPTED_AFTER_MS + 60 * 60_000));
    expect(mailing.smtp.received).toHaveLength(2);
  });

  it('leave the acknowledgement a stopped server had begun to its own retry: the agency told, the lead not twice', async () => {
    const { id } = await storedByStoppedServer(mailing.ctx.app);
    const at = new Date().toISOString();
    await mailing.ctx.db
      .insertInto('prospectEmails')
      .values({ prospectId: id, author: ACKNOWLEDGEMENT_AUTHOR, recipient: LEAD, subject: 'Votre demande', body: 'Bien reçue.', delivery: 'sending', createdAt: at, deliveryAttempts: 1, retryAt: later(SENDING_INTERRUPTED_AFTER_MS).toISOString() })
      .execute();
    await runJob(later(SENDING_INTERRUPTED_AFTER_MS + 1000));
    expect(to(AGENCY)).toHaveLength(1);
    expect(to(LEAD)).toHaveLength(0);
    expect(await acknowledgementRows(id)).toHaveLength(1);
    expect(await dueAtOf(id)).toBeNull();
  });

  it('are recorded done when the server that stored it sends them: nothing is made again', async () => {
    const posted = await mailing.ctx.app.inject({ method: 'POST', url: '/api/leads', payload: superAssistantLead });
    expect(posted.statusCode).toBe(201);
    const id = posted.json().id as number;
    // The route's own queue: drained when the app closes; waited for here through the row.
    for (let i = 0; i < 100 && (await dueAtOf(id)) !== null; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await dueAtOf(id)).toBeNull();
    expect([to(AGENCY).length, to(LEAD).length]).toEqual([1, 1]);

    await runJob(later(SENDING_INTERRUPTED_AFTER_MS + 60_000));
    expect([to(AGENCY).length, to(LEAD).length]).toEqual([1, 1]);
  });
});
