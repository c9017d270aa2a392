import { NO_PHONE } from '../../../domain/contact-notes';
import { analyticsEventNames } from '../../../domain/analytics/event-names';
import { CHAT_QUERY_MAX } from '../../../domain/chat/facts';
import { newAdminUserSchema } from '../../../domain/validation/admin-user-schema';
import { companyName, contactPhone, email, personName, type Rule } from '../../../domain/validation/rules';
import { CAMPAIGN_TEXT_MAX, TRACKING_CODE_FORMAT } from '../../../domain/tracking-links-attribution';
import type { Database } from '../../db/database';
import type { CampaignColumns } from '../../db/types';
import { labelsOfStored, labelsSchema, storedLabels } from '../../../domain/labels';

const refuses = (rule: Rule, value: string) => rule(value) !== null;

/** Stored labels are those the labels' rule writes: each valid, five at most, each once, in its one form. */
const badLabels = (stored: string) => {
  const parsed = labelsSchema.safeParse({ labels: labelsOfStored(stored) });
  return !parsed.success || storedLabels(parsed.data.labels) !== stored;
};

/** A stored campaign keeps the bounds of its schema: texts of at most 100 characters, a code a tracking link can have. */
const badCampaign = (row: CampaignColumns) =>
  [row.campaignSource, row.campaignMedium, row.campaignName].some((text) => text !== null && (!text.trim() || text.length > CAMPAIGN_TEXT_MAX)) ||
  (row.campaignCode !== null && !TRACKING_CODE_FORMAT.test(row.campaignCode));

/** Every stored row the validators of its form would refuse, described; an empty list is the goal. */
export async function invalidStoredRows(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await db.selectFrom('callbackRequests').selectAll().execute()) {
    const bad = [
      refuses(personName, row.name) || !row.name.trim() ? 'name' : null,
      // The contact form requires an e-mail; the callback form takes one if given.
      (row.email ? refuses(email, row.email) : row.source !== 'callback') ? 'email' : null,
      row.company && refuses(companyName, row.company) ? 'company' : null,
      row.phone !== NO_PHONE && refuses(contactPhone, row.phone) ? 'phone' : null,
      badCampaign(row) ? 'campaign' : null,
      badLabels(row.labels) ? 'labels' : null,
    ].filter(Boolean);
    if (bad.length) problems.push(`demande #${row.id} : ${bad.join(', ')} ${JSON.stringify(row).slice(0, 200)}`);
  }
  for (const row of await db.selectFrom('prospects').selectAll().execute()) {
    const bad = [refuses(personName, row.prenom) ? 'prenom' : null, refuses(personName, row.nom) ? 'nom' : null, refuses(email, row.email) || !row.email ? 'email' : null, badCampaign(row) ? 'campaign' : null, badLabels(row.labels) ? 'labels' : null].filter(Boolean);
    if (bad.length) problems.push(`prospect #${row.id} : ${bad.join(', ')}`);
  }
  for (const row of await db.selectFrom('analyticsEvents').select(['id', 'name', 'page']).execute()) {
    if (!(analyticsEventNames as readonly string[]).includes(row.name) || !row.page.startsWith('/')) problems.push(`événement #${row.id} : ${row.name} ${row.page}`);
  }
  for (const row of await db.selectFrom('chatbotRequests').select(['id', 'query']).execute()) {
    if (!row.query.trim() || row.query.length > CHAT_QUERY_MAX) problems.push(`question #${row.id}`);
  }
  for (const row of await db.selectFrom('adminUsers').select(['id', 'username', 'roles']).execute()) {
    if (!newAdminUserSchema.shape.username.safeParse(row.username).success || !row.roles.split(',').every((r) => r === 'ROLE_ADMIN' || r === 'ROLE_USER')) problems.push(`utilisateur #${row.id} : ${row.username}`);
  }
  return problems;
}
