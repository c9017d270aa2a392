import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { outgoingMessageId } from '../../domain/email-replies';
import { withFrenchSpacing } from '../../domain/french-spacing';
import type { Transporter } from 'nodemailer';

export interface Mail {
  subject: string;
  text: string;
  priority?: 'high' | 'normal';
  replyTo?: string;
  /** Another recipient than the agency's address (e.g. the alert e-mail of the settings). */
  to?: string;
  /** The Message-ID to send with, `<unique@domain>`, when a reply must be recognised by it. */
  messageId?: string;
  /** The e-mails of its conversation it answers, so that the recipient's mail program threads it (0553). */
  inReplyTo?: string;
  references?: string[];
  /** Files joined to the e-mail (docs/decisions/0470-email-attachments.md). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** What the logs say of a mail: never its text nor its files' bytes. */
const logged = (to: string, mail: Mail) => ({ to, subject: mail.subject, ...(mail.attachments?.length ? { attachments: mail.attachments.map((file) => file.filename) } : {}) });

export interface Mailer {
  /** Sends a notification to the agency; resolves false instead of throwing. */
  notify(mail: Mail): Promise<boolean>;
  /** Whether SMTP_URL names a server: without it every e-mail is only logged. */
  readonly smtpConfigured: boolean;
  /** The sender address and the agency's address (the default recipient). */
  readonly from: string;
  readonly agencyAddress: string;
  /** True while outgoing e-mail is held (test environment). */
  isHeld(): Promise<boolean>;
  /** A Message-ID of its own for an e-mail whose replies must be recognised (docs/decisions/0434). */
  newMessageId(): string;
}

interface MailerOptions {
  smtpUrl?: string;
  to: string;
  from: string;
  /** True while outgoing e-mail is held (test environment): the mail is logged, not sent. */
  isHeld?: () => Promise<boolean>;
}

export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  const send = options.smtpUrl ? smtpSender(options.smtpUrl, options.from, log) : null;
  return {
    smtpConfigured: Boolean(send),
    from: options.from,
    agencyAddress: options.to,
    isHeld: () => held(options, log),
    newMessageId: () => outgoingMessageId(randomUUID(), options.from),
    async notify(mail) {
      const to = mail.to ?? options.to;
      if (await held(options, log)) {
        log.info({ mail: logged(to, mail) }, 'Environnement de test : e-mail retenu, non envoyé');
        return true;
      }
      if (!send) {
        log.info({ mail: logged(to, mail) }, 'SMTP_URL absent : e-mail journalisé au lieu d’être envoyé');
        return true;
      }
      // Every e-mail leaves here: its French gets its no-break spaces once, as every toast does in createToast (0524).
      return send({ ...mail, subject: withFrenchSpacing(mail.subject), text: withFrenchSpacing(mail.text), to });
    },
  };
}

async function held(options: MailerOptions, log: FastifyBaseLogger): Promise<boolean> {
  try {
    return (await options.isHeld?.()) ?? false;
  } catch (error) {
    // Unable to read the setting: sending is the safer default for lead notifications.
    log.warn({ err: error }, 'Lecture du mode test impossible : e-mail envoyé');
    return false;
  }
}

function smtpSender(smtpUrl: string, from: string, log: FastifyBaseLogger) {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({ connectionTimeout: '5000', greetingTimeout: '5000', socketTimeout: '10000' })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  // nodemailer is loaded with the first e-mail: a server without SMTP_URL never needs it.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url.toString())));
  return async (mail: Mail & { to: string }): Promise<boolean> => {
    try {
      await (await transportOf()).sendMail({ from, ...mail });
      return true;
    } catch (error) {
      log.error({ err: error, subject: mail.subject }, 'Échec de l’envoi de la notification e-mail');
      return false;
    }
  };
}
