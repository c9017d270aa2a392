import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import { HydrationBoundary } from '../../ui/hydration-boundary';
import { CatalogueCard } from './catalogue-cards';

/**
 * A card out of sight is neither styled nor laid out until it nears the viewport: the catalogue's first frame
 * costs the cards it shows, not its 37 cards of about 55 elements each (decision 0009). The reserved height is
 * a card's usual height (424-688 px, about 530); once drawn, a card keeps its own (`auto`).
 */
const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-block-size:auto_33rem]';

/** A titled grid of cards; renders nothing when empty. */
export function CardSection({ id, title, intro, items, wide }: { id: string; title: string; intro?: string; items: CatalogueItem[]; wide?: boolean }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-bold text-white">
        {title}
      </h2>
      {intro && <p className="mt-1 text-gray-300">{intro}</p>}
      <ul className={`mt-6 grid gap-6 md:grid-cols-2 ${wide ? '' : 'xl:grid-cols-3'}`}>
        {items.map((item) => (
          <HydrationBoundary key={item.id}>
            <li className={OFFSCREEN_CARD}>
              <CatalogueCard item={item} />
            </li>
          </HydrationBoundary>
        ))}
      </ul>
    </section>
  );
}
