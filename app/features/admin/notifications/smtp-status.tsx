import type { NotificationsOverview } from '../../../../domain/api/notification-answers';
import { frenchDateFormat } from '../../../../domain/french-dates';
import { withFrenchSpacing } from '../../../../domain/french-spacing';
import { notificationMessages } from '../../../../domain/notifications/notification-settings';

const hourOf = frenchDateFormat({ hour: '2-digit', minute: '2-digit' });

/** Whether e-mail can leave, and the e-mails the mail server did not take, kept and tried again (docs/decisions/0537). */
export function SmtpStatus({ smtp, waiting }: Pick<NotificationsOverview, 'smtp'> & { waiting: NotificationsOverview['waitingEmails'] }) {
  const refused = waiting.count > 0 && waiting.nextAttemptAt !== null;
  const state = !smtp.configured ? 'non configuré' : refused ? 'envois refusés' : 'opérationnel';
  const tone = smtp.configured && !refused ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200' : 'border-amber-500/50 bg-amber-500/10 text-amber-100';
  return (
    <div role="status" className={`mb-4 space-y-1 rounded-xl border p-3 text-sm ${tone}`}>
      <p>
        <strong>E-mail (SMTP)&nbsp;: {state}.</strong> {withFrenchSpacing(smtp.message)}
      </p>
      {refused && <p>{withFrenchSpacing(notificationMessages.waitingEmails(waiting.count, hourOf(new Date(waiting.nextAttemptAt!))))}</p>}
    </div>
  );
}
