import { messages } from './messages';
import { isThrowawayDomain } from './throwaway-domains';

/** A rule answers null when the value is valid, otherwise the French message to show. */
export type Rule = (value: string) => string | null;

const isBlank = (value: string) => value.trim() === '';
/** Optional rules accept an empty value: emptiness is the job of `required`. */
const optional =
  (check: (value: string) => string | null): Rule =>
  (value) =>
    isBlank(value) ? null : check(value.trim());

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FRENCH_PHONE = /^(?:(?:\+33|0033)[\s.-]?|0)?[1-9](?:[\s.-]?\d{2}){4}$/;
const INTERNATIONAL_PHONE = /^\+?[1-9]\d{0,15}$/;
const PERSON_NAME = /^[\p{L}\p{M}\s'’-]+$/u;
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/;
const MEDIUM_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{6,}$/;

export const required: Rule = (value) => (isBlank(value) ? messages.required : null);

export const email: Rule = optional((value) => {
  if (!EMAIL.test(value)) return messages.email;
  return isThrowawayDomain(value) ? messages.throwawayEmail : null;
});

export const frenchPhone: Rule = optional((value) =>
  FRENCH_PHONE.test(value) ? null : messages.frenchPhone,
);

export const internationalPhone: Rule = optional((value) =>
  INTERNATIONAL_PHONE.test(value.replace(/[\s.-]/g, '')) ? null : messages.internationalPhone,
);

/**
 * Contact phone: a French number, or a foreign one written with its country code
 * (leading + or 00), so prospects abroad are not turned away.
 */
export const contactPhone: Rule = optional((value) => {
  if (FRENCH_PHONE.test(value)) return null;
  const international = /^(?:\+|00)/.test(value) && internationalPhone(value.replace(/^00/, '+')) === null;
  return international ? null : messages.frenchPhone;
});

export const personName: Rule = optional((value) => {
  if (value.length < 2) return messages.nameMin;
  if (value.length > 50) return messages.nameMax;
  return PERSON_NAME.test(value) ? null : messages.nameChars;
});

export const companyName: Rule = optional((value) => {
  if (value.length < 2) return messages.companyMin;
  return value.length > 100 ? messages.companyMax : null;
});

export const messageText = (min = 10): Rule =>
  optional((value) => {
    if (value.length < min) return messages.messageMin(min);
    return value.length > 2000 ? messages.messageMax : null;
  });

export const url: Rule = optional((value) => {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : messages.url;
  } catch {
    return messages.url;
  }
});

export const strongPassword: Rule = optional((value) =>
  STRONG_PASSWORD.test(value) ? null : messages.strongPassword,
);

export const mediumPassword: Rule = optional((value) =>
  MEDIUM_PASSWORD.test(value) ? null : messages.mediumPassword,
);

export const minLength = (n: number): Rule =>
  optional((value) => (value.length < n ? messages.minLength(n) : null));

export const maxLength = (n: number): Rule =>
  optional((value) => (value.length > n ? messages.maxLength(n) : null));

export const matches = (other: string): Rule => (value) => (value === other ? null : messages.match);

export const postalCode: Rule = optional((value) => (/^\d{5}$/.test(value) ? null : messages.postalCode));

export const siret: Rule = optional((value) =>
  /^\d{14}$/.test(value.replace(/\s/g, '')) ? null : messages.siret,
);

export const custom =
  (isValid: (value: string) => boolean, message: string = messages.custom): Rule =>
  (value) =>
    isValid(value) ? null : message;

/** Runs rules in order and returns the first message, as a field shows one error at a time. */
export const firstError = (value: string, ...rules: Rule[]): string | null => {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
};
