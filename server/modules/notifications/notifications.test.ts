import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { buildMailingApp, type MailingApp, startSmtpServer, waitForMail } from '../../test/smtp';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { acknowledgementsOf } from '../requests/acknowledgement';
import { requestArrivalMailsJob } from '../requests/arrival-mails-job';
import { requestsRepository } from '../requests/repository';
import { recordEventId, WEBHOOK_JOB, WEBHOOK_RETRY } from './service';
import { signatureOf } from './webhook-sender';

const contact = {
  name: 'Élodie Lefèvre',
  email: 'elodie@exemple.fr',
  company: 'Atelier Lumen',
  phone: '',
  message: 'Nous voulons automatiser nos devis.',
  website: '',
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await sleep(30);
  }
  return read();
}

describe.each(databaseKinds)('new-lead notifications on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  let smtp: MailingApp['smtp'];
  let mailing: MailingApp;

  beforeAll(async () => {
    mailing = await buildMailingApp(kind, { WEBHOOK_ALLOW_LOOPBACK: 'on' }, 'lecteur');
    ({ ctx, smtp, admin, reader } = mailing);
    // The visitors' acknowledgements have their own tests: here the SMTP server sees only the agency's e-mails.
    const quiet = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': admin.token }, payload: { visitorAcknowledgement: false } });
    expect(quiet.statusCode).toBe(200);
  });
  afterAll(() => mailing.close());

  const put = (payload: Record<string, unknown>, who = admin) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': who.token }, payload });
  const overview = async (who = admin) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: { 'x-api-key': who.token } })).json();
  const postContact = () => ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact });

  it('sends one e-mail to each recipient and one signed webhook event for a contact message', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const saved = await put({ notificationRecipients: 'ventes@exemple.fr ; Direction@Exemple.fr', notificationWebhookUrl: receiver.url });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().settings.notificationRecipients).toBe('ventes@exemple.fr, direction@exemple.fr');
      smtp.received.length = 0;
      const response = await postContact();
      expect(response.statusCode).toBe(201);
      await waitForMail(smtp.received, 2);
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual([['direction@exemple.fr'], ['ventes@exemple.fr']]);
      // The message opens from the e-mail (domain/admin-links.ts).
      expect(smtp.received[0]!.raw.replace(/=\r?\n/g, '')).toContain(`${ctx.config.publicUrl}/admin#demande-${response.json().id}`);
      const deliveries = await until(overview, (body) => body.deliveries[0]?.status === 'delivered');
      expect(deliveries.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204, event: 'lead.created' });
      expect(receiver.received).toHaveLength(1);
      const [event] = receiver.received;
      const secret = (await overview()).webhookSecret as string;
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(event!.headers['x-webhook-signature']).toBe(signatureOf(secret, String(event!.headers['x-webhook-timestamp']), event!.body));
      expect(JSON.parse(event!.body)).toMatchObject({ event: 'lead.created', source: 'contact', data: { id: response.json().id, email: contact.email } });
    } finally {
      await receiver.close();
    }
  });

  it('delivers the event at the third attempt to a receiver that fails twice, the job retrying with backoff', async () => {
    const receiver = await startWebhookReceiver(2);
    try {
      await put({ notificationWebhookUrl: receiver.url });
      const response = await postContact();
      expect(response.statusCode).toBe(201);
      const first = await until(
        overview,
        (body) => body.deliveries[0]?.url === receiver.url && body.deliveries[0]?.attempts === 1 && body.deliveries[0]?.lastStatusCode === 500,
      );
      expect(first.deliveries[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Le récepteur a répondu 500' });
      const retryAt = new Date(first.deliveries[0].nextAttemptAt);
      expect(retryAt.getTime() - new Date(first.deliveries[0].createdAt).getTime()).toBeGreaterThanOrEqual(WEBHOOK_RETRY.firstDelayMs);
      expect(await ctx.app.jobs.tick(retryAt)).toContain(WEBHOOK_JOB);
      const second = (await overview()).deliveries[0];
      expect(second).toMatchObject({ status: 'pending', attempts: 2 });
      expect(new Date(second.nextAttemptAt).getTime() - retryAt.getTime()).toBe(2 * WEBHOOK_RETRY.firstDelayMs);
      await ctx.app.jobs.tick(new Date(second.nextAttemptAt));
      expect((await overview()).deliveries[0]).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 204 });
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((r) => r.headers['x-webhook-id'])).size).toBe(1);
      expect(await requestsRepository(ctx.db).findById(response.json().id)).toMatchObject({ email: contact.email });
    } finally {
      await receiver.close();
    }
  });

  it('tells the receiver of a request once when a stop has its notice made again, under one event id (0549)', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await put({ notificationWebhookUrl: receiver.url });
      const response = await postContact();
      expect(response.statusCode).toBe(201);
      const id = response.json().id as number;
      await until(overview, (body) => body.deliveries[0]?.status === 'delivered');
      // The server stopped before recording the arrival e-mails done: ten minutes on, the job makes the notice again.
      const dueAt = new Date(Date.now() - 1000).toISOString();
      await ctx.db.updateTable('callbackRequests').set({ arrivalMailsDueAt: dueAt }).where('id', '=', id).execute();
      smtp.received.length = 0;
      const acknowledgements = acknowledgementsOf(ctx.db, ctx.app.mailer, ctx.config.publicUrl, ctx.app.log);
      await requestArrivalMailsJob(ctx.db, ctx.app.leadNotifier, acknowledgements, ctx.config.publicUrl, ctx.app.log).run(new Date());
      await acknowledgements.drain();
      await waitForMail(smtp.received, 1);
      const events = (await overview()).deliveries.filter((delivery: { eventId: string }) => receiver.received.some((got) => got.headers['x-webhook-id'] === delivery.eventId));
      expect(events).toHaveLength(1);
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ id: events[0].eventId, data: { id } });
    } finally {
      await receiver.close();
    }
  });

  it('stores the lead when the SMTP server and the webhook both fail', async () => {
    await put({ notificationWebhookUrl: 'http://127.0.0.1:9/ferme' });
    const failing = await startSmtpServer({ failing: true });
    const other = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: failing.url, WEBHOOK_ALLOW_LOOPBACK: 'on' });
    try {
      const otherAdmin = await loginAs(other);
      await other.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { 'x-api-key': otherAdmin.token },
        payload: { notificationWebhookUrl: 'http://127.0.0.1:9/ferme' },
      });
      const response = await other.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
      expect(response.statusCode).toBe(201);
      expect(await requestsRepository(other.db).findById(response.json().id)).toMatchObject({ name: contact.name });
      const test = await other.app.inject({ method: 'POST', url: '/api/admin/notifications/test', headers: { 'x-api-key': otherAdmin.token } });
      expect(test.statusCode).toBe(409);
      expect(test.json().message).toMatch(/SMTP_URL/);
    } finally {
      await other.close();
      await failing.close();
    }
  });

  it('notifies nothing for a source switched off, and the prospect import only when switched on', async () => {
    await put({ notificationWebhookUrl: '', notifyContact: false });
    smtp.received.length = 0;
    expect((await postContact()).statusCode).toBe(201);
    await sleep(200);
    expect(smtp.received).toHaveLength(0);
    await put({ notifyContact: true });
  });

  it('refuses a webhook URL that is not https or reaches a private address, changing nothing', async () => {
    const before = (await overview()).deliveries.length;
    for (const url of ['http://exemple.fr/hook', 'https://10.0.0.8/hook', 'https://localhost/hook', 'ftp://exemple.fr', 'pas une adresse']) {
      const response = await put({ notificationWebhookUrl: url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/webhook/);
      // The settings form shows the refusal beside the webhook field.
      expect(response.json().fieldErrors.notificationWebhookUrl, url).toBe(response.json().message);
    }
    const bad = await put({ notificationRecipients: 'ventes@exemple.fr, pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect((await overview()).deliveries.length).toBe(before);
  });

  it('sends a test e-mail to the recipients', async () => {
    smtp.received.length = 0;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/notifications/test', headers: { 'x-api-key': admin.token } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('E-mail de test envoyé à 2 destinataires. Vérifiez la boîte de réception.');
    await waitForMail(smtp.received, 2);
    expect(smtp.received).toHaveLength(2);
  });

  it('shows a ROLE_USER the deliveries but not the key, and refuses its writes', async () => {
    const seen = await overview(reader);
    expect(seen.webhookSecret).toBeNull();
    expect(seen.smtp).toMatchObject({ configured: true });
    for (const url of ['/api/admin/notifications/test', '/api/admin/notifications/webhook-secret']) {
      expect((await ctx.app.inject({ method: 'POST', url, headers: { 'x-api-key': reader.token } })).statusCode).toBe(403);
    }
    expect((await put({ notifyCallback: false }, reader)).statusCode).toBe(403);
  });
});

describe('the id of a webhook event about one record', () => {
  it('is a UUID, the same each time the record is told of, another for another record, event or installation', () => {
    const id = recordEventId('secret-a', 'lead.created', 'request:12');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(recordEventId('secret-a', 'lead.created', 'request:12')).toBe(id);
    for (const other of [
      recordEventId('secret-a', 'lead.created', 'request:13'),
      recordEventId('secret-a', 'lead.created', 'prospect:12'),
      recordEventId('secret-a', 'reply.received', 'request:12'),
      recordEventId('secret-b', 'lead.created', 'request:12'),
    ])
      expect(other).not.toBe(id);
  });
});

describe('the SMTP status line without SMTP_URL', () => {
  it('says in French what is missing and how to fix it, and the test e-mail is refused with it', async () => {
    const ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off' });
    try {
      const admin = await loginAs(ctx);
      const body = (await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: { 'x-api-key': admin.token } })).json();
      expect(body.smtp).toEqual({ configured: false, message: expect.stringContaining('Définissez la variable d’environnement SMTP_URL'.replace('’', "'")) });
      const test = await ctx.app.inject({ method: 'POST', url: '/api/admin/notifications/test', headers: { 'x-api-key': admin.token } });
      expect(test.statusCode).toBe(400);
      expect(test.json().message).toBe(body.smtp.message);
    } finally {
      await ctx.close();
    }
  });
});
