import Award from 'lucide-react/icons/award';
import Languages from 'lucide-react/icons/languages';
import Sparkles from 'lucide-react/icons/sparkles';
import type { TeamMember } from './team-members';

/** One member with an experience badge whose tooltip opens on hover and on keyboard focus. */
export function MemberCard({ member }: { member: TeamMember }) {
  const tooltipId = `experience-${member.role.toLowerCase()}`;
  return (
    <article className="rounded-3xl border border-ink-700 bg-ink-900/80 p-6 sm:p-8" aria-labelledby={`${tooltipId}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">{member.role}</p>
          <h3 id={`${tooltipId}-name`} className="mt-1 text-2xl font-bold text-white">{member.name}</h3>
          <p className="text-gray-300">{member.title}</p>
        </div>
        <span className="group relative">
          <button
            type="button"
            aria-describedby={tooltipId}
            className="rounded-full border border-brand-400/50 bg-brand-500/15 px-3 py-1 text-sm font-semibold text-brand-300"
          >
            {member.years} ans d'expérience
          </button>
          <span
            id={tooltipId}
            role="tooltip"
            className="invisible absolute right-0 top-full z-20 mt-2 w-64 rounded-lg border border-ink-600 bg-ink-800 p-3 text-left text-xs text-gray-200 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
          >
            {member.experienceDetail}
          </span>
        </span>
      </div>
      <p className="mt-4 text-gray-300">{member.bio}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <List icon={Sparkles} title="Expertise" items={member.expertise} />
        <List icon={Award} title="Réalisations clés" items={member.achievements} />
        <List icon={Languages} title="Langues" items={member.languages} />
      </div>
    </article>
  );
}

function List({ icon: Icon, title, items }: { icon: typeof Award; title: string; items: string[] }) {
  return (
    <div>
      <h4 className="flex items-center gap-2 text-sm font-semibold text-white">
        <Icon aria-hidden size={16} className="text-accent-400" /> {title}
      </h4>
      <ul className="mt-2 space-y-1.5 text-sm text-gray-300">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden className="text-brand-400">•</span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
