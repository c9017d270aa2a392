import { ComingSoon } from '../ui/section';

/** Serveurs MCP: the configured environments (back-office §2.15). */
export function ServersSection() {
  return <ComingSoon id="servers-mcp" title="Serveurs MCP" />;
}

/** Modèles IA (back-office §2.15). */
export function AiModelsSection() {
  return <ComingSoon id="ai-models" title="Modèles IA" />;
}
