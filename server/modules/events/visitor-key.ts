import { createHash, randomBytes } from 'node:crypto';
import { parisToday } from '../../../domain/paris-time';

/**
 * A visitor key that needs no cookie: a hash of a salt drawn at random each Paris day (the days the statistics count), the address and
 * the user agent. The salt lives only in memory, so yesterday's keys can never be recomputed.
 */
export function visitorKeyer() {
  let day = '';
  let salt = Buffer.alloc(0);
  return (address: string, userAgent: string, now = new Date()): string => {
    const today = parisToday(now);
    if (today !== day) {
      day = today;
      salt = randomBytes(32);
    }
    return createHash('sha256').update(salt).update(address).update('\u0000').update(userAgent).digest('hex').slice(0, 32);
  };
}
