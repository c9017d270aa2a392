import type { FastifyBaseLogger } from 'fastify';
import type { Improvements } from '../../../domain/api/improvements-answers';
import type { Database } from '../../db/database';
import { wordWithAi, type AiEndpoint } from './ai-wording';
import { gatherEvidence } from './evidence';
import { ruleIdeas } from './rule-ideas';

const CACHE_MS = 5 * 60_000;
/** Under the 5 s and 8 s the back-office waits for GET and for a generation (§7), evidence reading included. */
const READ_AI_TIMEOUT_MS = 3500;
const GENERATE_AI_TIMEOUT_MS = 6500;

interface ImprovementsOptions {
  siteDir: string;
  publicUrl: string;
  ai?: AiEndpoint;
  log: FastifyBaseLogger;
  fetcher?: typeof fetch;
  now?: () => Date;
}

const offlineNotice = (ai: boolean) =>
  ai
    ? "Le service d'IA n'a pas répondu à temps : idées établies par règles à partir des données du site (mode hors-ligne)."
    : "Aucun service d'IA configuré : idées établies par règles à partir des données du site (mode hors-ligne).";

/** Improvement ideas from the product's evidence, worded by an AI endpoint when one answers; cached 5 min. */
export function improvementsService(db: Database, options: ImprovementsOptions) {
  const now = options.now ?? (() => new Date());
  let cached: { at: number; value: Improvements } | null = null;
  let lastAi: Improvements | null = null;

  async function generate(timeoutMs: number): Promise<Improvements> {
    const at = now();
    const rules = ruleIdeas(await gatherEvidence(db, { siteDir: options.siteDir, publicUrl: options.publicUrl }, at));
    const base = { generated_at: at.toISOString() };
    if (options.ai) {
      try {
        const worded = await wordWithAi(rules, options.ai, timeoutMs, options.fetcher);
        lastAi = { ...worded, ...base, is_fallback: false, mode: 'ai', notice: null };
        return lastAi;
      } catch (error) {
        options.log.warn({ err: error }, 'AI wording of the improvements failed; rule-based ideas used');
        // §7: on failure, the last AI answer if there is one, otherwise the rule-based ideas.
        if (lastAi) return { ...lastAi, notice: "Le service d'IA n'a pas répondu : dernières idées reformulées conservées en cache." };
      }
    }
    return { ...rules, ...base, is_fallback: true, mode: 'rules', notice: offlineNotice(Boolean(options.ai)) };
  }

  return {
    async current(): Promise<Improvements> {
      if (cached && now().getTime() - cached.at < CACHE_MS) return cached.value;
      const value = await generate(READ_AI_TIMEOUT_MS);
      cached = { at: now().getTime(), value };
      return value;
    },
    async regenerate(): Promise<Improvements> {
      const value = await generate(GENERATE_AI_TIMEOUT_MS);
      cached = { at: now().getTime(), value };
      return value;
    },
  };
}
