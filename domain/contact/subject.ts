/** The subject the site sends with a brief: 'Demande de contact - ' (or the page's own prefix) and the company. */
export const contactSubject = (company: string, prefix = 'Demande de contact'): string =>
  `${prefix} - ${company.trim() || 'Entreprise'}`;
