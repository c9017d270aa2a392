import { ResourcePage } from '../features/brand-resources/resource-page';
import { SloganBoard } from '../features/brand-resources/slogan-board';

export const meta = () => [
  { title: 'Slogans | Synapse IA' },
  { name: 'description', content: 'Les slogans de Synapse IA, prêts à copier pour les supports commerciaux et les réseaux sociaux.' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SlogansPage() {
  return (
    <ResourcePage title="Slogans" intro="Les accroches de l’agence, prêtes à copier, et un champ pour en essayer de nouvelles sur nos couleurs.">
      <SloganBoard />
    </ResourcePage>
  );
}
