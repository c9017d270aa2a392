/**
 * What the contact page's query parameters (public-site §2) change: the hero
 * heading, the brief's pre-filled message and the subject sent with it.
 */
type ContactHeadingVariant =
  | 'default'
  | 'demo'
  | 'trial'
  | 'consultation'
  | 'audit'
  | 'quick'
  | 'priority'
  | 'quote'
  | 'question'
  | 'project'
  | 'freelance'
  | 'collaboration'
  | 'portfolio'
  | 'selection';

export const contactHeadings: Record<ContactHeadingVariant, { title: string; subtitle: string }> = {
  default: {
    title: 'Parlons de votre projet',
    subtitle:
      'Assistant IA, workflow automatisé, solution sur mesure ou site web : décrivez votre besoin, nous revenons vers vous très vite.',
  },
  demo: { title: 'Réservez votre démonstration gratuite', subtitle: 'Dites-nous ce que vous voulez voir : nous préparons une démonstration sur vos cas concrets.' },
  trial: { title: 'Découvrez la solution en détail', subtitle: 'Posez vos questions : nous vous expliquons comment la mettre en place chez vous.' },
  consultation: { title: 'Votre consultation gratuite de 30 minutes', subtitle: 'Un expert analyse votre besoin avec vous, sans engagement.' },
  audit: { title: 'Votre audit gratuit de 30 minutes', subtitle: 'Nous repérons avec vous les tâches à automatiser en priorité et chiffrons le gain attendu.' },
  quick: { title: 'Contact rapide', subtitle: 'Quelques lignes suffisent : réponse sous 2h aux heures ouvrées.' },
  priority: { title: 'Demande prioritaire', subtitle: 'Votre demande est traitée en priorité par un expert de l’équipe.' },
  quote: { title: 'Demandez votre devis gratuit', subtitle: 'Décrivez votre besoin : vous recevez un devis détaillé sous 24h.' },
  question: { title: 'Une question ? Nous vous répondons', subtitle: 'Réponse sous 2h aux heures ouvrées.' },
  project: { title: 'Parlons de votre projet', subtitle: 'Décrivez votre projet : nous revenons vers vous avec une proposition concrète.' },
  freelance: { title: 'Mission freelance : parlons-en', subtitle: 'Précisez la durée et le contexte de la mission : devis sous 24h.' },
  collaboration: { title: 'Collaborons ensemble', subtitle: 'Partenariat, sous-traitance ou co-construction : présentez-nous votre idée.' },
  portfolio: { title: 'Découvrez nos réalisations', subtitle: 'Notre portfolio est en cours de refonte : demandez-nous des exemples adaptés à votre secteur.' },
  selection: { title: 'Finalisez votre sélection', subtitle: 'Votre sélection est reprise dans le message : ajoutez votre contexte et envoyez.' },
};

export interface ContactPrefill {
  heading: ContactHeadingVariant;
  /** Text placed in the brief; '' leaves it empty. */
  message: string;
  /** First part of the subject; the company name follows (public-site §7). */
  subject: string;
  /** ?callback opens the callback modal on arrival. */
  openCallback: boolean;
  /** ?source=wishlist… asks for the visitor's wishlist to be written into the brief. */
  fromWishlist: boolean;
  /** ?c switches to the freelance-profile view. */
  freelanceView: boolean;
}

type Query = Pick<URLSearchParams, 'get' | 'has'>;

const GREETING = 'Bonjour,\n\n';
const isOn = (query: Query, key: string) => query.has(key) && query.get(key) !== 'false' && query.get(key) !== '0';
const clean = (value: string | null, max = 300) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/** The thing the visitor came about: a named solution, an assistant, or nothing. */
function subjectOf(query: Query): string {
  const solution = clean(query.get('solution'), 120);
  if (solution) return `« ${solution} »`;
  const assistant = clean(query.get('assistant'), 20);
  return assistant ? `l’assistant IA n° ${assistant}` : '';
}

