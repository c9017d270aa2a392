import { zodResolver } from '@hookform/resolvers/zod';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Send from 'lucide-react/icons/send';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { budgets, companySizes, manualTimes, sectors, urgencies } from '../../../domain/super-assistant/lead-options';
import { leadFormSchema, leadFormSteps, type LeadForm as LeadValues, type LeadFormInput } from '../../../domain/super-assistant/lead-schema';
import { LEAD_SUBMIT_MIN_MS } from '../../../domain/super-assistant/stages';
import { jobTitles, matchingSuggestions } from '../../../domain/validation/field-suggestions';
import { KEPT_REQUEST, useKeptSending } from '../../api/outbox';
import { newSubmissionId } from '../../api/submission-id';
import { FormAlert, focusInForm, type FormAlertMessage } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { IntegrationPreferences } from './integration-preferences';
import { StageHeading } from './stage-heading';
import { sameLead, useLeadOutbox, type PendingLead } from './lead-outbox';
import { submitLead } from './submit-lead';

const suggestJobTitles = (typed: string) => matchingSuggestions(jobTitles, typed);

const stepTitles = ['Contact professionnel', 'Besoins et objectifs', 'Configuration technique'];
const sectorOptions = sectors.map((s) => ({ value: s, label: s }));
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

interface LeadFormProps {
  scanEmail: string;
  assistantName: string;
  analysisTimestamp: string;
  /** Names of the tools the scan found, offered first as tools to connect. */
  detectedTools: readonly string[];
  onBack: () => void;
  onSubmitted: (lead: LeadValues) => void;
}

