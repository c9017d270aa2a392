import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Crown from 'lucide-react/icons/crown';
import ExternalLink from 'lucide-react/icons/external-link';
import Heart from 'lucide-react/icons/heart';
import PlayCircle from 'lucide-react/icons/circle-play';
import UserRound from 'lucide-react/icons/user-round';
import { domainIcons } from '../../ui/domain-icon';

const repeatedIcons: Record<string, LucideIcon> = {
  ...domainIcons,
  'arrow-right': ArrowRight,
  crown: Crown,
  'external-link': ExternalLink,
  heart: Heart,
  'play-circle': PlayCircle,
  'user-round': UserRound,
};

const symbolId = (name: string) => `icone-catalogue-${name}`;

/**
 * The catalogue repeats the same few dozen icons on every card (about 330 on the page): each is drawn
 * once here and the cards point at it, which keeps the pre-rendered page a third lighter to parse.
 */
export function CatalogueIconSprite() {
  return (
    <svg aria-hidden width={0} height={0} className="absolute overflow-hidden">
      {Object.entries(repeatedIcons).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <Icon size={24} fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

interface CatalogueIconProps {
  name: string;
  size?: number;
  className?: string;
  color?: string;
  fill?: 'none' | 'currentColor';
}

/** One of the sprite's icons; unknown names get the puzzle piece, as DomainIcon does. */
export function CatalogueIcon({ name, size = 16, className, color, fill = 'none' }: CatalogueIconProps) {
  const known = name in repeatedIcons ? name : 'puzzle';
  return (
    <svg aria-hidden width={size} height={size} fill={fill} className={className} style={color ? { color } : undefined}>
      <use href={`#${symbolId(known)}`} />
    </svg>
  );
}
