import type { ReactNode } from 'react';

const statusLabels: Record<string, [string, string]> = {
  modified: ['Modifié', 'text-sky-300'],
  added: ['Ajouté', 'text-emerald-300'],
  deleted: ['Supprimé', 'text-red-300'],
  renamed: ['Renommé', 'text-amber-300'],
  copied: ['Copié', 'text-amber-300'],
  'type-changed': ['Type changé', 'text-gray-300'],
};

export function FileStatus({ status }: { status: string }) {
  const [label, tone] = statusLabels[status] ?? [status, 'text-gray-300'];
  return <span className={`w-20 shrink-0 text-xs font-semibold ${tone}`}>{label}</span>;
}

/** The author's initials: no avatar is fetched from another site. */
export function Initials({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-700 text-xs font-bold text-gray-100">
      {initials || '?'}
    </span>
  );
}

export function DemoNotice({ reason }: { reason: string | null }) {
  return (
    <p className="rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100">
      <span className="font-semibold">Mode démo&nbsp;: </span>
      {reason ?? 'aucun dépôt Git disponible.'} Aucun commit n’est affiché plutôt que des exemples.
    </p>
  );
}

export function Panel({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div id={id} className="min-w-0 scroll-mt-28 rounded-xl border border-ink-700 p-4 outline-none data-[highlighted=true]:ring-4 data-[highlighted=true]:ring-accent-400">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-white">{title}</h3>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** Compact list types of back-office §4: fix, feature, refactor, everything else. */
export const compactTypes: Record<string, [string, string]> = {
  fix: ['Correction', 'bg-red-500/15 text-red-200'],
  feature: ['Fonctionnalité', 'bg-emerald-500/15 text-emerald-200'],
  refactor: ['Refactorisation', 'bg-sky-500/15 text-sky-200'],
  other: ['Autre', 'bg-ink-700 text-gray-200'],
};

export const shortHash = (hash: string) => hash.slice(0, 7);
