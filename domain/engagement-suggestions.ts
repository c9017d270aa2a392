import type { ToastInput } from './toasts';
import type { JourneyPattern, PageKey, TriggerKind } from './engagement';

/** The French suggestion toasts engagement raises; every link points at a real page. */
const welcome: Record<PageKey, ToastInput> = {
  home: { type: 'info', content: 'Bienvenue ! Découvrez nos assistants IA prêts à travailler pour votre PME.', action: { text: 'Voir les solutions', link: '/workflows-assistants' } },
  workflows: { type: 'info', content: 'Besoin d’aide pour choisir ? Tapez « / » pour chercher un assistant ou un workflow.', action: { text: 'Nous contacter', link: '/contact' } },
  team: { type: 'info', content: 'Envie d’échanger avec l’équipe ? La consultation de 30 minutes est offerte.', action: { text: 'Réserver', link: '/contact?consultation=true' } },
  contact: { type: 'info', content: 'Nous répondons en moyenne sous 2 h et envoyons un devis sous 24 h.' },
  webDev: { type: 'info', content: 'Un site rapide et sur mesure, à partir de 600 € par jour.', action: { text: 'Demander un devis', link: '/contact?devis=true' } },
};

const engaged: Record<PageKey, ToastInput> = {
  home: { type: 'navigation', content: 'Vous aimez ce que vous voyez ? Parcourez nos assistants et workflows.', action: { text: 'Explorer', link: '/workflows-assistants' } },
  workflows: { type: 'action', content: 'Une solution vous intéresse ? Recevez un devis gratuit sous 24 h.', action: { text: 'Demander un devis', link: '/contact?devis=true' } },
  team: { type: 'navigation', content: 'Découvrez comment nous travaillons avec des PME comme la vôtre.', action: { text: 'Nous contacter', link: '/contact?service=collaboration' } },
  contact: { type: 'action', content: 'Vous préférez l’oral ? Nous vous rappelons sous 24 h.', action: { text: 'Être rappelé', link: '/contact?callback=true' } },
  webDev: { type: 'action', content: 'Parlons de votre projet web : audit gratuit de 30 minutes.', action: { text: 'Réserver l’audit', link: '/contact?audit=true' } },
};

export function triggerSuggestion(page: PageKey, kind: TriggerKind): ToastInput {
  if (kind === 'welcome') return welcome[page];
  if (kind === 'formFocus') return { type: 'success', content: 'Astuce : plus votre brief est précis, plus notre devis le sera.' };
  return engaged[page];
}

export const journeySuggestions: Record<JourneyPattern, ToastInput> = {
  discovery: { type: 'navigation', content: 'Vous avez fait le tour : et si nous en parlions 30 minutes, gratuitement ?', action: { text: 'Prendre rendez-vous', link: '/contact?consultation=true' } },
  technical: { type: 'navigation', content: 'Profil technique ? Consultez nos tarifs de développement sur mesure.', action: { text: 'Voir les tarifs', link: '/pricing' } },
  hesitant: { type: 'action', content: 'Testez sans risque : 14 jours d’essai gratuit sur nos assistants.', action: { text: 'Commencer l’essai', link: '/contact?type=trial' } },
};

export const mediumSuggestion: ToastInput = {
  type: 'navigation',
  content: 'Vous cherchez une idée précise ? Comparez nos assistants IA et nos workflows.',
  action: { text: 'Voir le catalogue', link: '/workflows-assistants' },
};

export const highSuggestion: ToastInput = {
  type: 'action',
  content: 'Vous semblez prêt à passer à l’action : demandez votre devis gratuit, réponse sous 24 h.',
  action: { text: 'Demander un devis', link: '/contact?devis=true' },
};

export const exitSuggestion: ToastInput = {
  type: 'action',
  content: 'Avant de partir : profitez d’un audit gratuit de 30 minutes.',
  action: { text: 'Réserver', link: '/contact?audit=true' },
};
