/** The figures Anna quotes (public-site §9 Site search): changing one here changes every answer. */
export const chatFacts = {
  assistantMonthlyMin: 550,
  assistantMonthlyMax: 580,
  webDevDailyFrom: 600,
  quoteWithinHours: 24,
  averageReplyHours: 2,
  freeTrialDays: 14,
  freeConsultationMinutes: 30,
} as const;

export const CHAT_REPLY_DELAY_MS = 1200;
export const NO_RESULT_MESSAGE_DELAY_MS = 400;
/** An empty search longer than this many characters makes Anna say no page was found. */
export const NO_RESULT_MIN_LENGTH = 3;
export const CHAT_QUERY_MAX = 500;
