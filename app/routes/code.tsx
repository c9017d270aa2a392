import { WebDevPage } from '../features/web-dev/web-dev-page';
import { innerPageMeta } from '../seo';

export const meta = () =>
  innerPageMeta({
    title: 'Développeur full-stack et IA — Mode développeur',
    description: 'Prestations de développement full-stack, intégration IA, DevOps et architecture\u00a0: expertise, tarifs et contact direct.',
    path: '/code',
    crumb: 'Développeur full-stack',
  });

/** Entry point of custom mode: the mode rules switch it on for this path (domain/modes.ts). */
export default function Code() {
  return <WebDevPage full title="Développeur Full-Stack & IA" />;
}
