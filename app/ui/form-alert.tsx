import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import type { ReactNode } from 'react';
import { useTakeFocus } from './take-focus';

/**
 * A lead form's refusal; `takeFocus` when it answers the visitor's own send, or a send the form made by itself
 * while the focus was on the last refusal (which this one replaces).
 */
export interface FormAlertMessage {
  text: string;
  takeFocus: boolean;
}

interface FormAlertProps {
  alert: FormAlertMessage;
  /** What follows the reason, e.g. that the brief is kept on this device. */
  detail?: ReactNode;
  compact?: boolean;
}

/**
 * Where the focus is against the lead form of id `formId`, read before a send disables its fields: `inForm` when it
 * is inside, `onAlert` when it is on the form's refusal, which a new one replaces. Beside the alert rather than in
 * `give-focus-back.ts`: the contact page's first visit loads this module already, and no other chunk.
 */
export function focusInForm(formId: string) {
  const focused = document.activeElement;
  const inForm = Boolean(focused && focused !== document.body && document.getElementById(formId)?.contains(focused));
  return { inForm, onAlert: inForm && focused?.getAttribute('role') === 'alert' };
}

/** The refusal shown above a lead form's fields (docs/decisions/0540-lead-forms-keep-the-focus.md). */
export function FormAlert({ alert, detail, compact = false }: FormAlertProps) {
  const ref = useTakeFocus<HTMLDivElement>(alert.takeFocus && alert);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={`flex scroll-mt-24 items-start gap-3 rounded-xl border border-red-500/50 bg-red-500/10 text-red-200 outline-none focus-visible:ring-2 focus-visible:ring-accent-400 ${compact ? 'p-3 text-sm' : 'p-4'}`}
    >
      <AlertCircle aria-hidden className="mt-0.5 shrink-0" size={compact ? 16 : 18} />
      <div>
        <p>{alert.text}</p>
        {detail}
      </div>
    </div>
  );
}
