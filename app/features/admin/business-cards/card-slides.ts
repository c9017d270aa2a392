import type { BusinessCardOwner } from '../../../../domain/business-cards/card-designs';

/** One design to show: a recto, its verso when there is one, and the action that removes it. */
export interface CardSlide {
  key: string;
  owner: BusinessCardOwner;
  /** 'Carte principale' or the iteration's name. */
  label: string;
  recto: string | null;
  verso: string | null;
  iterationName: string | null;
}

export type CardView = 'recto-verso' | 'alternatives';

export function slidesOf(owners: BusinessCardOwner[], view: CardView): CardSlide[] {
  if (view === 'recto-verso') {
    return owners
      .filter((owner) => owner.cards.length > 0)
      .map((owner) => ({
        key: `${owner.id}-main`,
        owner,
        label: 'Carte principale',
        recto: owner.cards.find((card) => card.side === 'recto')?.path ?? null,
        verso: owner.cards.find((card) => card.side === 'verso')?.path ?? null,
        iterationName: null,
      }));
  }
  return owners.flatMap((owner) =>
    owner.iterations.map((iteration) => ({
      key: `${owner.id}-${iteration.name}`,
      owner,
      label: iteration.name,
      recto: iteration.path,
      verso: iteration.versoPath,
      iterationName: iteration.name,
    })),
  );
}
