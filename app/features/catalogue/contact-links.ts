import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';

const contact = (params: Record<string, string>) => `/contact?${new URLSearchParams(params).toString()}`;

/** The contact addresses behind the card buttons (spec §2 Catalogue). */
export const contactLinks = {
  freeQuote: (item: CatalogueItem) =>
    contact({
      solution: item.name,
      message: `Bonjour, je souhaite recevoir un devis gratuit pour ${item.name} (${item.role}).`,
    }),
  requestQuote: (item: CatalogueItem) => contact({ devis: 'true', solution: item.name }),
  demo: (item: CatalogueItem) => contact({ type: 'demo', solution: item.name }),
  trial: (item: CatalogueItem) => contact({ type: 'trial', solution: item.name }),
};
