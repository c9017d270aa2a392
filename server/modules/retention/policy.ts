import { privacyPolicy } from '../../../domain/privacy';

export interface RetentionCutoffs {
  /** Contact data whose last interaction is older than this goes (3 years, public-site §9). */
  contact: Date;
  /** Navigation data older than this goes (13 months, public-site §9). */
  navigation: Date;
}

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  // 29 February or the 31st of a shorter month: keep the last day of that month.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** The two limits of the privacy policy, measured back from `now`. */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  return {
    contact: monthsBefore(now, privacyPolicy.contactRetentionYears * 12),
    navigation: monthsBefore(now, privacyPolicy.navigationRetentionMonths),
  };
}
