import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  subject: string;
  text: string;
  priority?: 'high' | 'normal';
  replyTo?: string;
}

export interface Mailer {
  /** Sends a notification to the agency; resolves false instead of throwing. */
  notify(mail: Mail): Promise<boolean>;
}

export function createMailer(
  options: { smtpUrl?: string; to: string; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return {
      async notify(mail) {
        log.info({ mail: { to: options.to, subject: mail.subject } }, 'SMTP_URL absent : e-mail journalisé au lieu d’être envoyé');
        return true;
      },
    };
  }
  const url = new URL(options.smtpUrl);
  for (const [key, value] of Object.entries({ connectionTimeout: '5000', greetingTimeout: '5000', socketTimeout: '10000' })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    async notify(mail) {
      try {
        await transport.sendMail({ from: options.from, to: options.to, ...mail });
        return true;
      } catch (error) {
        log.error({ err: error, subject: mail.subject }, 'Échec de l’envoi de la notification e-mail');
        return false;
      }
    },
  };
}
