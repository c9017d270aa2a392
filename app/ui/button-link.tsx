import type { ReactNode } from 'react';
import { Link } from 'react-router';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-lg shadow-brand-600/25',
  secondary: 'border border-ink-600 bg-ink-800/60 text-gray-100 hover:border-brand-400 hover:text-white',
} as const;

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  onClick?: () => void;
  external?: boolean;
  /** Reported with the click by the audience measurement (primary, secondary, audit, call). */
  ctaType?: 'primary' | 'secondary' | 'audit' | 'call';
}

export function ButtonLink({ to, children, variant = 'primary', onClick, external, ctaType }: ButtonLinkProps) {
  const className = `inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 text-sm font-semibold transition ${variants[variant]}`;
  if (external || /^(tel|mailto|https?):/.test(to)) {
    return (
      <a href={to} className={className} onClick={onClick} data-cta-type={ctaType}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick} data-cta-type={ctaType}>
      {children}
    </Link>
  );
}
