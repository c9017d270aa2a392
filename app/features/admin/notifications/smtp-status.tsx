import RotateCw from 'lucide-react/icons/rotate-cw';
import type { Ref } from 'react';
import type { NotificationsOverview } from '../../../../domain/api/notification-answers';
import { frenchDateFormat } from '../../../../domain/french-dates';
import { withFrenchSpacing } from '../../../../domain/french-spacing';
import { notificationMessages } from '../../../../domain/notifications/notification-settings';
import { secondaryButton } from '../settings/settings-controls';

const hourOf = frenchDateFormat({ hour: '2-digit', minute: '2-digit' });

interface SmtpStatusProps extends Pick<NotificationsOverview, 'smtp'> {
  waiting: NotificationsOverview['waitingEmails'];
  /** 'Réessayer maintenant', for those who may write; absent for a reader. */
  retry?: { onRetry: () => void; pending: boolean };
  /** The box, which takes the focus when the button it held goes with the last e-mail sent. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Whether the answer of 'Réessayer maintenant' still says something true: one saying e-mails still wait is dropped
 * once the job has sent them (`waitingNow` is the count the panel reads now).
 */
export function retryAnswerHolds(answer: { waiting: number }, waitingNow: number): boolean {
  return answer.waiting === 0 || waitingNow > 0;
}

/** Whether e-mail can leave, and the e-mails the mail server did not take, kept and tried again (docs/decisions/0537). */
export function SmtpStatus({ smtp, waiting, retry, ref }: SmtpStatusProps) {
  const refused = waiting.count > 0 && waiting.nextAttemptAt !== null;
  const state = !smtp.configured ? 'non configuré' : refused ? 'envois refusés' : 'opérationnel';
  const tone = smtp.configured && !refused ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200' : 'border-amber-500/50 bg-amber-500/10 text-amber-100';
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`mb-4 space-y-2 rounded-xl border p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-accent-400 ${tone}`}>
      <p>
        <strong>E-mail (SMTP)&nbsp;: {state}.</strong> {withFrenchSpacing(smtp.message)}
      </p>
      {refused && <p>{withFrenchSpacing(notificationMessages.waitingEmails(waiting.count, hourOf(new Date(waiting.nextAttemptAt!))))}</p>}
      {refused && retry && (
        // Not disabled while it sends: the focus stays on it for the next press, which is ignored until the answer.
        <button type="button" className={`${secondaryButton} aria-disabled:opacity-60`} aria-disabled={retry.pending} onClick={() => !retry.pending && retry.onRetry()}>
          <RotateCw aria-hidden size={16} /> {retry.pending ? 'Envoi...' : 'Réessayer maintenant'}
        </button>
      )}
    </div>
  );
}
