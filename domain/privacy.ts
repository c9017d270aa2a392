/** Retention periods and dates of the privacy policy (public-site §9). */
export const privacyPolicy = {
  lastUpdated: '2025-04-11',
  lastUpdatedLabel: '11 avril 2025',
  contactRetentionYears: 3,
  contractRetentionYears: 5,
  navigationRetentionMonths: 13,
  rightsAnswerMonths: 1,
  rightsExtensionMonths: 2,
} as const;
