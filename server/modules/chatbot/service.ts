import { cannedAnswer, estimateTokens } from '../../../domain/chat/canned-replies';
import type { ChatAsk } from '../../../domain/chat/ask-schema';
import type { Database, Executor } from '../../db/database';
import { durableWrite } from '../../db/durable-writes';
import { chatbotRepository } from './repository';
import { addDays } from '../../../domain/calendar-day';
import { parisDayBounds, parisToday } from '../../../domain/paris-time';

const RECENT_LIMIT = 50;
const COMMON_LIMIT = 10;
const DAYS = 30;
const UNANSWERED_LIMIT = 20;
/** Sources meaning that no content of the site matched the question (back-office §4). */
const unansweredSources = ['fallback', 'fallback_content'] as const;

export function chatbotService(db: Database) {
  const requests = chatbotRepository(db);
  return {
    /** Answers with the same canned replies as the browser and records the question first. */
    async ask(input: ChatAsk) {
      const started = performance.now();
      const reply = cannedAnswer(input.query);
      const tokens = estimateTokens(input.query, reply.answer);
      const responseTime = Math.round(performance.now() - started);
      const question = { query: input.query, page: input.page, source: reply.source, responseTimeMs: responseTime, tokens, createdAt: new Date().toISOString() };
      await durableWrite(db, (executor) => requests.insert(question, executor));
      return { answer: reply.answer, source: reply.source, responseTime, tokens };
    },

    /** How many questions Anna answered since a date, for the dashboard and the AI model cards. */
    usageSince: (since: Date) => requests.usageSince(since.toISOString()),
    count: () => requests.count(),
    /** Retention (public-site §9): questions older than the cutoff, and their deletion. */
    countBefore: (cutoff: Date) => requests.count(cutoff.toISOString()),
    removeBefore: (cutoff: Date, executor?: Executor) => requests.removeBefore(cutoff.toISOString(), executor),
    /** The questions that name a person (GDPR access), and their erasure. */
    mentioning: (terms: string[]) => requests.mentioning(terms),
    eraseMentioning: (terms: string[]) => requests.removeMentioning(terms),
    /** Questions Anna could not answer from the site's content, most asked first. */
    unansweredQuestions: (limit = UNANSWERED_LIMIT) => requests.unanswered(unansweredSources, limit),

    /** The back-office §3 Chatbot stats shape. This product issues no chatbot API keys yet. */
    async stats(now = new Date()) {
      const since = parisDayBounds(addDays(parisToday(now), -(DAYS - 1))).from;
      const [recent, sourceStats, dailyStats, totalTokens, commonQueries, unanswered, total] = await Promise.all([
        requests.recent(RECENT_LIMIT),
        requests.countBySource(),
        requests.countByDay(since),
        requests.totalTokens(),
        requests.commonQueries(COMMON_LIMIT),
        requests.unanswered(unansweredSources, UNANSWERED_LIMIT),
        requests.count(),
      ]);
      return {
        apiKeys: { total: 0, totalUsage: 0, keys: [] as never[] },
        requests: {
          recent: recent.map((r) => ({
            id: Number(r.id),
            date: r.createdAt,
            query: r.query,
            source: r.source,
            page: r.page,
            responseTime: r.responseTimeMs,
            tokens: r.tokens,
          })),
          sourceStats,
          dailyStats,
          totalTokens,
          commonQueries,
          total,
          daysAnalyzed: DAYS,
          /** Beyond the spec: the questions that found no page, ranked, so missing content shows. */
          unansweredQueries: unanswered,
        },
      };
    },
  };
}
