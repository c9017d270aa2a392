import { integrationDisplay } from './integrations';
import type { IntegratedTool } from './types';

/** An integrated tool described from the display catalogue, with the role it plays for the assistant. */
export function tool(name: string, description: string): IntegratedTool {
  const display = integrationDisplay(name);
  return { name, iconType: display.icon === 'puzzle' ? 'generic' : 'brand', faIcon: display.icon, description, color: display.color };
}
