import { companyName, contactPhone, email, maxLength, personName } from './rules';
import { optionalText, requiredText } from './schema-helpers';

/**
 * The fields that name and reach a person, checked the same way with the same French messages wherever a form
 * asks for them: the prospect forms of the back-office and the super assistant's lead form.
 */
export const personFields = {
  /** A first or last name. */
  name: requiredText(personName),
  email: requiredText(maxLength(254), email),
  phone: requiredText(contactPhone),
  optionalPhone: optionalText(contactPhone),
  company: requiredText(companyName),
  optionalCompany: optionalText(companyName),
  position: optionalText(maxLength(100)),
};
