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

/** The agency's two people, as the team page presents them (app/features/team reads their names from here). */
export const agencyPeople: readonly AgencyPerson[] = [
  {
    slug: 'julien-marchand',
    firstName: 'Julien',
    lastName: 'Marchand',
    title: 'Fondateur, architecte IA et logiciel',
    phone: '+33 6 71 35 42 18',
    email: 'julien.marchand@synapse-ia.fr',
  },
  {
    slug: 'camille-laurent',
    firstName: 'Camille',
    lastName: 'Laurent',
    title: 'Directrice marketing et expérience client',
    phone: '+33 6 48 21 73 90',
    email: 'camille.laurent@synapse-ia.fr',
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
