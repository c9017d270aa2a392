import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import { HydrationSlice } from '../../ui/hydration-slice';
import { CatalogueCard } from './catalogue-cards';

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
          <HydrationSlice key={item.id}>
            <li>
              <CatalogueCard item={item} />
            </li>
          </HydrationSlice>
        ))}
      </ul>
    </section>
  );
}
