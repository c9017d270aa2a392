import type { AnalyticsEventName } from '../../../domain/analytics/event-names';

interface ClickEvent {
  event: AnalyticsEventName;
  properties: Record<string, string>;
}

/** Which event a click on a link or button stands for, from its data attributes and its address. */
export function classifyClick(element: { dataset: Record<string, string | undefined>; href?: string; text: string }, origin: string): ClickEvent | null {
  const label = element.text.replace(/\s+/g, ' ').trim().slice(0, 120);
  if (element.dataset.analyticsEvent) return { event: element.dataset.analyticsEvent as AnalyticsEventName, properties: { label } };
  if (element.dataset.ctaType) return { event: 'cta_click', properties: { clickType: element.dataset.ctaType, label, ...(element.href ? { href: element.href.slice(0, 200) } : {}) } };
  if (!element.href) return null;
  if (element.href.startsWith('mailto:')) {
    return /candidature|recrutement|emploi|poste/i.test(decodeURIComponent(element.href)) ? { event: 'job_application', properties: { label } } : null;
  }
  let url: URL;
  try {
    url = new URL(element.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== '/contact') return null;
  const params = url.searchParams;
  if (params.get('type') === 'demo' || params.get('demo') === 'true') return { event: 'demo_request', properties: { label, solution: params.get('solution') ?? params.get('assistant') ?? '' } };
  if (params.has('devis') || params.has('tjm') || params.has('solution')) return { event: 'quote_request', properties: { label, solution: params.get('solution') ?? params.get('type') ?? '' } };
  return null;
}
