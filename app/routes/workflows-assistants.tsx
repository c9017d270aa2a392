import type { CatalogueItem } from '../../domain/catalogue/catalogue-item';
import { breadcrumbLd } from '../seo';
import { AddButtonContext, CataloguePage } from '../features/catalogue';
import { AddToSelectionButton } from '../features/selection/add-to-selection-button';
import { pageMeta } from '../seo';

export const meta = () => [
  ...pageMeta({
    title: 'Workflows & Assistants IA — Catalogue des solutions',
    description:
      'Assistants IA premium, spécialistes RH, workflows automatisés et solutions sur mesure\u00a0: filtrez par capacité, secteur ou outil et composez votre sélection.',
    path: '/workflows-assistants',
  }),
  breadcrumbLd([{ name: 'Workflows & Assistants IA', path: '/workflows-assistants' }]),
];

const renderAddButton = (item: CatalogueItem) => <AddToSelectionButton item={item} />;

export default function WorkflowsAssistants() {
  return (
    <AddButtonContext.Provider value={renderAddButton}>
      <CataloguePage />
    </AddButtonContext.Provider>
  );
}
