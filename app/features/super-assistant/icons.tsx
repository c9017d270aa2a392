import { createElement } from 'react';
import {
  Bot, Brain, Briefcase, Calculator, CalendarDays, Cloud, CreditCard, FolderOpen, HardDrive, Handshake, Mail,
  MessageSquare, NotebookPen, Puzzle, Rocket, Send, Sheet, ShoppingCart, Sparkles, Target, Users, Video,
  type LucideIcon,
} from 'lucide-react';

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
