import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginJournalAnswer } from '../../../domain/api/admin-answers';
import { answers } from '../../../domain/api/answers';
import { LOGIN_JOURNAL_HOURS } from '../../../domain/settings/settings-schema';

/** The login journal of the last 48 hours (back-office §2.18). */
export async function loginJournalRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/login-journal', { schema: { response: answers({ 200: loginJournalAnswer }) } }, async () => ({
    success: true as const,
    hours: LOGIN_JOURNAL_HOURS,
    events: await app.auth.loginJournal(),
  }));
}
