import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { frenchDateFormat } from '../../../domain/french-dates';
import { formatPercent, formatWholePercent } from '../../../domain/percent';
import { readSystemResources } from '../../lib/system-resources';
import { cpuAlertRepository } from './cpu-alert-repository';
import { settingsService } from './service';

const parisDateTime = frenchDateFormat({ timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A sample every 20 s; three in a row above the threshold (a full minute) make an episode worth an e-mail. */
export const CPU_ALERT = { intervalMs: 20_000, samplesToAlert: 3 } as const;

export type CpuSampler = () => Promise<number>;
const sampleCpu: CpuSampler = async () => (await readSystemResources()).cpu.usage;

interface CpuAlertJobOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The agency's address, used when the settings name no alert e-mail. */
  fallbackRecipient: string;
  sample?: CpuSampler;
  host?: string;
  now?: () => Date;
}

/**
 * Watches this machine's CPU against the threshold of the settings. The episode lives in the database,
 * so instances sharing a machine send one e-mail between them, and a restart does not send it again.
 */
export function cpuAlertJob(options: CpuAlertJobOptions) {
  const { db, mailer, log, fallbackRecipient } = options;
  const sample = options.sample ?? sampleCpu;
  const host = options.host ?? os.hostname();
  const now = options.now ?? (() => new Date());
  const settings = settingsService(db);
  const episodes = cpuAlertRepository(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function tick(): Promise<'normal' | 'above' | 'alerted'> {
    const current = await settings.current();
    const usage = await sample();
    const at = now();
    if (usage <= current.cpuAlertThreshold) {
      await episodes.endEpisode(host, at);
      return 'normal';
    }
    const episode = await episodes.countAbove(host, usage, current.cpuAlertThreshold, at);
    if (episode.samplesAbove < CPU_ALERT.samplesToAlert || episode.alertedAt) return 'above';
    const recipient = current.alertEmail || fallbackRecipient;
    if (!(await episodes.claimAlert(episode.id, recipient, at))) return 'above';
    // The episode is recorded as alerted before the e-mail is tried.
    const sent = await mailer.notify({
      to: recipient,
      priority: 'high',
      subject: `[Alerte CPU] ${host} au-dessus de ${formatWholePercent(current.cpuAlertThreshold / 100)}`,
      text: [
        `Le processeur de ${host} dépasse le seuil d'alerte depuis le ${parisDateTime(new Date(episode.startedAt))}.`,
        '',
        `Utilisation mesurée : ${formatPercent(usage / 100)} (pic : ${formatPercent(Math.max(usage, episode.peakUsage) / 100)})`,
        `Seuil configuré : ${formatWholePercent(current.cpuAlertThreshold / 100)}`,
        '',
        "Une seule alerte est envoyée par épisode : la prochaine partira quand l'utilisation sera repassée sous le seuil puis l'aura de nouveau dépassé.",
      ].join('\n'),
    });
    if (!sent) log.warn({ host }, "L'e-mail d'alerte CPU n'a pas pu être envoyé");
    return 'alerted';
  }

  return {
    tick,
    start(intervalMs: number = CPU_ALERT.intervalMs) {
      timer ??= setInterval(() => {
        running = running.then(tick).catch((error: unknown) => log.error({ err: error }, 'Surveillance CPU : échec du relevé'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type CpuAlertJob = ReturnType<typeof cpuAlertJob>;
