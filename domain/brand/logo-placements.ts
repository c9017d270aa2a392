import { siteConfig } from '../site-config';

export const LOGO_DIR = '/images/logos';

/** Where a logo is drawn: its file, the image tried when that file is missing, and the reserved box. */
export interface LogoPlacement {
  src: string;
  fallbackSrc: string;
  width: number;
  height: number;
  alt: string;
}

/** Kept apart from the manifest: the public layout reads only this, on every first visit. */
export const logoPlacements = {
  header: { src: `${LOGO_DIR}/synapse-logo-dark.svg`, fallbackSrc: `${LOGO_DIR}/synapse-logo-dark-480x128.png`, width: 150, height: 40, alt: siteConfig.name },
  footer: { src: `${LOGO_DIR}/synapse-logo-dark.svg`, fallbackSrc: `${LOGO_DIR}/synapse-logo-dark-480x128.png`, width: 120, height: 32, alt: siteConfig.name },
} satisfies Record<string, LogoPlacement>;

/** Public-site §8: logged when a logo file cannot be loaded. */
export const missingLogoMessage = (path: string): string => `Aucun logo trouvé pour ${path}`;
