import type { LucideIcon } from 'lucide-react';
import BarChart3 from 'lucide-react/icons/chart-column';
import Bot from 'lucide-react/icons/bot';
import Briefcase from 'lucide-react/icons/briefcase';
import Calculator from 'lucide-react/icons/calculator';
import Calendar from 'lucide-react/icons/calendar';
import Cloud from 'lucide-react/icons/cloud';
import Code2 from 'lucide-react/icons/code-xml';
import CreditCard from 'lucide-react/icons/credit-card';
import Database from 'lucide-react/icons/database';
import FileText from 'lucide-react/icons/file-text';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import Headphones from 'lucide-react/icons/headphones';
import Home from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageSquare from 'lucide-react/icons/message-square';
import PenLine from 'lucide-react/icons/pen-line';
import Phone from 'lucide-react/icons/phone';
import Puzzle from 'lucide-react/icons/puzzle';
import Scale from 'lucide-react/icons/scale';
import Shield from 'lucide-react/icons/shield';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Sparkles from 'lucide-react/icons/sparkles';
import Table2 from 'lucide-react/icons/table-2';
import Target from 'lucide-react/icons/target';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import Workflow from 'lucide-react/icons/workflow';
import Zap from 'lucide-react/icons/zap';
import type { IconName } from '../../domain/catalogue/types';

export const domainIcons: Record<IconName, LucideIcon> = {
  'bar-chart': BarChart3,
  bot: Bot,
  briefcase: Briefcase,
  calculator: Calculator,
  calendar: Calendar,
  cart: ShoppingCart,
  cloud: Cloud,
  code: Code2,
  'credit-card': CreditCard,
  database: Database,
  'file-text': FileText,
  globe: Globe,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  headphones: Headphones,
  home: Home,
  mail: Mail,
  megaphone: Megaphone,
  message: MessageSquare,
  pen: PenLine,
  phone: Phone,
  puzzle: Puzzle,
  scale: Scale,
  shield: Shield,
  sparkles: Sparkles,
  table: Table2,
  target: Target,
  truck: Truck,
  users: Users,
  video: Video,
  workflow: Workflow,
  zap: Zap,
};

/** Draws one of the icon names used by the catalogue data; unknown names get the puzzle piece. */
export function DomainIcon({ name, size = 20, className, color }: { name: string; size?: number; className?: string; color?: string }) {
  const Icon = domainIcons[name as IconName] ?? Puzzle;
  return <Icon aria-hidden size={size} className={className} color={color} />;
}
