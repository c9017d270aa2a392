import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { createTestDatabase, databaseKinds } from '../test/helper';
import { startSmtpServer } from '../test/smtp';
import { ARRIVAL_MAILS_JOB } from '../modules/requests/arrival-mails-job';
import { postWithoutPause } from './support/contact-posts';
import { inSchema, startServerProcess } from './support/server-process';

const AGENCY = 'agence@exemple.fr';
const ACKNOWLEDGED_BEFORE_KILL = 300;
const SENDERS = 8;

/**
 * A server killed while contact messages arrive leaves some stored whose arrival e-mails it had not recorded done
 * (docs/decisions/0546-arrival-mails-survive-a-stop.md). Ten minutes on (the rows' moment is moved back here), the
 * server started again makes them: every message it acknowledged reaches the agency and its visitor.
 */
describe.each(databaseKinds)('a server killed while messages arrive, started again, on %s', (kind) => {
  it('tells the agency of every message it acknowledged, and acknowledges it to its visitor', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase(kind);
    await database.db.destroy();
    const url = kind === 'postgres' ? inSchema(database.url, database.schema as string) : database.url;
    const smtp = await startSmtpServer();
    const env = { DATABASE_URL: url, SMTP_URL: smtp.url, MAIL_TO: AGENCY };
    const reopened = createDatabase({ url: database.url, schema: database.schema });
    try {
      const first = await startServerProcess(env);
      const { acknowledged, stopped } = postWithoutPause(first.url, SENDERS);
      while (acknowledged.size < ACKNOWLEDGED_BEFORE_KILL && first.child.exitCode === null) await sleep(2);
      first.child.kill('SIGKILL');
      await stopped;
      await first.exited;

      const undone = () => reopened.selectFrom('callbackRequests').select('id').where('arrivalMailsDueAt', 'is not', null).execute();
      expect((await undone()).length).toBeGreaterThan(0);
      // Ten minutes later: the rows' moment has come, and the job's turn (a lease the killed server held has expired).
      const past = new Date(Date.now() - 1000).toISOString();
      await reopened.updateTable('callbackRequests').set({ arrivalMailsDueAt: past }).where('arrivalMailsDueAt', 'is not', null).execute();
      await reopened.updateTable('jobLeases').set({ nextRunAt: past, leaseUntil: past }).where('name', '=', ARRIVAL_MAILS_JOB).execute();

      const second = await startServerProcess(env);
      try {
        const told = () => new Set(smtp.received.filter((mail) => mail.to.includes(AGENCY)).map((mail) => Number(/\[Contact #(\d+)\]/.exec(mail.raw)?.[1])));
        const visitors = () => new Set(smtp.received.flatMap((mail) => mail.to));
        const missing = () => [...acknowledged].filter(([id, visitor]) => !told().has(id) || !visitors().has(visitor));
        for (let i = 0; i < 300 && missing().length; i += 1) await sleep(100);
        expect(missing()).toEqual([]);
      } finally {
        second.child.kill('SIGKILL');
        await second.exited;
      }
    } finally {
      await reopened.destroy();
      await smtp.close();
      await database.drop();
    }
  });
});
