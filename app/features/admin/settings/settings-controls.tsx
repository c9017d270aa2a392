import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { withFrenchSpacing } from '../../../../domain/french-spacing';

type SwitchProps = { label: string; description: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** An on/off setting: a native checkbox announced as a switch, with what it does under its label. */
export const SettingSwitch = forwardRef<HTMLInputElement, SwitchProps>(function SettingSwitch({ label, description, ...rest }, ref) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-white">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-gray-400">
          {description}
        </p>
      </div>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-description`}
        className="peer relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-600 transition before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:transition checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
        {...rest}
      />
    </div>
  );
});

/** A success or failure line after a save; announced to screen readers. A message given as text is made ready to show (0512). */
export function Notice({ tone, children: given }: { tone: 'success' | 'error'; children: ReactNode }) {
  const children = typeof given === 'string' ? withFrenchSpacing(given) : given;
  return tone === 'success' ? (
    <p role="status" className="rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm text-emerald-200">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
      {children}
    </p>
  );
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';
