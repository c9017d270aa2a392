import type { LeadForm } from '../../../domain/super-assistant/lead-schema';
import { createOutbox } from '../../api/outbox';

/** What the journey adds to the form: the scanned address, the assistant's name, the analysis, the tools to connect. */
export interface LeadContext {
  scanEmail: string;
  assistantName: string;
  analysisTimestamp: string;
  integrationPreferences: string[];
}

/** A lead the visitor sent whose answer has not come back yet (docs/decisions/0419-callback-outbox.md). */
export interface PendingLead {
  lead: LeadForm;
  context: LeadContext;
  /** Sent with each try, so that the server stores the lead once however many tries reach it. */
  submissionId: string;
}

const isText = (value: unknown) => typeof value === 'string';

/** What the browser kept is outside input: a lead of the expected shape, or nothing. The server checks the rest. */
function leadOf(kept: unknown): PendingLead | null {
  const pending = kept as Partial<PendingLead> | undefined;
  const context = pending?.context as Partial<LeadContext> | undefined;
  const lead = pending?.lead as unknown;
  if (!pending || !isText(pending.submissionId) || !lead || typeof lead !== 'object' || Array.isArray(lead) || !context) return null;
  if (![context.scanEmail, context.assistantName, context.analysisTimestamp].every(isText)) return null;
  if (!Array.isArray(context.integrationPreferences) || !context.integrationPreferences.every(isText)) return null;
  return { lead: lead as LeadForm, context: context as LeadContext, submissionId: pending.submissionId! };
}

/** The super assistant's outbox: a lead is kept on this device from the click on 'Recevoir mon écosystème' until stored. */
export const useLeadOutbox = createOutbox<PendingLead>('lead', leadOf);

/** Whether a lead sent again is the one kept (same values and journey): it then keeps its id, and the server its one row. */
export const sameLead = (kept: PendingLead | null, lead: LeadForm, context: LeadContext): kept is PendingLead =>
  kept !== null && JSON.stringify([kept.lead, kept.context]) === JSON.stringify([lead, context]);
