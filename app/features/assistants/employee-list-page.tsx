import Search from 'lucide-react/icons/search';
import Users from 'lucide-react/icons/users';
import { useId, useMemo, useState } from 'react';
import { ALL_SKILLS, employeeCountLabel, filterEmployees, skillOptions } from '../../../domain/catalogue/employee-list';
import { ButtonLink } from '../../ui/button-link';
import { HydrationBoundary } from '../../ui/hydration-boundary';
import { EmployeeCard } from './employee-card';
import { useEarlyValue } from '../../ui/early-input';
import { ListTestimonials, WhyChoose } from './list-sections';

export function EmployeeListPage() {
  const [search, setSearch] = useState('');
  const [skill, setSkill] = useState(ALL_SKILLS);
  const searchRef = useEarlyValue<HTMLInputElement>(search, setSearch);
  const skillRef = useEarlyValue<HTMLSelectElement>(skill, setSkill);
  const searchId = useId();
  const skillId = useId();
  const employees = filterEmployees(search, skill);
  // Built when the list is drawn, not when the module loads: profile pages share this chunk.
  const options = useMemo(() => skillOptions(), []);

  return (
    <>
      <section className="px-4 pb-8 pt-12 text-center sm:px-6" aria-labelledby="employees-title">
        <h1 id="employees-title" className="text-4xl font-extrabold text-white sm:text-5xl">
          Nos assistants IA
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-300">
          Des directeurs virtuels disponibles 24/7, formés à votre métier et branchés sur vos outils. Choisissez celui qui
          rejoindra votre équipe.
        </p>
      </section>

      <HydrationBoundary>
        <section aria-label="Recherche d'assistants" className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900/60 p-4 md:flex-row">
            <div className="relative flex-1">
              <label htmlFor={searchId} className="sr-only">
                Rechercher par nom ou spécialité
              </label>
              <Search aria-hidden size={18} className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-gray-400" />
              <input
                ref={searchRef}
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Rechercher par nom ou spécialité…"
                className="w-full rounded-xl border border-ink-600 bg-ink-900 py-3 pl-11 pr-4 text-gray-100 placeholder:text-gray-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
              />
            </div>
            <label htmlFor={skillId} className="sr-only">
              Compétence
            </label>
            <select
              ref={skillRef}
              id={skillId}
              value={skill}
              onChange={(event) => setSkill(event.target.value)}
              className="rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-gray-200 md:w-72"
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <p className="mt-4 text-sm text-gray-300" role="status">
            {employeeCountLabel(employees.length)}
          </p>
        </section>
      </HydrationBoundary>

      <section aria-labelledby="employees-list-title" className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6">
        {/* The cards' names are level-3 headings: this one keeps the outline in order for screen readers. */}
        <h2 id="employees-list-title" className="sr-only">
          Assistants
        </h2>
        {employees.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-ink-600 px-6 py-16 text-center">
            <Users aria-hidden size={40} className="mx-auto text-gray-400" />
            <h3 className="mt-4 text-xl font-bold text-white">Aucun employé trouvé</h3>
            <p className="mt-2 text-gray-300">Essayez d'ajuster vos filtres pour voir plus de résultats.</p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {employees.map((profile, index) => (
              <HydrationBoundary key={profile.id}>
                <li>
                  <EmployeeCard profile={profile} index={index} />
                </li>
              </HydrationBoundary>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="needs-title" className="mx-auto max-w-4xl px-4 pb-16 text-center sm:px-6">
        <div className="rounded-3xl border border-brand-500/40 bg-gradient-to-br from-brand-600/20 to-accent-400/10 p-8">
          <h2 id="needs-title" className="text-2xl font-bold text-white">
            Vous ne trouvez pas l'assistant idéal&nbsp;?
          </h2>
          <p className="mt-2 text-gray-300">Parlons de vos besoins&nbsp;: nous configurons un assistant sur mesure en 48 h.</p>
          <div className="mt-6">
            <ButtonLink to="/contact">Discuter de mes besoins</ButtonLink>
          </div>
        </div>
      </section>

      <HydrationBoundary>
        <ListTestimonials />
      </HydrationBoundary>
      <HydrationBoundary>
        <WhyChoose />
      </HydrationBoundary>
    </>
  );
}
