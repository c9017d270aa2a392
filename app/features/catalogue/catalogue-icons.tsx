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

interface CatalogueIconProps {
  name: string;
  size?: number;
  className?: string;
  color?: string;
  fill?: 'none' | 'currentColor';
}

/**
 * One of the icons the catalogue repeats on its cards (about 330 on the page), by its catalogue name; unknown
 * names get the puzzle piece, as DomainIcon does. Like every icon, it is one `<use>` of the build's sprite.
 */
export function CatalogueIcon({ name, size = 16, className, color, fill }: CatalogueIconProps) {
  const Icon = repeatedIcons[name] ?? domainIcons.puzzle;
  return <Icon size={size} fill={fill} className={className} style={color ? { color } : undefined} />;
}
