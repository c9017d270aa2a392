import { integrationCatalogue } from '../../../domain/catalogue/integrations';
import { CatalogueIcon } from './catalogue-icons';

/** The supported tools; pressing one filters the catalogue on that integration. */
export function ToolsGrid({ selected, onToggle }: { selected: readonly string[]; onToggle: (name: string) => void }) {
  return (
    <section aria-labelledby="tools-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="tools-title" className="text-center text-3xl font-bold text-white">
        Compatible avec vos outils
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-gray-300">
        {integrationCatalogue.length} outils connectés nativement, et plus de 500+ autres intégrations. Choisissez un outil pour
        voir les solutions qui s'y branchent.
      </p>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {integrationCatalogue.map((tool) => {
          const active = selected.includes(tool.name);
          return (
            <li key={tool.name}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onToggle(tool.name)}
                className={`flex w-full items-center gap-2 rounded-xl border px-3 py-2.5 text-left text-sm transition ${
                  active ? 'border-brand-400 bg-brand-600/20 text-white' : 'border-ink-700 bg-ink-900/70 text-gray-200 hover:border-brand-400'
                }`}
              >
                <CatalogueIcon name={tool.icon} size={16} color={tool.color} className="shrink-0" />
                <span className="truncate">{tool.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
