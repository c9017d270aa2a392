import { adminLink, prospectHash, requestHash } from '../admin-links';
import { splitQuotedHistory } from '../email-quote';
import type { FiledReply, ReceivedReply } from '../email-replies';

/** What the notification quotes of the reply: the rest is in the record and in the agency's mailbox. */
const QUOTED_MAX = 1_000;
const cut = (text: string) => (text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text);
/** Said in place of the history the reply quoted. */
export const QUOTED_LEFT_OUT = '[Message cité en dessous : dans la fiche]';

/**
 * A reply filed with a prospect or in a request's conversation, as the switch 'Réponses reçues' tells it
 * (docs/decisions/0440-reply-notifications.md): the e-mail to the recipients and the webhook event's data.
 */
export function replyNotification(reply: Pick<ReceivedReply, 'sender' | 'subject' | 'body'>, filed: FiledReply, publicUrl: string) {
  const where = 'prospectId' in filed ? { prospect_id: filed.prospectId } : { request_id: filed.requestId, back_to_pending: filed.back !== null };
  const link = adminLink(publicUrl, 'prospectId' in filed ? prospectHash(filed.prospectId) : requestHash(filed.requestId));
  const text = cut(reply.body);
  // The e-mail quotes what the person wrote, not the history their mail program quoted under it (0551).
  const { fresh, quoted } = splitQuotedHistory(reply.body);
  return {
    data: { ...where, sender: reply.sender, subject: reply.subject, text, link },
    mail: {
      subject: `[Réponse] ${reply.subject} — ${reply.sender}`,
      text: [`De : ${reply.sender}`, `Objet : ${reply.subject}`, '', cut(fresh), ...(quoted ? ['', QUOTED_LEFT_OUT] : []), '', filed.message, `Ouvrir : ${link}`].join('\n'),
    },
  };
}
