import X from 'lucide-react/icons/x';
import { AUDIENCE_FILTERS, leadFormLabels, softwareLabel, type AudienceFilter, type LeadForm } from '../../../../domain/analytics/site-audience';
import { trafficSourceLabels, type TrafficSource } from '../../../../domain/analytics/traffic-funnel';
import { deviceLabels } from '../../../../domain/tracking-link-stats';

const filterLabels: Record<keyof AudienceFilter, string> = {
  page: 'Page vue',
  entry: 'Page d’entrée',
  exit: 'Page de sortie',
  campaign: 'Campagne',
  referrer: 'Site référent',
  device: 'Appareil',
  source: 'Source',
  browser: 'Navigateur',
  os: 'Système',
  form: 'Formulaire envoyé',
};

const valueText = (name: keyof AudienceFilter, value: string) =>
  name === 'device'
    ? deviceLabels[value as keyof typeof deviceLabels]
    : name === 'source'
      ? trafficSourceLabels[value as TrafficSource]
      : name === 'browser' || name === 'os'
        ? softwareLabel(value)
        : name === 'form'
          ? leadFormLabels[value as LeadForm]
          : value;

/** The filters applied to the audience, each removable, and a way to remove them all (Plausible's filter bar). */
export function AudienceFilters({ filter, onChange }: { filter: AudienceFilter; onChange: (filter: AudienceFilter) => void }) {
  const applied = AUDIENCE_FILTERS.flatMap((name) => (filter[name] ? [{ name, text: `${filterLabels[name]}\u00a0: ${valueText(name, filter[name])}` }] : []));
  if (applied.length === 0) {
    return <p className="text-xs text-gray-400">Cliquez une page, une source, un site référent, une page d’entrée ou de sortie, une campagne, un appareil, un navigateur, un système ou un formulaire pour filtrer toute l’audience.</p>;
  }
  return (
    <div role="group" aria-label="Filtres de l’audience" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-gray-300">Visiteurs filtrés&nbsp;:</span>
      {applied.map(({ name, text }) => (
        <span key={name} className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-400/60 bg-brand-600/20 py-0.5 pl-3 pr-1 text-gray-100">
          <span className="truncate">{text}</span>
          <button
            type="button"
            aria-label={`Retirer le filtre ${text}`}
            onClick={() => onChange({ ...filter, [name]: undefined })}
            className="rounded-full p-1 text-gray-300 hover:bg-ink-700 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <X aria-hidden size={14} />
          </button>
        </span>
      ))}
      <button type="button" onClick={() => onChange({})} className="text-xs font-semibold text-brand-200 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400">
        Effacer les filtres
      </button>
    </div>
  );
}
