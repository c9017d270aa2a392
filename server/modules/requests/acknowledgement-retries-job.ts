import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../jobs/job-runner';
import type { inboxService } from './inbox-service';

export const ACKNOWLEDGEMENT_RETRIES_JOB = 'acknowledgement-retries';

/**
 * Every 30 s, once across the instances, the visitors' acknowledgements the mail server refused are tried again
 * (docs/decisions/0545-acknowledgements-tried-again.md); one still refused a day after its first try is given up,
 * logged, and stays in its thread with 'Renvoyer l’accusé de réception'. A reply left 'sending' by a server stopped
 * in the middle becomes 'failed' with its button, and an acknowledgement so left is tried again at once.
 */
export function acknowledgementRetriesJob(inbox: Pick<ReturnType<typeof inboxService>, 'retryDue'>, log: FastifyBaseLogger): Job {
  return {
    name: ACKNOWLEDGEMENT_RETRIES_JOB,
    intervalMs: 30_000,
    async run(now) {
      const { givenUp, interrupted } = await inbox.retryDue(now);
      if (interrupted) log.warn({ count: interrupted }, 'Envois d’e-mails interrompus (serveur arrêté pendant l’envoi) : marqués en échec');
      for (const { requestId, recipient } of givenUp) log.error({ requestId, to: recipient }, 'Accusé de réception abandonné : refusé pendant 24 heures');
    },
  };
}
