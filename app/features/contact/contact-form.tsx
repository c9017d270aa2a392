import CheckCircle2 from 'lucide-react/icons/circle-check';
import MessageCircle from 'lucide-react/icons/message-circle';
import Send from 'lucide-react/icons/send';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { siteConfig } from '../../../domain/site-config';
import type { ContactInput, ContactRequest } from '../../../domain/validation/contact-schema';
import { messages } from '../../../domain/validation/messages';
import { deferredResolver } from '../../ui/deferred-resolver';
import { useEarlyFormValues } from '../../ui/early-input';
import { FormAlert, focusInForm, type FormAlertMessage } from '../../ui/form-alert';
import { useTakeFocus } from '../../ui/take-focus';
import { TextField } from '../../ui/text-field';
import { COMPLETION_THRESHOLD, completionOf } from './completion';
import { useKeptSending } from '../../api/outbox';
import { newSubmissionId } from '../../api/submission-id';
import { sameBrief, useContactOutbox, type PendingBrief } from './contact-outbox';
import { submitContact } from './submit-contact';
import { useClosureNotice } from '../site-status/use-closure-notice';

const REQUIRED_FIELDS = ['name', 'email', 'message'] as const;
const subscribeNothing = () => () => {};

const validation = deferredResolver<ContactInput, ContactRequest>(() => import('./contact-resolver').then((module) => module.contactResolver));

interface ContactFormProps {
  /** Text placed in the message field, e.g. from ?message= or the selection. */
  initialMessage?: string;
  /** Start of the subject sent with the brief, set by the page's query. */
  subjectPrefix?: string;
}

