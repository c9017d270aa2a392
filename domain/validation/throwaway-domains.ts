/** Well-known disposable e-mail providers refused by the e-mail validator. */
export const throwawayDomains = [
  '10minutemail.com',
  'guerrillamail.com',
  'mailinator.com',
  'tempmail.com',
  'yopmail.com',
  'maildrop.cc',
  'throwaway.email',
] as const;

export function isThrowawayDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
  return (throwawayDomains as readonly string[]).includes(domain);
}
