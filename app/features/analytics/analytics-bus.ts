export { ANALYTICS_DOM_EVENT, type AnalyticsDetail } from '../../../domain/analytics/event-names';
