import { LABELS_MAX, labelsOfStored, storedLabels } from '../../../domain/labels';
import type { ProspectChanges, ProspectRow } from './repository';

const TEXT_FIELDS = ['nom', 'prenom', 'email', 'telephone', 'entreprise', 'fonction'] as const;
const blank = (value: string | null | undefined) => !value?.trim();

/**
 * What the kept prospect takes from its duplicate (docs/decisions/0426-prospect-merge.md): every blank of its own
 * is filled, nothing it holds is replaced. Fields that only mean something together (the next action's day,
 * hour and label, the lead's score, band and analysis, the campaign's four parts) come together. Both comments are kept,
 * the labels joined up to the limit, and the deal stays contacted if either was.
 */
export function mergedChanges(kept: ProspectRow, duplicate: ProspectRow): ProspectChanges {
  const changes: ProspectChanges = {};
  for (const field of TEXT_FIELDS) if (blank(kept[field]) && !blank(duplicate[field])) changes[field] = duplicate[field];
  const comments = [kept.commentaire.trim(), duplicate.commentaire.trim()].filter(Boolean);
  if (comments.length === 2 && comments[0] !== comments[1]) changes.commentaire = comments.join('\n\n');
  else if (blank(kept.commentaire) && comments.length) changes.commentaire = comments[0];

  const labels = [...new Set([...labelsOfStored(kept.labels), ...labelsOfStored(duplicate.labels)])].slice(0, LABELS_MAX);
  if (storedLabels(labels) !== kept.labels) changes.labels = storedLabels(labels);
  if (Number(kept.isContacted) === 0 && Number(duplicate.isContacted) === 1) changes.isContacted = 1;

  if (kept.owner === null && duplicate.owner !== null) changes.owner = duplicate.owner;
  if (kept.nextActionAt === null && duplicate.nextActionAt !== null) {
    changes.nextActionAt = duplicate.nextActionAt;
    changes.nextActionLabel = duplicate.nextActionLabel;
    changes.nextActionTime = duplicate.nextActionTime;
    changes.nextActionType = duplicate.nextActionType;
  }
  if (kept.estimatedValue === null && duplicate.estimatedValue !== null) changes.estimatedValue = duplicate.estimatedValue;
  if (kept.expectedCloseAt === null && duplicate.expectedCloseAt !== null) changes.expectedCloseAt = duplicate.expectedCloseAt;
  if (kept.leadScore === null && kept.details === null && (duplicate.leadScore !== null || duplicate.details !== null)) {
    changes.leadScore = duplicate.leadScore;
    changes.leadBand = duplicate.leadBand;
    changes.details = duplicate.details;
  }
  if (kept.inboxRequestId === null && duplicate.inboxRequestId !== null) changes.inboxRequestId = duplicate.inboxRequestId;
  if (kept.submissionId === null && duplicate.submissionId !== null) changes.submissionId = duplicate.submissionId;
  const campaignOf = (row: ProspectRow) => [row.campaignSource, row.campaignMedium, row.campaignName, row.campaignCode];
  if (campaignOf(kept).every((part) => part === null) && campaignOf(duplicate).some((part) => part !== null)) {
    changes.campaignSource = duplicate.campaignSource;
    changes.campaignMedium = duplicate.campaignMedium;
    changes.campaignName = duplicate.campaignName;
    changes.campaignCode = duplicate.campaignCode;
  }
  return changes;
}
