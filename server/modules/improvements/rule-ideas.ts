import type { Idea, Improvements, Persona } from '../../../domain/api/improvements-answers';
import { formatWholePercent } from '../../../domain/percent';
import { companySizes } from '../../../domain/super-assistant/lead-options';
import type { LeadProfile } from '../prospects/lead-profiles';
import { EVIDENCE_DAYS, INBOX_LATE_HOURS, type Evidence } from './evidence';

export type Ideas = Pick<Improvements, 'technical' | 'features' | 'personas'>;

const quoted = (items: Array<{ label: string; count: number }>, max = 3) =>
  items
    .slice(0, max)
    .map((i) => `« ${i.label} » (${i.count})`)
    .join(', ');

const stageLabels: Record<string, string> = { AWARENESS: 'Découverte', INTEREST: 'Intérêt', CONSIDERATION: 'Considération', CONVERSION: 'Conversion' };
const FUNNEL = ['AWARENESS', 'INTEREST', 'CONSIDERATION', 'CONVERSION'];
const sourceLabels: Record<string, string> = { contact: 'message(s) de contact', callback: 'demande(s) de rappel' };
const sizeLabel = (value: string) => companySizes.find((s) => s.value === value)?.label ?? (value || 'taille non renseignée');
const idea = (id: string, title: string, description: string, evidence: string): Idea => ({ id, title, description, status: 'under_review', evidence });

function technicalIdeas(e: Evidence): Idea[] {
  const ideas: Idea[] = [];
  if (e.seoFailures.length) {
    const counts = new Map<string, number>();
    for (const page of e.seoFailures) for (const issue of page.issues) counts.set(issue.replace(/^\d+ /, ''), (counts.get(issue.replace(/^\d+ /, '')) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1]).map(([label, count]) => ({ label, count }));
    ideas.push(
      idea(
        'seo-audit',
        `Corriger les points SEO de ${e.seoFailures.length} page(s)`,
        `Traiter en priorité : ${top.slice(0, 2).map((t) => t.label.toLowerCase()).join(' ; ')}.`,
        `Audit des ${e.pagesAudited} pages pré-rendues : ${e.seoFailures.length} en échec, dont ${e.seoFailures.slice(0, 3).map((p) => p.url).join(', ')}. Points les plus fréquents : ${quoted(top)}.`,
      ),
    );
  }
  if (e.heavyPages.length) {
    ideas.push(
      idea(
        'heavy-pages',
        `Alléger ${e.heavyPages.length} page(s) trop lourde(s)`,
        'Découper le contenu ou différer les blocs sous la ligne de flottaison pour accélérer le premier affichage sur mobile.',
        `Taille du HTML pré-rendu : ${e.heavyPages.slice(0, 3).map((p) => `${p.url} (${Math.round(p.bytes / 1024)} Ko)`).join(', ')}.`,
      ),
    );
  }
  if (e.lateRequests.length) {
    const total = e.lateRequests.reduce((n, r) => n + r.count, 0);
    const oldest = e.lateRequests.map((r) => r.oldest).sort()[0] ?? '';
    ideas.push(
      idea(
        'inbox-late',
        `Traiter ${total} demande(s) en attente depuis plus de ${INBOX_LATE_HOURS} h`,
        'Mettre en place une alerte quotidienne sur les demandes en attente et attribuer chaque demande à un responsable.',
        `Boîte de réception : ${e.lateRequests.map((r) => `${r.count} ${sourceLabels[r.source] ?? r.source}`).join(' et ')} en attente, la plus ancienne du ${oldest.slice(0, 10)}.`,
      ),
    );
  }
  return ideas;
}

function featureIdeas(e: Evidence): Idea[] {
  const ideas: Idea[] = [];
  if (e.unansweredQuestions.length) {
    const total = e.unansweredQuestions.reduce((n, q) => n + q.count, 0);
    ideas.push(
      idea(
        'chatbot-content',
        "Rédiger les réponses qui manquent à Anna",
        'Ajouter une page ou une entrée de FAQ pour les sujets les plus demandés, puis une réponse prédéfinie au chatbot.',
        `${total} question(s) posée(s) à Anna sans contenu correspondant : ${quoted(e.unansweredQuestions.map((q) => ({ label: q.user_query, count: q.count })))}.`,
      ),
    );
  }
  if (e.missedSearches.missed.length) {
    const total = e.missedSearches.missed.reduce((n, q) => n + q.count, 0);
    ideas.push(
      idea(
        'search-gaps',
        'Couvrir les recherches sans résultat',
        'Ajouter des synonymes à l’index de recherche ou créer le contenu recherché.',
        `${total} recherche(s) sans résultat sur ${e.missedSearches.total} en ${EVIDENCE_DAYS} jours : ${quoted(e.missedSearches.missed.map((q) => ({ label: q.query, count: q.count })))}.`,
      ),
    );
  }
  const stages = FUNNEL.map((stage) => ({ stage, visitors: e.funnel.find((f) => f.stage === stage)?.visitors ?? 0 }));
  const drops = stages.slice(1).map((next, i) => {
    const previous = stages[i] as { stage: string; visitors: number };
    return { from: previous, to: next, loss: previous.visitors ? 1 - next.visitors / previous.visitors : 0 };
  });
  const worst = drops.filter((d) => d.from.visitors > 0 && d.loss > 0).sort((a, b) => b.loss - a.loss)[0];
  if (worst) {
    const from = stageLabels[worst.from.stage];
    const to = stageLabels[worst.to.stage];
    ideas.push(
      idea(
        'funnel-drop',
        `Réduire la perte entre les étapes ${from} et ${to}`,
        `Ajouter des appels à l’action vers les pages de l’étape ${to} depuis les pages les plus vues de l’étape ${from}.`,
        `Visiteurs distincts sur ${EVIDENCE_DAYS} jours : ${stages.map((s) => `${stageLabels[s.stage]} ${s.visitors}`).join(', ')} ; ${formatWholePercent(worst.loss)} perdus entre ${from} et ${to}.`,
      ),
    );
  }
  return ideas;
}

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values.filter(Boolean)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
};

/** Personas from the sectors and sizes of real leads: one per most frequent pair. */
function personas(leads: LeadProfile[]): Persona[] {
  const groups = new Map<string, LeadProfile[]>();
  for (const lead of leads) {
    const key = `${lead.sector}|${lead.companySize}`;
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  return [...groups]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 3)
    .map(([key, group], index) => {
      const [sector = '', size = ''] = key.split('|');
      const scores = group.map((l) => l.score).filter((s): s is number => s !== null);
      const average = scores.length ? Math.round(scores.reduce((n, s) => n + s, 0) / scores.length) : null;
      return {
        id: `persona-${index + 1}`,
        name: `${sector} — ${sizeLabel(size)}`,
        role: mostCommon(group.map((l) => l.position)) ?? 'Fonction non renseignée',
        age: null,
        location: null,
        needs: [...new Set(group.flatMap((l) => l.needs))].slice(0, 3),
        pain_points: [...new Set(group.flatMap((l) => l.pains))].slice(0, 3),
        evidence: `${group.length} lead(s) du super assistant${average === null ? '' : `, score moyen ${average}`}, le dernier le ${group[0]?.addedAt.slice(0, 10)}.`,
      };
    });
}

/** The rule-based ideas: each names the records it comes from. */
export function ruleIdeas(evidence: Evidence): Ideas {
  return { technical: technicalIdeas(evidence), features: featureIdeas(evidence), personas: personas(evidence.leads) };
}
