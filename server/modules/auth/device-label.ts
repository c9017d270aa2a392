import Bowser from 'bowser';

/** What a person recognises of a browser's User-Agent: 'Chrome 156 · Linux', 'Safari · iOS'; null when unreadable. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const major = parser.getBrowserVersion()?.split('.')[0];
  const os = parser.getOSName();
  const name = browser ? `${browser}${major && parser.getPlatformType() === 'desktop' ? ` ${major}` : ''}` : '';
  return [name, os].filter(Boolean).join(' · ') || null;
}
