import { createElement } from 'react';
import type { LucideIcon } from 'lucide-react';
import Bot from 'lucide-react/icons/bot';
import Brain from 'lucide-react/icons/brain';
import Briefcase from 'lucide-react/icons/briefcase';
import Calculator from 'lucide-react/icons/calculator';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Cloud from 'lucide-react/icons/cloud';
import CreditCard from 'lucide-react/icons/credit-card';
import FolderOpen from 'lucide-react/icons/folder-open';
import Handshake from 'lucide-react/icons/handshake';
import HardDrive from 'lucide-react/icons/hard-drive';
import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Puzzle from 'lucide-react/icons/puzzle';
import Rocket from 'lucide-react/icons/rocket';
import Send from 'lucide-react/icons/send';
import Sheet from 'lucide-react/icons/sheet';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Sparkles from 'lucide-react/icons/sparkles';
import Target from 'lucide-react/icons/target';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';

const toolIcons: Record<string, LucideIcon> = {
  mail: Mail,
  calendar: CalendarDays,
  'hard-drive': HardDrive,
  sheet: Sheet,
  video: Video,
  users: Users,
  cloud: Cloud,
  folder: FolderOpen,
  target: Target,
  'message-square': MessageSquare,
  notebook: NotebookPen,
  'credit-card': CreditCard,
  calculator: Calculator,
  'shopping-cart': ShoppingCart,
  send: Send,
  briefcase: Briefcase,
};

const avatarIcons: Record<string, LucideIcon> = { brain: Brain, sparkles: Sparkles, rocket: Rocket, target: Target, handshake: Handshake, robot: Bot };

interface IconProps {
  name: string;
  size: number;
  className?: string;
}

/** Unknown keys get the puzzle piece, as the integration catalogue does. */
export const ToolIcon = ({ name, ...props }: IconProps) => createElement(toolIcons[name] ?? Puzzle, { 'aria-hidden': true, ...props });
export const AvatarIcon = ({ name, ...props }: IconProps) => createElement(avatarIcons[name] ?? Bot, { 'aria-hidden': true, ...props });
