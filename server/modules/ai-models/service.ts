import type { AiModelCard } from '../../../domain/api/operations-answers';
import type { Database } from '../../db/database';
import { chatbotService } from '../chatbot/service';
import { parisMonthStart, parisToday } from '../../../domain/paris-time';

/** The models this product really uses (back-office §2.15), with this month's real usage. */
export function aiModelsService(db: Database) {
  const chatbot = chatbotService(db);
  return {
    async list(now = new Date()): Promise<{ since: string; models: AiModelCard[] }> {
      // The agency's month, as every figure of the back-office (docs/decisions/0531-statistics-in-paris-days.md).
      const since = new Date(parisMonthStart(parisToday(now)));
      const anna = await chatbot.usageSince(since);
      return {
        since: since.toISOString(),
        models: [
          {
            id: 'anna',
            name: 'Anna — réponses prédéfinies',
            purpose: 'Conversation de la recherche du site',
            provider: 'Ce serveur (aucun service externe)',
            status: 'active',
            monthlyRequests: anna.requests,
            monthlyTokens: anna.tokens,
            monthlyCost: null,
            costNote: 'Aucun coût : les réponses sont choisies sur ce serveur, sans appel à un modèle payant.',
          },
          {
            id: 'improvement-ideas',
            name: "Idées d'amélioration",
            purpose: "Génération d'idées techniques, de fonctionnalités et de personas",
            provider: 'Aucun modèle externe configuré',
            status: 'unconfigured',
            monthlyRequests: null,
            monthlyTokens: null,
            monthlyCost: null,
            costNote: "Aucun coût : aucun modèle externe n'est appelé par cette instance.",
          },
        ],
      };
    },
  };
}
