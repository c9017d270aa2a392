/** Everything about the agency's identity lives here, so rebranding is one edit. */
export const siteConfig = {
  name: 'Synapse IA',
  /** Short product name, used as a prefix of browser storage keys. */
  product: 'synapse',
  tagline: "L'intelligence artificielle au service des PME françaises",
  phone: '+33 1 84 80 12 34',
  phoneHref: 'tel:+33184801234',
  email: 'contact@synapse-ia.fr',
  website: 'https://www.synapse-ia.fr',
  privacyEmail: 'confidentialite@synapse-ia.fr',
  jobsEmail: 'recrutement@synapse-ia.fr',
  whatsappHref: 'https://wa.me/33612345678',
  linkedinHref: 'https://www.linkedin.com/company/synapse-ia',
  address: '12 rue de la Paix, 75002 Paris',
  city: 'Paris, France',
  builderName: 'Atelier Synapse',
  builderHref: 'https://atelier-synapse.fr',
  partnerHref: 'https://partenaires.synapse-ia.fr',
} as const;

export const storageKeys = {
  selection: 'selectedProducts',
  wishlist: `${siteConfig.product}-wishlist`,
  visited: `${siteConfig.product}_visited`,
} as const;
