import type { Migration } from 'kysely';
import type { Dialect } from '../database';
import { initial } from './0001-initial';
import { leadsAndAnalytics } from './0002-leads-and-analytics';
import { siteSettings } from './0003-site-settings';
import { adminAuth } from './0004-admin-auth';
import { trackingLinksAndQrCodes } from './0005-tracking-links-and-qr-codes';
import { businessCards } from './0006-business-cards';
import { jobsAndRetention } from './0011-jobs-and-retention';
import { errorReports } from './0010-error-reports';
import { prospects } from './0007-prospects';
import { settingsAndSecurity } from './0009-settings-and-security';
import { prospectSearchIndex } from './0012-prospect-search-index';
import { leadCampaigns } from './0013-lead-campaigns';
import { webhookDeliveries } from './0020-webhook-deliveries';
import { inboxConversations } from './0021-inbox-conversations';
import { prospectPipeline } from './0022-prospect-pipeline';
import { trackingLinkDestinations } from './0030-tracking-link-destinations';
import { prospectDealValue } from './0031-prospect-deal-value';
import { replyTemplates } from './0032-reply-templates';
import { responsePromises } from './0033-response-promises';
import { leadResponsePromises } from './0034-lead-response-promises';
import { lostReasons } from './0035-lost-reasons';
import { requestsByEmail } from './0036-requests-by-email';
import { requestSubmissionIds } from './0037-request-submission-ids';
import { prospectSubmissionIds } from './0038-prospect-submission-ids';
import { requestSnoozes } from './0039-request-snoozes';
import { adminUserAvailability } from './0040-admin-user-availability';
import { prospectEmails } from './0041-prospect-emails';
import { prospectCloseDates } from './0042-prospect-close-dates';
import { prospectWonDates } from './0043-prospect-won-dates';
import { adminUserReturnDays } from './0044-admin-user-return-days';
import { requestLabels } from './0045-request-labels';
import { prospectLabels } from './0046-prospect-labels';
import { prospectPhoneKey } from './0047-prospect-phone-key';
import { prospectEmailReplies } from './0048-prospect-email-replies';
import { requestMessageIds } from './0049-request-message-ids';
import { prospectStatusMoves } from './0050-prospect-status-moves';
import { adminUserEmails } from './0051-admin-user-emails';
import { prospectNotes } from './0052-prospect-notes';
import { noteEdits } from './0053-note-edits';
import { campaignSpends } from './0054-campaign-spends';
import { twoFactor } from './0055-two-factor';
import { prospectEmailFollowUps } from './0056-prospect-email-follow-ups';
import { sessionDevices } from './0057-session-devices';
import { passwordResets } from './0058-password-resets';
import { userSalesGoals } from './0059-user-sales-goals';
import { siteRedirects } from './0060-site-redirects';
import { siteRedirectUses } from './0061-site-redirect-uses';
import { userEmailSignatures } from './0062-user-email-signatures';
import { emailAttachments } from './0063-email-attachments';
import { scheduledProspectEmails } from './0064-scheduled-prospect-emails';
import { calendarFeeds } from './0065-calendar-feeds';
import { nextActionTimes } from './0066-next-action-times';
import { followUpTimes } from './0067-follow-up-times';
import { satisfactionSurveys } from './0068-satisfaction-surveys';
import { actionReminders } from './0070-action-reminders';
import { userReminderEmails } from './0071-user-reminder-emails';
import { prospectPartialIndexes } from './0072-prospect-partial-indexes';
import { clickDaysInParis } from './0073-click-days-in-paris';
import { outgoingEmails } from './0074-outgoing-emails';
import { acknowledgementRetries } from './0075-acknowledgement-retries';
import { arrivalMails } from './0076-arrival-mails';
import { surveyEarlierLink } from './0077-survey-earlier-link';
import { automaticRepliesKept } from './0078-automatic-replies-kept';
import { blockedSenders } from './0079-blocked-senders';
import { replyReturnsKept } from './0080-reply-returns-kept';
import { nextActionTypes } from './0069-next-action-types';
import type { MigrationFactory } from './helpers';

