import { ANALYTICS_DOM_EVENT, type AnalyticsDetail } from '../../../domain/analytics/event-names';
import type { SelectedProduct } from './selection-rules';

/**
 * Reports a real change of the selection to first-party analytics (public-site §4: product id, title,
 * type, action and selection count) and returns the new state. An ignored add reports nothing.
 */
export function reportedChange(
  before: readonly SelectedProduct[],
  after: SelectedProduct[],
  action: 'add' | 'remove' | 'clear',
  product?: Pick<SelectedProduct, 'id' | 'title' | 'type'>,
): { items: SelectedProduct[] } {
  if (before.length !== after.length && typeof window !== 'undefined') {
    const detail: AnalyticsDetail = {
      event: 'selection_change',
      properties: { productId: product?.id ?? '', title: product?.title ?? '', type: product?.type ?? '', action, count: after.length },
    };
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail }));
  }
  return { items: after };
}
