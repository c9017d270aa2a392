import type { FieldErrors } from '../../../domain/validation/schema-helpers';
import type { PostedForm } from '../../lib/form-body';
import { formPage, type FormField } from './form-page';
import { callbackSlotGroups, type CallbackSlotDay } from '../../../domain/callback-slots';
import { OPENING_HOURS_TEXT } from '../../../domain/response-promises';

const field = (posted: PostedForm, errors: FieldErrors, spec: Omit<FormField, 'value' | 'error'>): FormField => ({
  ...spec,
  value: posted[spec.name] ?? '',
  error: errors[spec.name],
});

const introOf = (errors: FieldErrors, welcome: string, banner?: string) =>
  banner ?? (Object.keys(errors).length ? 'Votre envoi n’a pas pu être enregistré\u00a0: corrigez les champs signalés ci-dessous.' : welcome);

export function contactFormPage(posted: PostedForm, errors: FieldErrors, banner?: string): string {
  return formPage({
    title: 'Parlons de votre projet',
    intro: introOf(errors, 'Décrivez votre besoin en quelques lignes\u00a0: nous vous répondons sous 2 h.', banner),
    form: {
      action: '/contact',
      submitLabel: 'Envoyer ma demande',
      fields: [
        field(posted, errors, { name: 'name', label: 'Nom complet', required: true, autocomplete: 'name' }),
        field(posted, errors, { name: 'email', label: 'E-mail professionnel', type: 'email', required: true, autocomplete: 'email' }),
        field(posted, errors, { name: 'company', label: 'Entreprise', autocomplete: 'organization' }),
        field(posted, errors, { name: 'phone', label: 'Téléphone', type: 'tel', autocomplete: 'tel' }),
        field(posted, errors, { name: 'message', label: 'Votre projet', type: 'textarea', required: true }),
      ],
    },
  });
}

interface CallbackPageContext {
  /** The slots offered (docs/decisions/0544-callback-slots-offered.md). */
  slotDays: readonly CallbackSlotDay[];
  banner?: string;
  /** Announces the agency's closure under way or near (0501). */
  closureNotice?: string | null;
}

/** The callback form. */
export function callbackFormPage(posted: PostedForm, errors: FieldErrors, { slotDays, banner, closureNotice }: CallbackPageContext): string {
  const intro = introOf(errors, 'Laissez votre numéro\u00a0: un expert vous rappelle gratuitement, sans engagement.', banner);
  return formPage({
    title: 'Être rappelé sous 24h',
    intro: closureNotice ? `${intro} ${closureNotice}` : intro,
    form: {
      action: '/rappel',
      submitLabel: 'Être rappelé',
      fields: [
        field(posted, errors, { name: 'name', label: 'Nom complet', required: true, autocomplete: 'name' }),
        field(posted, errors, { name: 'phone', label: 'Téléphone', type: 'tel', required: true, autocomplete: 'tel' }),
        field(posted, errors, { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' }),
        field(posted, errors, { name: 'company', label: 'Entreprise', autocomplete: 'organization' }),
        field(posted, errors, {
          name: 'preferredTime',
          label: 'Créneau souhaité',
          type: 'select',
          emptyChoice: 'Dès que possible',
          groups: callbackSlotGroups(slotDays, posted.preferredTime),
          hint: `Facultatif, à l’heure de Paris\u00a0: ${OPENING_HOURS_TEXT}. Sans créneau, nous vous appelons dès que possible.`,
        }),
      ],
    },
  });
}

export const sentPage = (title: string, intro: string) => formPage({ title, intro });
