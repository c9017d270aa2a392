import type { ProspectView } from '../../../domain/api/prospect-answers';
import { clientCodeOf } from '../../../domain/prospects/prospect-fields';
import { campaignOfRow } from '../../db/campaign-columns';
import type { ProspectRow } from './repository';
import { labelsOfStored } from '../../../domain/labels';

export function prospectView(row: ProspectRow): ProspectView {
  return {
    id: Number(row.id),
    client_code: clientCodeOf(Number(row.id)),
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    entreprise: row.entreprise,
    fonction: row.fonction,
    source: row.source,
    date_ajout: row.dateAjout,
    statut: row.statut,
    is_contacted: Number(row.isContacted) === 1,
    commentaire: row.commentaire,
    lead_score: row.leadScore === null ? null : Number(row.leadScore),
    lead_band: row.leadBand,
    inbox_request_id: row.inboxRequestId === null ? null : Number(row.inboxRequestId),
    updated_at: row.updatedAt,
    campaign: campaignOfRow(row),
    owner: row.owner ?? null,
    next_action_at: row.nextActionAt ?? null,
    next_action_label: row.nextActionLabel ?? '',
    next_action_time: row.nextActionTime ?? null,
    next_action_type: row.nextActionType ?? null,
    estimated_value: row.estimatedValue === null || row.estimatedValue === undefined ? null : Number(row.estimatedValue),
    expected_close_at: row.expectedCloseAt ?? null,
    response_due_at: row.responseDueAt ?? null,
    first_answered_at: row.firstAnsweredAt ?? null,
    lost_reason: row.lostReason ?? null,
    lost_at: row.lostAt ?? null,
    won_at: row.wonAt ?? null,
    labels: labelsOfStored(row.labels),
  };
}

/** The analysis a super-assistant lead keeps (stored as JSON text by the leads module). */
export function detailsOf(row: ProspectRow): Record<string, unknown> | null {
  if (!row.details) return null;
  try {
    const parsed: unknown = JSON.parse(row.details);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A prospect with when its latest reply came, if nobody wrote to it since (0439): the list, the board's cards, the digest. */
export const withUnansweredReply = (row: ProspectRow & { unansweredReplyAt: string | null }) => ({
  ...prospectView(row),
  unanswered_reply_at: row.unansweredReplyAt ?? null,
});
