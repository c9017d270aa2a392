import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_DOM_EVENT, type AnalyticsDetail } from '../../../domain/analytics/event-names';
import { reportedChange } from './report-selection';
import type { SelectedProduct } from './selection-rules';

const product: SelectedProduct = { id: 'antoine-daf', title: 'Antoine Mercier', type: 'assistant', category: 'Finance', description: '', price: 580, addedAt: '' };

function listen() {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  const seen: AnalyticsDetail[] = [];
  target.addEventListener(ANALYTICS_DOM_EVENT, (event) => seen.push((event as CustomEvent<AnalyticsDetail>).detail));
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('selection analytics', () => {
  it('reports an add with the product, the action and the new count', () => {
    const seen = listen();
    expect(reportedChange([], [product], 'add', product)).toEqual({ items: [product] });
    expect(seen).toEqual([
      { event: 'selection_change', properties: { productId: 'antoine-daf', title: 'Antoine Mercier', type: 'assistant', action: 'add', count: 1 } },
    ]);
  });

  it('reports nothing when an add was ignored (duplicate or full selection)', () => {
    const seen = listen();
    reportedChange([product], [product], 'add', product);
    expect(seen).toEqual([]);
  });

  it('reports a clear with the count left at zero', () => {
    const seen = listen();
    reportedChange([product], [], 'clear');
    expect(seen[0]?.properties).toMatchObject({ action: 'clear', count: 0 });
  });
});
