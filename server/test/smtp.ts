import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { createAndLogin, loginAs } from './admin-login';
import { buildTestApp, type TestContext } from './helper';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; `failing` makes it refuse every message, `refuse` turns that on or off. */
export async function startSmtpServer(options: { failing?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  let failing = options.failing ?? false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (failing) return callback(Object.assign(new Error('Service indisponible'), { responseCode: 554 }));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  // A client that dies in the middle of a message (a server killed by a test) resets its connection: not an error here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on: boolean) => void (failing = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An app on `kind` that mails a real SMTP server on loopback (the agency at agence@exemple.fr), with an administrator
 * and a reader (`readerName`, ROLE_USER) signed in; `close` stops both.
 */
export async function buildMailingApp(kind: 'sqlite' | 'postgres', env: Record<string, string> = {}, readerName = 'lectrice') {
  const smtp = await startSmtpServer();
  const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_TO: 'agence@exemple.fr', ...env });
  const admin = await loginAs(ctx);
  const reader = await createAndLogin(ctx, admin, readerName, ['ROLE_USER']);
  const close = async () => {
    await ctx.close();
    await smtp.close();
  };
  /** A call to the API under `who`'s key. */
  const as = (who: typeof admin, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': who.token }, ...(payload ? { payload } : {}) });
  return { ctx, smtp, admin, reader, close, as };
}
export type MailingApp = Awaited<ReturnType<typeof buildMailingApp>>;

/** A mailing app whose only e-mails are the replies: the agency's notice of a message and the visitor's acknowledgement are off. */
export async function buildRepliesMailingApp(kind: 'sqlite' | 'postgres'): Promise<MailingApp> {
  const mailing = await buildMailingApp(kind);
  const quiet = await mailing.as(mailing.admin, 'PUT', '/api/admin/settings', { notifyContact: false, visitorAcknowledgement: false });
  if (quiet.statusCode !== 200) throw new Error(`Réglages refusés : ${quiet.body}`);
  return mailing;
}

type SmtpMode = 'working' | 'failing' | 'unreachable';

/**
 * Builds the app with SMTP_URL pointing at a real server that accepts or refuses every message, or at a
 * closed port, runs the test with what the server received, then closes both. `firstMail` settles with the
 * outcome of the app's first notification attempt: the event that proves the attempt is over.
 */
export async function withSmtp(
  kind: 'sqlite' | 'postgres',
  mode: SmtpMode,
  env: Record<string, string>,
  test: (ctx: TestContext, received: ReceivedMail[], firstMail: Promise<boolean>) => Promise<void>,
): Promise<void> {
  const smtp = mode === 'unreachable' ? null : await startSmtpServer({ failing: mode === 'failing' });
  const ctx = await buildTestApp(kind, { RATE_LIMITS: 'off', SMTP_URL: smtp?.url ?? 'smtp://127.0.0.1:9', ...env });
  const { mailer } = ctx.app;
  const send = mailer.notify.bind(mailer);
  const firstMail = new Promise<boolean>((resolve) => {
    mailer.notify = (mail) => {
      const outcome = send(mail);
      void outcome.then(resolve);
      return outcome;
    };
  });
  try {
    await test(ctx, smtp?.received ?? [], firstMail);
  } finally {
    await ctx.close();
    await smtp?.close();
  }
}

/** Waits up to 2.5 s for the notification e-mails sent after a response. */
export async function waitForMail(received: ReceivedMail[], count = 1): Promise<void> {
  for (let i = 0; i < 50 && received.length < count; i += 1) await sleep(50);
}

/** The text of a received e-mail: quoted-printable decoded, soft line breaks joined, French spaces made plain. */
export function mailText(raw: string): string {
  return Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
    .toString('utf8')
    .replace(/[\u00a0\u202f]/g, ' ');
}
