import type { FieldErrors } from '../../../domain/validation/schema-helpers';
import type { PostedForm } from '../../lib/form-body';
import { formPage, type FormField } from './form-page';

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

/** The callback form; `closureNotice` announces the agency's closure under way or near (0501). */
export function callbackFormPage(posted: PostedForm, errors: FieldErrors, banner?: string, closureNotice?: string | null): string {
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
        field(posted, errors, { name: 'preferredTime', label: 'Créneau souhaité (heure de Paris)', type: 'datetime-local' }),
      ],
    },
  });
}

export const sentPage = (title: string, intro: string) => formPage({ title, intro });
