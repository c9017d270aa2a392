import { isbot } from 'isbot';

/** Browsers send the same few user agents over and over: isbot's large expression runs once per agent. */
export function botDetector(capacity = 1000) {
  const known = new Map<string, boolean>();
  return (userAgent: string): boolean => {
    const cached = known.get(userAgent);
    if (cached !== undefined) return cached;
    const robot = isbot(userAgent);
    if (known.size >= capacity) known.delete(known.keys().next().value as string);
    known.set(userAgent, robot);
    return robot;
  };
}
