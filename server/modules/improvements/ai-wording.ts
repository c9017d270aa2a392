import { z } from '../../../domain/validation/zod';
import { boundedText } from '../../lib/bounded-text';
import type { Ideas } from './rule-ideas';

export interface AiEndpoint {
  url: string;
  apiKey: string;
  model: string;
}

const reworded = z.object({
  items: z
    .array(z.object({ id: z.string().max(60), title: z.string().trim().min(3).max(160), description: z.string().trim().min(3).max(600) }))
    .max(30),
});
const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

const SYSTEM_PROMPT = [
  "Tu aides l'équipe d'une agence française d'IA et de développement web à prioriser ses améliorations.",
  'Tu reçois des idées déjà établies à partir des données du site, chacune avec ses preuves.',
  'Reformule le titre et la description de chaque idée en français clair et actionnable, sans inventer de chiffre ni de fait absent des preuves.',
  'Réponds uniquement avec un objet JSON {"items":[{"id","title","description"}]} contenant les mêmes id.',
].join(' ');

/** A completion for 30 ideas is a few tens of kilobytes: an answer beyond this is refused unread. */
const MAX_ANSWER_BYTES = 256 * 1024;

const chatUrl = (base: string) => (/\/chat\/completions\/?$/.test(base) ? base : `${base.replace(/\/$/, '')}/chat/completions`);

/**
 * Sends the evidence-backed ideas to an OpenAI-compatible chat-completions endpoint for their wording only:
 * ids, evidence and statuses stay ours, so the model cannot make up an idea. Throws on any failure.
 */
// The configured endpoint only: a redirect is a failure, never followed to another host with the evidence and the key.
export async function wordWithAi(ideas: Ideas, endpoint: AiEndpoint, timeoutMs: number, fetcher: typeof fetch = fetch): Promise<Ideas> {
  const items = [...ideas.technical, ...ideas.features].map(({ id, title, description, evidence }) => ({ id, title, description, evidence }));
  if (!items.length) return ideas;
  const response = await fetcher(chatUrl(endpoint.url), {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint.apiKey}` },
    body: JSON.stringify({
      model: endpoint.model,
      temperature: 0.3,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify({ items }) },
      ],
    }),
  });
  if (!response.ok) throw new Error(`chat-completions answered ${response.status}`);
  const body = await boundedText(response, MAX_ANSWER_BYTES);
  if (body === null) throw new Error(`chat-completions answered more than ${MAX_ANSWER_BYTES} bytes`);
  const content = completion.parse(JSON.parse(body)).choices[0]?.message.content ?? '';
  const wording = new Map(reworded.parse(JSON.parse(content)).items.map((item) => [item.id, item]));
  const apply = <T extends { id: string; title: string; description: string }>(idea: T): T => {
    const words = wording.get(idea.id);
    return words ? { ...idea, title: words.title, description: words.description } : idea;
  };
  return { technical: ideas.technical.map(apply), features: ideas.features.map(apply), personas: ideas.personas };
}
