import type { Database } from '../../db/database';
import { chatbotService } from '../chatbot/service';
import { eventsService } from '../events/service';
import { keptEmailsService } from '../outgoing-mail/service';
import { requestsService } from '../requests/service';
import { blockedSendersService } from '../requests/blocked-senders-service';
import { prospectsService } from '../prospects/service';
import { surveysOfRequests } from '../satisfaction/service';

/**
 * GDPR access and erasure for one person, named by e-mail address (public-site §9): prospects and inbox rows
 * of that address, and the analytics events and chatbot questions that contain the address or the person's
 * full name as the stored rows give it, the satisfaction surveys of those requests (erased with them), and the
 * e-mails kept for another attempt that name them (docs/decisions/0537), the address's place among the blocked senders
 * (0579). Each table is reached through the module
 * that owns it.
 */
export function personalDataService(db: Database) {
  const prospects = prospectsService(db);
  const requests = requestsService(db);
  const events = eventsService(db);
  const chatbot = chatbotService(db);
  const keptEmails = keptEmailsService(db);
  const blockedSenders = blockedSendersService(db);

  const gather = async (email: string) => {
    const [prospectRows, requestRows] = await Promise.all([prospects.personalData(email), requests.personalData(email)]);
    const fullNames = new Set<string>();
    for (const row of prospectRows) if (row.prenom && row.nom) fullNames.add(`${row.prenom} ${row.nom}`);
    for (const row of requestRows) if (row.name.trim().includes(' ')) fullNames.add(row.name.trim());
    const terms = [email, ...fullNames];
    const [analyticsEvents, chatbotRequests, satisfactionSurveys, outgoingEmails, blockedSenderRows] = await Promise.all([
      events.mentioning(terms),
      chatbot.mentioning(terms),
      surveysOfRequests(db, requestRows.map((row) => Number(row.id))),
      keptEmails.mentioning(terms),
      blockedSenders.personalData(email),
    ]);
    return { terms, prospects: prospectRows, requests: requestRows, analyticsEvents, chatbotRequests, satisfactionSurveys, outgoingEmails, blockedSenders: blockedSenderRows };
  };

  return {
    async export(email: string) {
      const { terms: _terms, ...data } = await gather(email);
      // How many stored records name the person: 0 tells the admin there is nothing, not an empty file to open.
      const found = data.prospects.length + data.requests.length + data.analyticsEvents.length + data.chatbotRequests.length + data.outgoingEmails.length + data.blockedSenders.length;
      return { email, exportedAt: new Date().toISOString(), found, ...data };
    },

    async erase(email: string) {
      const { terms } = await gather(email);
      const [prospectCount, requestCount, eventCount, chatbotCount, keptCount, blockedCount] = [
        await prospects.eraseByEmail(email),
        await requests.eraseByEmail(email),
        await events.eraseMentioning(terms),
        await chatbot.eraseMentioning(terms),
        await keptEmails.eraseMentioning(terms),
        await blockedSenders.eraseByEmail(email),
      ];
      return { prospects: prospectCount, requests: requestCount, analyticsEvents: eventCount, chatbotRequests: chatbotCount, outgoingEmails: keptCount, blockedSenders: blockedCount };
    },
  };
}
