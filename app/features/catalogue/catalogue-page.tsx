import { useEffect, useId } from 'react';
import { capacities, industries } from '../../../domain/catalogue/types';
import { capacityLabels, industryLabels } from '../../../domain/catalogue/taxonomy';
import type { SortBy } from '../../../domain/catalogue/view';
import { ActiveFilterChips } from './active-filter-chips';
import { HydrationBoundary } from '../../ui/hydration-boundary';
import { CardSection } from './card-section';
import { CatalogueSearch } from './catalogue-search';
import { EmptyState } from './empty-state';
import { useFavoritesStore } from './favorites-store';
import { FilterMenu } from './filter-menu';
import { ToolsGrid } from './tools-grid';
import { useEarlyValue } from '../../ui/early-input';
import { useCatalogueState } from './use-catalogue-state';
import { ViewTabs } from './view-tabs';
import { WorkflowStudio } from './workflow-studio';
import { countOf } from '../../../domain/numbers';

const capacityOptions = capacities.map((value) => ({ value, label: capacityLabels[value].label }));
const industryOptions = industries.map((value) => ({ value, label: industryLabels[value].label }));

export function CataloguePage() {
  const state = useCatalogueState();
  const { sections } = state;
  const panelId = useId();
  const sortId = useId();
  const sortRef = useEarlyValue<HTMLSelectElement>(state.sortBy, (entered) => state.setSortBy(entered as SortBy));

  useEffect(() => {
    void useFavoritesStore.persist.rehydrate();
  }, []);

  const hasSections = sections.premium.length + sections.custom.length + sections.workflows.length > 0;
  return (
    <>
      <section className="px-4 pb-8 pt-12 text-center sm:px-6" aria-labelledby="catalogue-title">
        <h1 id="catalogue-title" className="text-4xl font-extrabold text-white sm:text-5xl">
          Workflows & Assistants IA
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-300">
          Des assistants IA métier, des workflows automatisés et des solutions sur mesure, prêts à se brancher sur vos outils.
          Composez votre sélection et recevez un devis sous 24h.
        </p>
      </section>

      <HydrationBoundary>
        <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
          <div className="rounded-2xl border border-ink-700 bg-ink-900/60 p-4">
            <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
              <div className="min-w-0 flex-1">
              <CatalogueSearch value={state.filters.search} onChange={state.setSearch} />
              </div>
              <div className="flex flex-wrap items-center gap-3 lg:flex-nowrap">
                <FilterMenu label="Capacités" options={capacityOptions} selected={state.filters.capacity} onToggle={state.toggleCapacity} />
                <FilterMenu label="Secteurs" options={industryOptions} selected={state.filters.industry} onToggle={state.toggleIndustry} />
                <label htmlFor={sortId} className="sr-only">
                  Trier par
                </label>
                <select
                  ref={sortRef}
                  id={sortId}
                  value={state.sortBy}
                  onChange={(event) => state.setSortBy(event.target.value as SortBy)}
                  className="rounded-xl border border-ink-600 bg-ink-900 px-3 py-3 text-sm text-gray-200"
                >
                  <option value="name">Trier par nom</option>
                  <option value="date">Plus récents</option>
                </select>
              </div>
            </div>
            <ActiveFilterChips state={state} />
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <ViewTabs view={state.view} favoritesCount={state.favoritesCount} onChange={state.setView} panelId={panelId} />
            <p className="text-sm text-gray-300" aria-live="polite">
              {countOf(sections.total, 'solution')}
            </p>
          </div>
        </div>
      </HydrationBoundary>

      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${state.view}`} className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {sections.total === 0 ? (
          <EmptyState onReset={state.reset} />
        ) : (
          <>
            <CardSection id="premium-title" title="Assistants IA Premium" intro="Nos quatre directeurs virtuels, prêts à rejoindre votre équipe." items={sections.premium} wide />
            <CardSection id="custom-title" title="Solutions sur mesure" intro="Conçues pour votre métier, intégrées à vos outils." items={sections.custom} />
            <CardSection id="workflows-title" title="Workflows d'automatisation" intro="Les automatisations les plus demandées par nos clients." items={sections.workflows} />
            <CardSection
              id="rest-title"
              title={hasSections ? 'Solutions Complémentaires' : 'Résultats'}
              items={sections.rest}
            />
          </>
        )}
      </div>

      <HydrationBoundary>
        <ToolsGrid selected={state.filters.integrations} onToggle={state.toggleIntegration} />
      </HydrationBoundary>

      <HydrationBoundary>
        <section aria-labelledby="studio-intro" className="mx-auto max-w-3xl px-4 pb-20 text-center sm:px-6">
          <h2 id="studio-intro" className="text-2xl font-bold text-white">
            Composez votre propre workflow
          </h2>
          <p className="mt-2 text-gray-300">Assemblez déclencheurs et actions dans notre atelier visuel.</p>
          <div className="mt-6">
            <WorkflowStudio />
          </div>
        </section>
      </HydrationBoundary>
    </>
  );
}
