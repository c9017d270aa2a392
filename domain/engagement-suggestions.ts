import type { ToastInput } from './toasts';
import type { JourneyPattern, PageKey, TriggerKind } from './engagement';

/** The French suggestion toasts engagement raises; every link points at a real page. */
const welcome: Record<PageKey, ToastInput> = {
  home: { type: 'info', content: 'Bienvenue ! Découvrez nos assistants IA pour les PME.', action: { text: 'Voir les solutions', link: '/workflows-assistants' } },
  workflows: { type: 'info', content: 'Besoin d’aide pour choisir ? Tapez « / » pour chercher.', action: { text: 'Nous contacter', link: '/contact' } },
  team: { type: 'info', content: 'Échangeons : la consultation de 30 minutes est offerte.', action: { text: 'Réserver', link: '/contact?consultation=true' } },
  contact: { type: 'info', content: 'Réponse moyenne sous 2 h, devis sous 24 h.' },
  webDev: { type: 'info', content: 'Un site rapide et sur mesure, dès 600 € par jour.', action: { text: 'Demander un devis', link: '/contact?devis=true' } },
};

const engaged: Record<PageKey, ToastInput> = {
  home: { type: 'navigation', content: 'Parcourez nos assistants IA et nos workflows.', action: { text: 'Explorer', link: '/workflows-assistants' } },
  workflows: { type: 'action', content: 'Une solution vous intéresse ? Devis gratuit sous 24 h.', action: { text: 'Demander un devis', link: '/contact?devis=true' } },
  team: { type: 'navigation', content: 'Travaillons ensemble sur votre projet.', action: { text: 'Nous contacter', link: '/contact?service=collaboration' } },
  contact: { type: 'action', content: 'Vous préférez l’oral ? Rappel sous 24 h.', action: { text: 'Être rappelé', link: '/contact?callback=true' } },
  webDev: { type: 'action', content: 'Votre projet web : audit gratuit de 30 minutes.', action: { text: 'Réserver l’audit', link: '/contact?audit=true' } },
};

export function triggerSuggestion(page: PageKey, kind: TriggerKind): ToastInput {
  if (kind === 'welcome') return welcome[page];
  if (kind === 'formFocus') return { type: 'success', content: 'Astuce : un brief précis donne un devis précis.' };
  return engaged[page];
}

export const journeySuggestions: Record<JourneyPattern, ToastInput> = {
  discovery: { type: 'navigation', content: 'Et si nous en parlions 30 minutes, gratuitement ?', action: { text: 'Prendre rendez-vous', link: '/contact?consultation=true' } },
  technical: { type: 'navigation', content: 'Profil technique ? Voyez nos tarifs sur mesure.', action: { text: 'Voir les tarifs', link: '/pricing' } },
  hesitant: { type: 'action', content: 'Testez sans risque : demandez un essai gratuit.', action: { text: 'Commencer l’essai', link: '/contact?type=trial' } },
};

export const mediumSuggestion: ToastInput = {
  type: 'navigation',
  content: 'Comparez nos assistants IA et nos workflows.',
  action: { text: 'Voir le catalogue', link: '/workflows-assistants' },
};

export const highSuggestion: ToastInput = {
  type: 'action',
  content: 'Prêt à vous lancer ? Devis gratuit sous 24 h.',
  action: { text: 'Demander un devis', link: '/contact?devis=true' },
};

export const exitSuggestion: ToastInput = {
  type: 'action',
  content: 'Avant de partir : audit gratuit de 30 minutes.',
  action: { text: 'Réserver', link: '/contact?audit=true' },
};
