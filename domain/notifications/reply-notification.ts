import { adminLink, prospectHash, requestHash } from '../admin-links';
import type { FiledReply, ReceivedReply } from '../email-replies';

/** What the notification quotes of the reply: the rest is in the record and in the agency's mailbox. */
const QUOTED_MAX = 1_000;

/**
 * A reply filed with a prospect or in a request's conversation, as the switch 'Réponses reçues' tells it
 * (docs/decisions/0440-reply-notifications.md): the e-mail to the recipients and the webhook event's data.
 */
export function replyNotification(reply: Pick<ReceivedReply, 'sender' | 'subject' | 'body'>, filed: FiledReply, publicUrl: string) {
  const where = 'prospectId' in filed ? { prospect_id: filed.prospectId } : { request_id: filed.requestId, back_to_pending: filed.back !== null };
  const link = adminLink(publicUrl, 'prospectId' in filed ? prospectHash(filed.prospectId) : requestHash(filed.requestId));
  const text = reply.body.length > QUOTED_MAX ? `${reply.body.slice(0, QUOTED_MAX)}…` : reply.body;
  return {
    data: { ...where, sender: reply.sender, subject: reply.subject, text, link },
    mail: {
      subject: `[Réponse] ${reply.subject} — ${reply.sender}`,
      text: [`De : ${reply.sender}`, `Objet : ${reply.subject}`, '', text, '', filed.message, `Ouvrir : ${link}`].join('\n'),
    },
  };
}
