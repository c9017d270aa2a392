/** Menu entries of the public site (public-site §2, header and global elements). */
export interface NavItem {
  to: string;
  label: string;
}

export const desktopNav: NavItem[] = [
  { to: '/', label: 'Notre Vision' },
  { to: '/workflows-assistants', label: 'Workflows & Assistants IA' },
  { to: '/team', label: 'Notre Équipe' },
  { to: '/join-us', label: 'Nous Rejoindre' },
  { to: '/contact', label: 'Contact' },
];

export const mobileNav: NavItem[] = [
  { to: '/', label: 'Notre Vision' },
  { to: '/workflows-assistants', label: 'Workflows & Assistants IA' },
  { to: '/team', label: 'Notre Équipe' },
  { to: '/join-us', label: 'Nous Rejoindre' },
  { to: '/contact', label: 'Nous contacter' },
  { to: '/blog', label: 'Blog' },
];

/** Developer-oriented menu of custom mode; moved targets point straight at the page that carries them. */
export const customNav: NavItem[] = [
  { to: '/web-dev', label: 'Solutions Web Sur-Mesure' },
  { to: '/expert-ia', label: 'Expertise IA & Architecture' },
  { to: '/workflows-assistants', label: 'Solutions IA' },
  { to: '/contact', label: 'Contact' },
  { to: '/blog', label: 'Blog' },
];

export interface PageSection {
  id: string;
  label: string;
  highlighted?: boolean;
}

/** Section nav of the web development pages: the first two always, the rest in custom mode or on /code. */
const webDevSections: PageSection[] = [
  { id: 'presentation', label: 'Présentation' },
  { id: 'technologies', label: 'Technologies' },
  { id: 'prestations-ia', label: 'Prestations IA', highlighted: true },
  { id: 'expertise', label: 'Expertise' },
  { id: 'devops', label: 'DevOps & Infrastructure' },
  { id: 'tarifs', label: 'Tarifs' },
  { id: 'contact', label: 'Contact' },
];

export function visibleWebDevSections(custom: boolean, pathname: string): PageSection[] {
  return custom || pathname.replace(/\/+$/, '') === '/code' ? webDevSections : webDevSections.slice(0, 2);
}
