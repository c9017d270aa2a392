import { LOGO_DIR } from './logo-placements';

export { LOGO_DIR };

/** One file of the brand: which background it suits and where the product draws it. */
interface BrandLogoFile {
  path: string;
  width: number;
  height: number;
  /** The background colour it is drawn for. */
  background: 'dark' | 'light';
  uses: string[];
}

/** Every logo file of the site: `GET /build/manifest.json` lists them, the pages and panels read them from here. */
export const brandLogoFiles: readonly BrandLogoFile[] = [
  { path: `${LOGO_DIR}/synapse-logo-dark.svg`, width: 240, height: 64, background: 'dark', uses: ['en-tête', 'pied de page', 'QR code sur fond sombre'] },
  { path: `${LOGO_DIR}/synapse-logo-light.svg`, width: 240, height: 64, background: 'light', uses: ['QR code sur fond clair', 'documents imprimés'] },
  { path: `${LOGO_DIR}/synapse-mark.svg`, width: 64, height: 64, background: 'dark', uses: ['centre des QR codes', 'cartes de visite', 'favicon'] },
  { path: `${LOGO_DIR}/synapse-mark-light.svg`, width: 64, height: 64, background: 'light', uses: ['centre des QR codes sur fond clair', 'cartes de visite claires'] },
  { path: `${LOGO_DIR}/synapse-logo-dark-480x128.png`, width: 480, height: 128, background: 'dark', uses: ['image de secours de l’en-tête et du pied de page'] },
  { path: `${LOGO_DIR}/synapse-logo-light-480x128.png`, width: 480, height: 128, background: 'light', uses: ['signatures e-mail (les messageries n’affichent pas le SVG)'] },
];

/** The answer of `GET /build/manifest.json` (public-site §7): logical name → served path, plus each file's details. */
export function logoManifest() {
  return {
    files: Object.fromEntries(brandLogoFiles.map((file) => [`build${file.path}`, file.path])),
    logos: brandLogoFiles,
  };
}
