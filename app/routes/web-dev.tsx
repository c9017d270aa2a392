import { useCustomMode } from '../features/modes/modes-store';
import { WebDevPage } from '../features/web-dev/web-dev-page';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Développement web sur mesure — Sites et applications',
    description: 'Sites, applications métier et API sur mesure en Symfony, React et TypeScript, avec IA intégrée. Devis sous 24h.',
    path: '/web-dev',
    crumb: 'Développement web',
  });

export default function WebDev() {
  const custom = useCustomMode();
  return <WebDevPage full={custom} title="Développement Web Sur-Mesure" />;
}
