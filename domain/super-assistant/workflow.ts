import type { Connection } from './connections';
import type { DetectedTool } from './tools';
import { countOf } from '../numbers';

/** The figures the super assistant promises for every ecosystem (public-site §9). */
export const workflowConstants = {
  roi: 450,
  monthlySavings: 25,
  setupTime: 2,
  confidence: 0.97,
  automationLevel: 'ULTRA-AUTOMATISÉ',
} as const;

const MAX_WORKFLOW_STEPS = 5;

interface WorkflowStep {
  id: string;
  title: string;
  description: string;
  confidence: number;
  tool: string;
}

export interface SuperAssistantWorkflow {
  id: string;
  name: string;
  description: string;
  tools: DetectedTool[];
  connections: Connection[];
  automationLevel: string;
  roi: number;
  monthlySavings: number;
  setupTime: number;
  confidence: number;
  assistantName: string;
  createdBy: string;
  steps: WorkflowStep[];
}

export function buildWorkflow(tools: DetectedTool[], connections: Connection[], assistantName: string): SuperAssistantWorkflow {
  const nameOf = (id: string) => tools.find((t) => t.id === id)?.name ?? id;
  const steps = connections.slice(0, MAX_WORKFLOW_STEPS).map((connection, index) => ({
    id: `etape-${index + 1}`,
    title: connection.action,
    description: connection.explanation,
    confidence: connection.confidence,
    tool: `${nameOf(connection.sourceId)} → ${nameOf(connection.targetId)}`,
  }));
  return {
    id: `ecosysteme-${tools.map((t) => t.id).join('-') || 'vide'}`,
    name: `Écosystème ${workflowConstants.automationLevel}`,
    description: `${countOf(connections.length, 'automatisation')} entre ${countOf(tools.length, 'outil')}, orchestrées par ${assistantName}.`,
    tools,
    connections,
    automationLevel: workflowConstants.automationLevel,
    roi: workflowConstants.roi,
    monthlySavings: workflowConstants.monthlySavings,
    setupTime: workflowConstants.setupTime,
    confidence: workflowConstants.confidence,
    assistantName,
    createdBy: 'Super Assistant IA',
    steps,
  };
}
