import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { callbackSchema, type CallbackInput, type CallbackRequestInput } from '../../../domain/validation/callback-schema';
import { OPENING_HOURS_TEXT } from '../../../domain/response-promises';
import { emailSuggestions } from '../../../domain/validation/field-suggestions';
import { FormAlert, focusInForm, type FormAlertMessage } from '../../ui/form-alert';
import { useTakeFocus } from '../../ui/take-focus';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { KEPT_REQUEST, useKeptSending } from '../../api/outbox';
import { newSubmissionId } from '../../api/submission-id';
import { deliverable, sameCallback, useCallbackOutbox, type PendingCallback } from './callback-outbox';
import { submitCallback } from './submit-callback';
import { useSiteClosures } from '../site-status/use-closure-notice';
import { callbackSlotDays, callbackSlotGroups } from '../../../domain/callback-slots';

/** A kept request back in the form's fields. */
const fieldsOf = (values: CallbackRequestInput): CallbackInput => ({
  name: values.name,
  phone: values.phone,
  email: values.email ?? '',
  company: values.company ?? '',
  preferredTime: values.preferredTime ?? '',
});

interface CallbackFormProps {
  onDone: () => void;
}

export default function CallbackForm({ onDone }: CallbackFormProps) {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [banner, setBanner] = useState<FormAlertMessage | null>(null);
  // Set when the visitor's own send arrived: the confirmation then takes the focus the disabled button lost.
  const [arrived, setArrived] = useState<object | null>(null);
  const confirmationRef = useTakeFocus<HTMLDivElement>(arrived);
  const formId = useId();
  // The slots offered are read again each time the visitor comes to the field, without the closures until the site's
  // status is read; a chosen slot the list no longer holds stays shown under 'Créneau choisi'.
  const [slotsAt, setSlotsAt] = useState(() => new Date());
  const { register, handleSubmit, formState, reset, control } = useForm<CallbackInput, unknown, CallbackRequestInput>({
    resolver: zodResolver(callbackSchema),
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', email: '', company: '', preferredTime: '' },
  });
  const submitting = status === 'submitting';
  const siteClosures = useSiteClosures();
  const closureNotice = siteClosures?.notice ?? null;
  const slotDays = useMemo(() => callbackSlotDays(slotsAt, siteClosures?.closures), [slotsAt, siteClosures]);
  const chosenSlot = useWatch({ control, name: 'preferredTime' });

  // The request is kept on this device from the click until the server has stored it (docs/decisions/0419); a try
  // again of the same values keeps its id, so a try whose answer was lost is not stored twice.
  const deliver = async (kept: PendingCallback, byVisitor = false) => {
    // The answer takes the focus of the visitor's own send. A send the form makes by itself leaves the focus where it
    // is, unless the form it was in goes (the thanks replace it) or it was on the last alert (a new one replaces it).
    const focus = focusInForm(formId);
    setBanner(null);
    setStatus('submitting');
    const result = await submitCallback(deliverable(kept.values), kept.submissionId);
    if (result.ok) {
      useCallbackOutbox.getState().clear();
      setStatus('success');
      if (byVisitor || focus.inForm) setArrived({});
      // The funnel counts every lead form sent (docs/decisions/0310); reported through the DOM (decision 0183).
      window.dispatchEvent(new CustomEvent('site:analytics', { detail: { event: 'contact_form_submit', properties: { form: 'callback' } } }));
      return;
    }
    // Refused for what it says: sending it again would be refused again.
    if (!result.retryable) useCallbackOutbox.getState().clear();
    setStatus('idle');
    setBanner({ text: result.retryable ? `${result.error} ${KEPT_REQUEST}` : result.error, takeFocus: byVisitor || focus.onAlert });
  };
  // A request kept by an earlier visit is shown and sent again; one waiting for the network leaves when it is back.
  useKeptSending(useCallbackOutbox, {
    restore: (kept) => reset(fieldsOf(deliverable(kept.values)), { keepDefaultValues: true }),
    send: (kept) => void deliver(kept),
    paused: submitting,
  });

  if (status === 'success') {
    return (
      <div ref={confirmationRef} tabIndex={-1} role="status" className="rounded-xl py-6 text-center outline-none focus-visible:ring-2 focus-visible:ring-accent-400">
        <CheckCircle2 aria-hidden className="mx-auto text-emerald-400" size={48} />
        <h3 className="mt-4 text-xl font-bold text-white">Demande enregistrée&nbsp;!</h3>
        <p className="mt-2 text-gray-300">Un expert vous rappelle sous 24h, au créneau choisi si vous en avez indiqué un.</p>
        {closureNotice && <p className="mt-2 text-amber-200">{closureNotice}</p>}
        <button type="button" onClick={onDone} className="mt-6 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Terminer
        </button>
      </div>
    );
  }

  const errorOf = (field: keyof CallbackInput) => formState.errors[field]?.message;
  const onValid = (values: CallbackRequestInput) => {
    const kept = useCallbackOutbox.getState().pending;
    const request = sameCallback(kept, values) ? kept : { values, submissionId: newSubmissionId() };
    useCallbackOutbox.getState().keep(request);
    return deliver(request, true);
  };

  return (
    <form id={formId} method="post" action="/rappel" noValidate onSubmit={handleSubmit(onValid)} className="mt-1 space-y-4" aria-label="Demande de rappel">
      <p className="text-sm text-gray-400">Laissez votre numéro&nbsp;: un expert vous rappelle gratuitement, sans engagement.</p>
      {banner && <FormAlert alert={banner} compact />}
      <TextField label="Nom complet" required autoComplete="name" autoFocus {...register('name')} error={errorOf('name')} disabled={submitting} />
      <TextField label="Téléphone" type="tel" required autoComplete="tel" placeholder="+33 6 12 34 56 78" {...register('phone')} error={errorOf('phone')} disabled={submitting} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="E-mail" type="email" autoComplete="email" suggest={emailSuggestions} {...register('email')} error={errorOf('email')} disabled={submitting} />
        <TextField label="Entreprise" autoComplete="organization" {...register('company')} error={errorOf('company')} disabled={submitting} />
      </div>
      <SelectField
        label="Créneau souhaité"
        placeholder="Dès que possible"
        groups={callbackSlotGroups(slotDays, chosenSlot)}
        onFocus={() => setSlotsAt(new Date())}
        hint={`Facultatif, à l’heure de Paris\u00a0: ${OPENING_HOURS_TEXT}. Sans créneau, nous vous appelons dès que possible.${closureNotice ? ` ${closureNotice}` : ''}`}
        {...register('preferredTime')}
        error={errorOf('preferredTime')}
        disabled={submitting}
      />
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="callback-website">Site web</label>
        <input id="callback-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3.5 font-semibold text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-gray-400"
      >
        {submitting ? 'Envoi en cours...' : 'Être rappelé'}
      </button>
    </form>
  );
}
