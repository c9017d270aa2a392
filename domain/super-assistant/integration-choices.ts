import { integrationCatalogue, sortByPriority } from '../catalogue/integrations';
import { toolCatalogue } from './tools';

/** At most this many tools to connect first: enough to rank priorities, few enough to mean it. */
export const INTEGRATION_PREFERENCES_MAX = 8;

/** Every tool a visitor may ask to connect first: the super assistant's detectable tools and the catalogue's integrations. */
const integrationChoiceNames: readonly string[] = [
  ...new Set([...Object.values(toolCatalogue).map((tool) => tool.name), ...integrationCatalogue.map((tool) => tool.name)]),
];

const canonical = new Map(integrationChoiceNames.map((name) => [name.toLowerCase(), name]));

/** The catalogue's spelling of a tool name, or null for a name the product does not know. */
export const canonicalIntegrationName = (name: string): string | null => canonical.get(name.trim().toLowerCase()) ?? null;

/** The choices offered by the form: the detected tools first, then the catalogue by priority. */
export function integrationOptions(detected: readonly string[]): string[] {
  const rest = sortByPriority(integrationCatalogue.map((tool) => tool.name)).map((tool) => tool.name);
  return [...new Set([...detected, ...rest])];
}