export function ContactForm({ initialMessage = '', subjectPrefix }: ContactFormProps) {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const closureNotice = useClosureNotice();
  const [banner, setBanner] = useState<FormAlertMessage | null>(null);
  // Set when the visitor's own send arrived: the thanks then take the focus the disabled button lost.
  const [arrived, setArrived] = useState<object | null>(null);
  const thanksRef = useTakeFocus<HTMLDivElement>(arrived);
  const formId = useId();
  const form = useForm<ContactInput, unknown, ContactRequest>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', company: '', phone: '', message: initialMessage },
  });
  const { register, handleSubmit, formState, control, reset, getValues } = form;
  useEarlyFormValues(form);

  useEffect(() => {
    if (initialMessage && !getValues('message')) form.setValue('message', initialMessage);
  }, [initialMessage, form, getValues]);

  const completion = completionOf(useWatch({ control }));
  // Until hydrated the button posts the form natively (POST /contact), so it is never disabled before then.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const submitting = status === 'submitting';

  // The brief is kept on this device from the click until the server has stored it (docs/decisions/0395). Its
  // code comes with the form's: a click made offline before anything else loaded still keeps the brief.
  const deliver = async (brief: PendingBrief, byVisitor = false) => {
    // The answer takes the focus of the visitor's own send. A send the form makes by itself leaves the focus where it
    // is, unless the form it was in goes (the thanks replace it) or it was on the last alert (a new one replaces it).
    const focus = focusInForm(formId);
    setBanner(null);
    setStatus('submitting');
    const result = await submitContact(brief.values, brief.subjectPrefix ?? undefined, brief.submissionId);
    if (result.ok) {
      useContactOutbox.getState().clear();
      setStatus('success');
      if (byVisitor || focus.inForm) setArrived({});
      // Reported through the DOM so this feature does not import the analytics one (docs/decisions/0183).
      window.dispatchEvent(new CustomEvent('site:analytics', { detail: { event: 'contact_form_submit' } }));
      reset({ name: '', email: '', company: '', phone: '', message: '' });
      return;
    }
    // Refused for what it says: sending it again would be refused again.
    if (!result.retryable) useContactOutbox.getState().clear();
    setStatus('idle');
    setBanner({ text: result.error, takeFocus: byVisitor || focus.onAlert });
  };
  // A brief kept by an earlier visit is shown and sent again; one waiting for the network leaves when it is back.
  const pending = useKeptSending(useContactOutbox, {
    restore: (kept) => reset(kept.values, { keepDefaultValues: true }),
    send: (kept) => void deliver(kept),
    paused: submitting,
  });

  const onValid = (values: ContactRequest) => {
    const prefix = subjectPrefix ?? null;
    const kept = useContactOutbox.getState().pending;
    const brief = sameBrief(kept, values, prefix) ? kept : { values, subjectPrefix: prefix, submissionId: newSubmissionId() };
    useContactOutbox.getState().keep(brief);
    return deliver(brief, true);
  };

  const onInvalid = (errors: FieldErrors<ContactInput>) => {
    const blank = REQUIRED_FIELDS.some((field) => !(getValues(field) ?? '').trim());
    // The first invalid field takes the focus (react-hook-form), not this summary.
    setBanner({ text: blank ? messages.requiredFields : (Object.values(errors)[0]?.message ?? messages.custom), takeFocus: false });
  };

  if (status === 'success') {
    return (
      <div ref={thanksRef} tabIndex={-1} className="rounded-2xl border border-emerald-500/40 bg-emerald-500/10 p-8 text-center outline-none focus-visible:ring-2 focus-visible:ring-accent-400" role="status">
        <CheckCircle2 aria-hidden className="mx-auto text-emerald-400" size={48} />
        <h3 className="mt-4 text-2xl font-bold text-white">Merci, votre message est bien arrivé&nbsp;!</h3>
        <p className="mt-2 text-gray-300">{closureNotice ?? 'Nous vous répondons sous 2h aux heures ouvrées.'}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            className="rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            onClick={() => setStatus('idle')}
          >
            Envoyer un autre message
          </button>
          <a
            href={siteConfig.whatsappHref}
            className="inline-flex items-center justify-center gap-2 rounded-xl border border-emerald-500/50 px-5 py-3 font-semibold text-emerald-300 hover:bg-emerald-500/10"
            rel="noopener"
          >
            <MessageCircle aria-hidden size={18} /> Continuer sur WhatsApp
          </a>
        </div>
      </div>
    );
  }

  const errorOf = (field: keyof ContactInput) => formState.errors[field]?.message;
  return (
    // The rules load as soon as the visitor reaches the form, so the first check rarely waits for them.
    <form
      id={formId}
      method="post"
      action="/contact"
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFocus={() => void validation.preload()}
      onPointerDown={() => void validation.preload()}
      className="space-y-5"
      aria-labelledby="brief-title"
    >
      {banner && (
        <FormAlert
          alert={banner}
          detail={pending && <p className="mt-1 text-sm text-red-100">Votre message est gardé sur cet appareil&nbsp;: il partira dès le retour de la connexion, même si vous fermez la page.</p>}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nom complet" required autoComplete="name" {...register('name')} error={errorOf('name')} disabled={submitting} />
        <TextField
          label="E-mail professionnel"
          type="email"
          required
          autoComplete="email"
          {...register('email')}
          error={errorOf('email')}
          disabled={submitting}
        />
        <TextField label="Entreprise" autoComplete="organization" {...register('company')} error={errorOf('company')} disabled={submitting} />
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          placeholder="+33 6 12 34 56 78"
          {...register('phone')}
          error={errorOf('phone')}
          disabled={submitting}
        />
      </div>
      <TextField
        label="Votre projet"
        rows={6}
        required
        hint="Décrivez votre besoin en quelques lignes&nbsp;: nous vous répondons sous 2 h."
        {...register('message')}
        error={errorOf('message')}
        disabled={submitting}
      />
      {/* Left empty by people; filled by bots that complete every field. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Site web</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <div className="flex items-center justify-between text-sm text-gray-300">
          <span id="completion-label">Complétion du formulaire</span>
          <span>{completion}%</span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-ink-700"
          role="progressbar"
          aria-labelledby="completion-label"
          aria-valuenow={completion}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-400 transition-all" style={{ width: `${completion}%` }} />
        </div>
      </div>
      <button
        type="submit"
        disabled={hydrated && (submitting || completion < COMPLETION_THRESHOLD)}
        className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3.5 font-semibold text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-gray-400"
      >
        <Send aria-hidden size={18} />
        {submitting ? 'Envoi en cours...' : 'Envoyer ma demande'}
      </button>
      {completion < COMPLETION_THRESHOLD && (
        <p className="text-center text-sm text-gray-400">Complétez au moins 60% du formulaire pour activer l'envoi</p>
      )}
    </form>
  );
}
