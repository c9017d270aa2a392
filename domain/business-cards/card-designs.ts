import { agencyPeople, fullName } from './agency-people';

/** Back-office §9: standard card size and the carousel's autoplay interval. */
export const CARD_WIDTH_MM = 88;
export const CARD_HEIGHT_MM = 50;
export const CARD_AUTOPLAY_MS = 5000;

/** Where the card files are served from, and the legacy prefix the resource checks retry with (§7). */
export const BUSINESS_CARD_DIR = '/resources/business-cards';
export const LEGACY_BUILD_PREFIX = '/build';

type CardSide = 'recto' | 'verso';

export interface BusinessCardFace {
  path: string;
  side: CardSide;
}

export interface BusinessCardIteration {
  name: string;
  path: string;
  versoPath: string | null;
}

/** Back-office §3: an owner with their card (recto and verso) and alternative designs. */
export interface BusinessCardOwner {
  id: number;
  slug: string;
  name: string;
  title: string;
  cards: BusinessCardFace[];
  iterations: BusinessCardIteration[];
}

/** The alternative designs drawn for every person besides the main card. */
export const ITERATION_NAMES = ['minimal', 'nuit'] as const;

export const ownerDirectory = (slug: string): string => `${BUSINESS_CARD_DIR}/${slug}`;

/** The designs shipped with the site: what the database starts with and what the panel shows if the API fails. */
export const builtInOwners: BusinessCardOwner[] = agencyPeople.map((person, index) => {
  const dir = ownerDirectory(person.slug);
  return {
    id: index + 1,
    slug: person.slug,
    name: fullName(person),
    title: person.title,
    cards: [
      { path: `${dir}/recto.svg`, side: 'recto' },
      { path: `${dir}/verso.svg`, side: 'verso' },
    ],
    iterations: ITERATION_NAMES.map((name) => ({ name, path: `${dir}/${name}-recto.svg`, versoPath: `${dir}/${name}-verso.svg` })),
  };
});

/** Every SVG file of an owner: card faces, then each iteration's recto and verso. */
export function designFiles(owner: BusinessCardOwner): Array<{ name: string; path: string }> {
  const files = owner.cards.map((card) => ({ name: `${owner.name} — ${card.side}`, path: card.path }));
  for (const iteration of owner.iterations) {
    files.push({ name: `${owner.name} — ${iteration.name} recto`, path: iteration.path });
    if (iteration.versoPath) files.push({ name: `${owner.name} — ${iteration.name} verso`, path: iteration.versoPath });
  }
  return files;
}
