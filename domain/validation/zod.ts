import { z } from 'zod';

// Every schema of the product imports zod from here, so each one speaks French and none makes zod probe
// `new Function`, which the pages' Content-Security-Policy reports as a violation.
z.config(z.locales.fr());
z.config({ jitless: true });

export { z };
