import RefreshCw from 'lucide-react/icons/refresh-cw';
import { formatDateTime } from '../ui/format';
import { Section } from '../ui/section';
import type { Idea, Persona } from '../../../../domain/api/improvements-answers';
import { useGenerateImprovements, useImprovements } from './improvements-api';
import { useCanWrite } from '../auth/use-can-write';
import { errorMessage } from '../../../api/error-message';
import { writeControl } from '../ui/read-only-note';
import { withFrenchSpacing } from '../../../../domain/french-spacing';

/** Status labels of back-office §4; an unknown value is shown as it is. */
const statusLabels: Record<string, [string, string]> = {
  planned: ['Planifié', 'bg-sky-500/15 text-sky-200'],
  in_progress: ['En cours', 'bg-amber-500/15 text-amber-200'],
  completed: ['Terminé', 'bg-emerald-500/15 text-emerald-200'],
  under_review: ['En revue', 'bg-violet-500/15 text-violet-200'],
};

function StatusBadge({ status }: { status: string }) {
  const [label, tone] = statusLabels[status] ?? [status, 'bg-ink-700 text-gray-200'];
  return <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

function IdeaList({ title, ideas, empty }: { title: string; ideas: Idea[]; empty: string }) {
  return (
    <div className="min-w-0 break-words rounded-xl border border-ink-700 bg-ink-950/40 p-4">
      <h3 className="mb-3 font-semibold text-white">{title}</h3>
      {ideas.length === 0 ? (
        <p className="text-sm text-gray-400">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {ideas.map((idea) => (
            <li key={idea.id} className="rounded-lg border border-ink-700 p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-white">{withFrenchSpacing(idea.title)}</p>
                <StatusBadge status={idea.status} />
              </div>
              <p className="mt-1 text-sm text-gray-300">{withFrenchSpacing(idea.description)}</p>
              <p className="mt-2 text-xs text-gray-400">
                <span className="font-semibold text-gray-300">Données&nbsp;: </span>
                {withFrenchSpacing(idea.evidence)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const orUnknown = (value: string | null) => value ?? 'Non renseigné';

function PersonaCard({ persona }: { persona: Persona }) {
  return (
    <li className="rounded-lg border border-ink-700 p-3 text-sm">
      <p className="font-medium text-white">{persona.name}</p>
      <p className="text-gray-300">{persona.role}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 text-xs text-gray-400">
        <dt>Âge</dt>
        <dd>{orUnknown(persona.age)}</dd>
        <dt>Localisation</dt>
        <dd>{orUnknown(persona.location)}</dd>
      </dl>
      <p className="mt-2 text-xs font-semibold text-gray-300">Besoins</p>
      <p className="text-xs text-gray-400">{persona.needs.length ? persona.needs.join(' · ') : 'Non renseignés par les leads'}</p>
      <p className="mt-2 text-xs font-semibold text-gray-300">Points de douleur</p>
      <p className="text-xs text-gray-400">{persona.pain_points.length ? persona.pain_points.join(' · ') : 'Non renseignés par les leads'}</p>
      <p className="mt-2 text-xs text-gray-400">
        <span className="font-semibold text-gray-300">Données&nbsp;: </span>
        {persona.evidence}
      </p>
    </li>
  );
}

/** Améliorations générées par IA (back-office §2.12): ideas from this product's own records, each with its evidence. */
export function ImprovementsSection() {
  const improvements = useImprovements();
  const generate = useGenerateImprovements();
  const canWrite = useCanWrite();
  const data = improvements.data;
  const offline = data?.is_fallback ? ' (mode hors-ligne)' : '';
  return (
    <Section
      id="ai-improvements"
      title="Améliorations générées par IA"
      actions={
        <button
          type="button"
          onClick={() => generate.mutate()}
          {...writeControl(canWrite, generate.isPending)}
          className="inline-flex items-center gap-2 rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-200 hover:border-brand-400 disabled:opacity-60"
        >
          <RefreshCw aria-hidden size={14} className={generate.isPending ? 'animate-spin' : undefined} />
          {generate.isPending ? 'Génération…' : 'Générer de nouvelles idées'}
        </button>
      }
    >
      {generate.isError && (
        <p role="alert" className="mb-4 rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {errorMessage(generate.error, 'Erreur lors de la génération de nouvelles améliorations')}
        </p>
      )}
      {improvements.isError ? (
        <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          Erreur lors du chargement des améliorations générées par IA
        </p>
      ) : !data ? (
        <p className="text-sm text-gray-400">Analyse des données du site…</p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-gray-300" aria-live="polite">
            {data.mode === 'ai' ? 'Idées reformulées par le service d’IA' : 'Idées établies par règles'} — générées le {formatDateTime(data.generated_at)}
            {offline && <span className="font-semibold text-amber-200">{offline}</span>}
          </p>
          {data.notice && <p className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100">{withFrenchSpacing(data.notice)}</p>}
          <div className="grid gap-4 lg:grid-cols-3">
            <IdeaList title={`Améliorations techniques${offline}`} ideas={data.technical} empty="Aucun problème technique relevé dans les données actuelles." />
            <IdeaList title={`Fonctionnalités${offline}`} ideas={data.features} empty="Pas encore assez de questions, de recherches ou de visites pour proposer une fonctionnalité." />
            <div className="min-w-0 break-words rounded-xl border border-ink-700 bg-ink-950/40 p-4">
              <h3 className="mb-3 font-semibold text-white">Personas{offline}</h3>
              {data.personas.length === 0 ? (
                <p className="text-sm text-gray-400">Aucun lead du super assistant pour l’instant&nbsp;: les personas viendront des secteurs et tailles des vrais leads.</p>
              ) : (
                <ul className="space-y-3">
                  {data.personas.map((persona) => (
                    <PersonaCard key={persona.id} persona={persona} />
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      )}
    </Section>
  );
}
