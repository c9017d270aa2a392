import { siteConfig } from '../site-config';

/** A person of the agency: their business cards and e-mail signature are drawn from this one record. */
export interface AgencyPerson {
  slug: string;
  firstName: string;
  lastName: string;
  title: string;
  /** Shown as written; the `tel:` link and the vCard use the digits. */
  phone: string;
  email: string;
}

export const agencyPeople: readonly AgencyPerson[] = [
  {
    slug: 'camille-laurent',
    firstName: 'Camille',
    lastName: 'Laurent',
    title: 'Fondatrice & directrice conseil IA',
    phone: '+33 6 48 21 73 90',
    email: 'camille.laurent@synapse-ia.fr',
  },
  {
    slug: 'julien-moreau',
    firstName: 'Julien',
    lastName: 'Moreau',
    title: 'Architecte IA & lead développeur',
    phone: '+33 6 71 35 42 18',
    email: 'julien.moreau@synapse-ia.fr',
  },
];

export const fullName = (person: AgencyPerson): string => `${person.firstName} ${person.lastName}`;

export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A vCard 3.0 that every phone's camera app understands (the QR code on each card's verso). */
export function vCardOf(person: AgencyPerson): string {
  const escape = (value: string) => value.replace(/([,;\\])/g, '\\$1');
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escape(person.lastName)};${escape(person.firstName)};;;`,
    `FN:${escape(fullName(person))}`,
    `ORG:${escape(siteConfig.name)}`,
    `TITLE:${escape(person.title)}`,
    `TEL;TYPE=CELL:${person.phone.replace(/[^\d+]/g, '')}`,
    `EMAIL;TYPE=WORK:${person.email}`,
    `URL:${siteConfig.website}`,
    'END:VCARD',
  ].join('\r\n');
}
