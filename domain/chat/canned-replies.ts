import { siteConfig } from '../site-config';
import { chatFacts as f } from './facts';

type ChatSender = 'user' | 'ai';

export interface ChatMessage {
  sender: ChatSender;
  content: string;
  timestamp: number;
  isAutomatic?: boolean;
}

/** Answer sources the chatbot statistics know (back-office §4). */
type AnswerSource = 'api' | 'exact_cache' | 'similar_cache' | 'predefined' | 'local' | 'fallback' | 'fallback_content';

interface Topic {
  name: string;
  keywords: RegExp;
  answer: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

// Checked in order: the first topic whose keywords appear answers.
const topics: Topic[] = [
  {
    name: 'trial',
    keywords: /\b(essai|essayer|tester|test gratuit|trial)\b/,
    answer: `Vous pouvez essayer nos assistants gratuitement pendant ${f.freeTrialDays} jours, sans engagement.`,
  },
  {
    name: 'quote',
    keywords: /\b(devis|chiffrage|proposition)\b/,
    answer: `Nous envoyons un devis détaillé sous ${f.quoteWithinHours} h. Décrivez votre besoin sur la page contact et nous revenons vers vous rapidement.`,
  },
  {
    name: 'webdev',
    keywords: /\b(site|web|developpement|developpeur|application|tjm|freelance|symfony|react)\b/,
    answer: `Le développement web sur mesure démarre à ${f.webDevDailyFrom} € par jour. Un devis précis vous est envoyé sous ${f.quoteWithinHours} h.`,
  },
  {
    name: 'price',
    keywords: /\b(prix|tarifs?|couts?|combien|budget|abonnement|mensuel|euros?)\b/,
    answer: `Nos assistants IA coûtent de ${f.assistantMonthlyMin} à ${f.assistantMonthlyMax} € par mois. Le développement web démarre à ${f.webDevDailyFrom} € par jour. Vous pouvez aussi profiter d'un essai gratuit de ${f.freeTrialDays} jours.`,
  },
  {
    name: 'consultation',
    keywords: /\b(rendez-vous|rdv|consultation|audit|appel|rappel|echanger|conseil)\b/,
    answer: `Nous proposons une consultation gratuite de ${f.freeConsultationMinutes} minutes pour étudier votre projet. Réservez-la depuis la page contact ou appelez le ${siteConfig.phone}.`,
  },
  {
    name: 'delay',
    keywords: /\b(delai|rapide|quand|reponse|repondez|disponible|temps)\b/,
    answer: `Nous répondons en moyenne sous ${f.averageReplyHours} h et envoyons un devis sous ${f.quoteWithinHours} h.`,
  },
  {
    name: 'assistants',
    keywords: /\b(assistants?|ia|agent|comptab\w*|financ\w*|commercial\w*|vente|marketing|rh)\b/,
    answer: `Nos assistants IA premium couvrent la comptabilité, la direction financière, la direction commerciale et le marketing, de ${f.assistantMonthlyMin} à ${f.assistantMonthlyMax} € par mois. Retrouvez-les dans « Workflows & Assistants IA ».`,
  },
  {
    name: 'workflows',
    keywords: /\b(workflows?|automatis\w*|n8n|integration|zapier)\b/,
    answer: 'Nos workflows automatisent vos tâches répétitives (relances, devis, reporting…) en connectant vos outils. Parcourez-les dans « Workflows & Assistants IA ».',
  },
  {
    name: 'contact',
    keywords: /\b(contact|contacter|telephone|email|mail|joindre)\b/,
    answer: `Vous pouvez nous écrire à ${siteConfig.email} ou nous appeler au ${siteConfig.phone}. Réponse moyenne sous ${f.averageReplyHours} h.`,
  },
  {
    name: 'greeting',
    keywords: /^(bonjour|bonsoir|salut|hello|coucou)\b/,
    answer: 'Bonjour ! Je suis Anna. Posez-moi une question sur nos assistants IA, nos workflows, nos tarifs ou nos délais.',
  },
];

const FALLBACK = `Je n'ai pas de réponse précise à cette question. Notre équipe vous répond en moyenne sous ${f.averageReplyHours} h : écrivez-nous depuis la page contact, ou réservez une consultation gratuite de ${f.freeConsultationMinutes} minutes.`;

interface CannedAnswer {
  answer: string;
  topic: string | null;
  source: Extract<AnswerSource, 'predefined' | 'fallback'>;
}

/** Anna's canned reply: the same function runs in the browser and on the server. */
export function cannedAnswer(query: string): CannedAnswer {
  const text = fold(query.trim());
  const topic = topics.find((t) => t.keywords.test(text));
  return topic ? { answer: topic.answer, topic: topic.name, source: 'predefined' } : { answer: FALLBACK, topic: null, source: 'fallback' };
}

/** The automatic message when a search of more than three characters finds nothing. */
export function noPageFoundMessage(query: string): string {
  return `Je n'ai trouvé aucune page pour « ${query.trim()} ». Posez-moi votre question, je vais essayer d'y répondre.`;
}

/** A rough token estimate (4 characters per token), labelled as such in the statistics. */
export function estimateTokens(...texts: string[]): number {
  return Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4);
}
