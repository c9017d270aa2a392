import { breadcrumbLd } from '../seo';
import { EmployeeListPage } from '../features/assistants';
import { pageMeta } from '../seo';
import type { Route } from './+types/employees';

/** Served at /employees and /assistants-ia; the canonical address is /assistants-ia. */
export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta({
    title: location.pathname.startsWith('/employees') ? 'Nos employés IA — Assistants prêts à rejoindre votre équipe' : 'Assistants IA — Directeurs virtuels pour PME',
    description:
      'Directeur financier, directrice commerciale, directrice marketing et assistant comptable IA\u00a0: des assistants disponibles 24/7, dès 550 € par mois.',
    path: '/assistants-ia',
  }),
  breadcrumbLd([{ name: 'Assistants IA', path: '/assistants-ia' }]),
];

export default function Employees() {
  return <EmployeeListPage />;
}