export function contactPrefill(query: Query): ContactPrefill {
  const about = subjectOf(query);
  const service = query.get('service');
  const type = query.get('type');
  const base = {
    openCallback: isOn(query, 'callback'),
    fromWishlist: (query.get('source') ?? '').startsWith('wishlist'),
    freelanceView: query.has('c'),
  };
  const result = (heading: ContactHeadingVariant, message: string, subject: string): ContactPrefill => {
    const explicit = clean(query.get('message'), 2000);
    return { ...base, heading, message: explicit || message, subject };
  };

  if (service === 'freelance') {
    const tjm = clean(query.get('tjm'), 10);
    const offer = clean(type, 120);
    const detail = [offer && `la formule « ${offer} »`, /^\d+$/.test(tjm) && `au TJM de ${tjm} €/jour`].filter(Boolean).join(' ');
    return result('freelance', `${GREETING}Je souhaite un devis pour une mission freelance${detail ? ` : ${detail}` : ''}.\n\nDurée et contexte de la mission : `, 'Demande de devis freelance');
  }
  if (service === 'collaboration') {
    return result('collaboration', `${GREETING}Je souhaite discuter d’une collaboration avec votre équipe.\n\n`, 'Proposition de collaboration');
  }
  if (service === 'portfolio') {
    return result('portfolio', `${GREETING}Je souhaite découvrir des exemples de réalisations proches de mon projet.\n\n`, 'Demande de portfolio');
  }
  if (isOn(query, 'demo') || type === 'demo') {
    return result('demo', `${GREETING}Je souhaite une démonstration gratuite${about ? ` de ${about}` : ''}.\n\n`, 'Demande de démonstration');
  }
  if (type === 'trial') {
    return result('trial', `${GREETING}Je souhaite en savoir plus${about ? ` sur ${about}` : ''} et la tester dans mon entreprise.\n\n`, 'Demande d’information');
  }
  if (isOn(query, 'devis') || about) {
    return result('quote', `${GREETING}Je souhaite recevoir un devis gratuit${about ? ` pour ${about}` : ''}.\n\n`, 'Demande de devis');
  }
  if (isOn(query, 'audit')) {
    return result('audit', `${GREETING}Je souhaite réserver l’audit gratuit de 30 minutes pour repérer les tâches à automatiser.\n\n`, 'Demande d’audit gratuit');
  }
  if (isOn(query, 'consultation')) {
    return result('consultation', `${GREETING}Je souhaite réserver une consultation gratuite de 30 minutes.\n\n`, 'Demande de consultation');
  }
  const question = clean(query.get('question'), 1000);
  if (question) return result('question', `${GREETING}J’ai une question : ${question}`, 'Question');
  const project = clean(query.get('project'), 1000);
  if (project) return result('project', `${GREETING}Je souhaite vous parler de mon projet : ${project}`, 'Demande de projet');
  if (isOn(query, 'priority')) return result('priority', '', 'Demande prioritaire');
  if (isOn(query, 'quick')) return result('quick', '', 'Contact rapide');
  if (base.fromWishlist) return result('selection', '', 'Demande de devis pour ma sélection');
  const journey = clean(query.get('journey'), 40);
  if (journey) return result('default', journeyMessages[journey] ?? '', 'Demande de contact');
  return result('default', '', 'Demande de contact');
}

/** Visitors sent here by a journey suggestion (public-site §9 journey patterns). */
const journeyMessages: Record<string, string> = {
  discovery: `${GREETING}J’ai découvert vos solutions et vos assistants IA ; j’aimerais savoir lesquels conviennent à mon entreprise.\n\n`,
  technical: `${GREETING}J’ai un projet technique (développement web et automatisation) dont j’aimerais discuter.\n\n`,
  hesitant: `${GREETING}J’hésite encore entre plusieurs formules ; pouvez-vous m’aider à choisir ?\n\n`,
};