/** Every migration, in order; names sort the same way they run. */
const factories: Record<string, MigrationFactory> = {
  '0001-initial': initial,
  '0002-leads-and-analytics': leadsAndAnalytics,
  '0003-site-settings': siteSettings,
  '0004-admin-auth': adminAuth,
  '0005-tracking-links-and-qr-codes': trackingLinksAndQrCodes,
  '0006-business-cards': businessCards,
  '0011-jobs-and-retention': jobsAndRetention,
  '0010-error-reports': errorReports,
  '0007-prospects': prospects,
  '0009-settings-and-security': settingsAndSecurity,
  '0012-prospect-search-index': prospectSearchIndex,
  '0013-lead-campaigns': leadCampaigns,
  '0020-webhook-deliveries': webhookDeliveries,
  '0021-inbox-conversations': inboxConversations,
  '0022-prospect-pipeline': prospectPipeline,
  '0030-tracking-link-destinations': trackingLinkDestinations,
  '0031-prospect-deal-value': prospectDealValue,
  '0032-reply-templates': replyTemplates,
  '0033-response-promises': responsePromises,
  '0034-lead-response-promises': leadResponsePromises,
  '0035-lost-reasons': lostReasons,
  '0036-requests-by-email': requestsByEmail,
  '0037-request-submission-ids': requestSubmissionIds,
  '0038-prospect-submission-ids': prospectSubmissionIds,
  '0039-request-snoozes': requestSnoozes,
  '0040-admin-user-availability': adminUserAvailability,
  '0041-prospect-emails': prospectEmails,
  '0042-prospect-close-dates': prospectCloseDates,
  '0043-prospect-won-dates': prospectWonDates,
  '0044-admin-user-return-days': adminUserReturnDays,
  '0045-request-labels': requestLabels,
  '0046-prospect-labels': prospectLabels,
  '0047-prospect-phone-key': prospectPhoneKey,
  '0048-prospect-email-replies': prospectEmailReplies,
  '0049-request-message-ids': requestMessageIds,
  '0050-prospect-status-moves': prospectStatusMoves,
  '0051-admin-user-emails': adminUserEmails,
  '0052-prospect-notes': prospectNotes,
  '0053-note-edits': noteEdits,
  '0054-campaign-spends': campaignSpends,
  '0055-two-factor': twoFactor,
  '0056-prospect-email-follow-ups': prospectEmailFollowUps,
  '0057-session-devices': sessionDevices,
  '0058-password-resets': passwordResets,
  '0059-user-sales-goals': userSalesGoals,
  '0060-site-redirects': siteRedirects,
  '0061-site-redirect-uses': siteRedirectUses,
  '0062-user-email-signatures': userEmailSignatures,
  '0063-email-attachments': emailAttachments,
  '0064-scheduled-prospect-emails': scheduledProspectEmails,
  '0065-calendar-feeds': calendarFeeds,
  '0066-next-action-times': nextActionTimes,
  '0067-follow-up-times': followUpTimes,
  '0068-satisfaction-surveys': satisfactionSurveys,
  '0069-next-action-types': nextActionTypes,
  '0070-action-reminders': actionReminders,
  '0071-user-reminder-emails': userReminderEmails,
  '0072-prospect-partial-indexes': prospectPartialIndexes,
  '0073-click-days-in-paris': clickDaysInParis,
  '0074-outgoing-emails': outgoingEmails,
  '0075-acknowledgement-retries': acknowledgementRetries,
  '0076-arrival-mails': arrivalMails,
  '0077-survey-earlier-link': surveyEarlierLink,
  '0078-automatic-replies-kept': automaticRepliesKept,
  '0079-blocked-senders': blockedSenders,
  '0080-reply-returns-kept': replyReturnsKept,
};

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(Object.entries(factories).map(([name, make]) => [name, make(dialect)]));
}
