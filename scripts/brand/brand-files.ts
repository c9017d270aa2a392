import { agencyPeople } from '../../domain/business-cards/agency-people';
import { BUSINESS_CARD_DIR, ITERATION_NAMES } from '../../domain/business-cards/card-designs';
import { LOGO_DIR } from '../../domain/brand/brand-logos';
import { cardFileName, cardSvg, type CardDesign } from './card-art';
import { logoSvg, markSvg } from './logo-art';

/** Every generated SVG file of the brand, by its path under public/. */
export function brandSvgFiles(): Map<string, string> {
  const files = new Map<string, string>();
  files.set(`${LOGO_DIR}/synapse-logo-dark.svg`, logoSvg('dark'));
  files.set(`${LOGO_DIR}/synapse-logo-light.svg`, logoSvg('light'));
  files.set(`${LOGO_DIR}/synapse-mark.svg`, markSvg('dark'));
  files.set(`${LOGO_DIR}/synapse-mark-light.svg`, markSvg('light'));
  const designs: CardDesign[] = ['classique', ...ITERATION_NAMES];
  for (const person of agencyPeople) {
    for (const design of designs) {
      for (const side of ['recto', 'verso'] as const) {
        files.set(`${BUSINESS_CARD_DIR}/${person.slug}/${cardFileName(design, side)}`, cardSvg(person, design, side));
      }
    }
  }
  return files;
}