export function LeadForm({ scanEmail, assistantName, analysisTimestamp, detectedTools, onBack, onSubmitted }: LeadFormProps) {
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<FormAlertMessage | null>(null);
  const [integrationPreferences, setIntegrationPreferences] = useState<string[]>([]);
  const { register, handleSubmit, trigger, formState } = useForm<LeadFormInput, unknown, LeadValues>({
    resolver: zodResolver(leadFormSchema),
    mode: 'onTouched',
    shouldUnregister: false,
    defaultValues: { email: scanEmail, teamSize: '' },
  });
  const errorOf = (field: keyof LeadFormInput) => formState.errors[field]?.message;
  // A step is checked with trigger(), not a submit, so a field it flagged is re-checked as it is corrected:
  // otherwise the error only clears on blur, moving the buttons under the pointer.
  const field = (name: keyof LeadFormInput) =>
    register(name, {
      onChange: () => {
        if (formState.errors[name]) void trigger(name);
      },
    });
  const common = { disabled: submitting };
  const formId = useId();

  // The lead is kept on this device from the click until the server has stored it (docs/decisions/0419); a try
  // again of the same values keeps its id, so a try whose answer was lost is not stored twice.
  const own = useRef<string | null>(null);
  const deliver = async (pending: PendingLead, byVisitor = false) => {
    // Sent by the form itself (the network back), a new refusal takes the focus only from the last one.
    const focus = focusInForm(formId);
    setError(null);
    setSubmitting(true);
    // The button stays busy at least 2.5 s, as the journey promises a careful review.
    const [result] = await Promise.all([submitLead(pending.lead, pending.context, pending.submissionId), wait(LEAD_SUBMIT_MIN_MS)]);
    setSubmitting(false);
    if (result.ok) {
      useLeadOutbox.getState().clear();
      window.dispatchEvent(new CustomEvent('site:analytics', { detail: { event: 'contact_form_submit', properties: { form: 'super-assistant' } } }));
      onSubmitted(pending.lead);
      return;
    }
    // Refused for what it says: sending it again would be refused again.
    if (!result.retryable) useLeadOutbox.getState().clear();
    setError({ text: result.retryable ? `${result.error} ${KEPT_REQUEST}` : result.error, takeFocus: byVisitor || focus.onAlert });
  };
  // This form's own lead, kept after a failed try, leaves when the network is back (an earlier visit's is the page's).
  useKeptSending(useLeadOutbox, { send: (kept) => void (kept.submissionId === own.current && deliver(kept)), paused: submitting });

  const send = (lead: LeadValues) => {
    const context = { scanEmail, assistantName, analysisTimestamp, integrationPreferences };
    const kept = useLeadOutbox.getState().pending;
    const pending = sameLead(kept, lead, context) ? kept : { lead, context, submissionId: newSubmissionId() };
    useLeadOutbox.getState().keep(pending);
    own.current = pending.submissionId;
    return deliver(pending, true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (step < leadFormSteps.length - 1) {
      if (await trigger([...leadFormSteps[step]!], { shouldFocus: true })) setStep(step + 1);
      return;
    }
    await handleSubmit(send)();
  };

  return (
    <div className="mx-auto max-w-2xl">
      <StageHeading key={step}>Recevez votre écosystème personnalisé</StageHeading>
      <p className="mt-2 text-gray-400">Un expert prépare votre déploiement et vous offre une consultation de 30 minutes.</p>
      <ol className="mt-6 grid grid-cols-3 gap-2" aria-label="Étapes du formulaire">
        {stepTitles.map((title, index) => (
          <li key={title} aria-current={index === step ? 'step' : undefined} className={`rounded-xl border px-2 py-2 text-center text-xs sm:text-sm ${index === step ? 'border-brand-400 bg-brand-500/15 text-white' : index < step ? 'border-emerald-500/40 text-gray-200' : 'border-ink-700 text-gray-400'}`}>
            <span className="block font-semibold">Étape {index + 1}</span>
            <span className="hidden sm:block">{title}</span>
          </li>
        ))}
      </ol>
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-6 space-y-5 rounded-3xl border border-ink-700 bg-ink-900/60 p-5 sm:p-8" aria-label={`Étape ${step + 1} sur 3\u00a0: ${stepTitles[step]}`}>
        <h3 className="text-lg font-semibold text-white">
          Étape {step + 1} sur 3&nbsp;: {stepTitles[step]}
        </h3>
        {error && <FormAlert alert={error} />}
        <div className={step === 0 ? 'grid gap-5 sm:grid-cols-2' : 'hidden'}>
          <TextField label="Prénom" required autoComplete="given-name" {...field('firstName')} error={errorOf('firstName')} {...common} />
          <TextField label="Nom" required autoComplete="family-name" {...field('lastName')} error={errorOf('lastName')} {...common} />
          <TextField label="E-mail professionnel" type="email" required autoComplete="email" {...field('email')} error={errorOf('email')} {...common} />
          <TextField label="Téléphone" type="tel" required autoComplete="tel" placeholder="+33 6 12 34 56 78" {...field('phone')} error={errorOf('phone')} {...common} />
          <TextField label="Entreprise" required autoComplete="organization" {...field('company')} error={errorOf('company')} {...common} />
          <TextField label="Poste" autoComplete="organization-title" suggest={suggestJobTitles} {...field('position')} error={errorOf('position')} {...common} />
        </div>
        <div className={step === 1 ? 'grid gap-5 sm:grid-cols-2' : 'hidden'}>
          <SelectField label="Secteur d’activité" required options={sectorOptions} {...field('sector')} error={errorOf('sector')} {...common} />
          <SelectField label="Taille de l’équipe" required options={companySizes} {...field('companySize')} error={errorOf('companySize')} {...common} />
          <SelectField label="Urgence du projet" required options={urgencies} {...field('urgency')} error={errorOf('urgency')} {...common} />
          <SelectField label="Budget mensuel" options={budgets} placeholder="Non précisé" {...field('budget')} error={errorOf('budget')} {...common} />
          <div className="sm:col-span-2">
            <TextField label="Vos principaux défis" rows={3} {...field('challenges')} error={errorOf('challenges')} {...common} />
          </div>
          <div className="sm:col-span-2">
            <TextField label="Vos objectifs" rows={3} {...field('goals')} error={errorOf('goals')} {...common} />
          </div>
        </div>
        <div className={step === 2 ? 'grid gap-5 sm:grid-cols-2' : 'hidden'}>
          <SelectField label="Temps passé sur des tâches manuelles" options={manualTimes} placeholder="Non précisé" {...field('timeSpentManual')} error={errorOf('timeSpentManual')} {...common} />
          <TextField label="Taille de l’équipe technique" type="number" inputMode="numeric" min={1} max={1000} step={1} {...field('teamSize')} error={errorOf('teamSize')} {...common} />
          <div className="sm:col-span-2">
            <TextField label="Principal point de douleur" rows={3} {...field('currentPain')} error={errorOf('currentPain')} {...common} />
          </div>
          <IntegrationPreferences detected={detectedTools} value={integrationPreferences} onChange={setIntegrationPreferences} disabled={submitting} />
        </div>
        {/* Left empty by people; filled by bots that complete every field. */}
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="lead-website">Site web</label>
          <input id="lead-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
          <button
            type="button"
            disabled={submitting}
            onClick={() => (step === 0 ? onBack() : setStep(step - 1))}
            className="inline-flex items-center justify-center gap-2 rounded-xl border border-ink-600 bg-ink-800/60 px-5 py-3 font-semibold text-gray-100 hover:border-brand-400 disabled:opacity-60"
          >
            <ArrowLeft aria-hidden size={18} /> {step === 0 ? 'Retour à mon écosystème' : 'Précédent'}
          </button>
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-gray-400"
          >
            {step < 2 ? (
              <>
                Suivant <ArrowRight aria-hidden size={18} />
              </>
            ) : (
              <>
                <Send aria-hidden size={18} /> {submitting ? 'Envoi en cours...' : 'Recevoir mon écosystème'}
              </>
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
