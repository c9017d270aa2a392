import { Link } from 'react-router';
import type { AssistantProfile } from '../../../domain/catalogue/assistant-profiles';
import { Stars } from './stars';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function EmployeeCard({ profile, index }: { profile: AssistantProfile; index: number }) {
  return (
    <article
      aria-labelledby={`employee-${profile.id}`}
      className="reveal-up flex h-full flex-col rounded-2xl border border-ink-700 bg-ink-900/80 p-6"
      style={{ animationDelay: `${index * 100}ms` }}
    >
      <div className="flex items-center gap-4">
        <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-400 text-lg font-bold text-white">
          {initials(profile.name)}
        </span>
        <div>
          <h3 id={`employee-${profile.id}`} className="text-lg font-bold text-white">
            {profile.name}
          </h3>
          <p className="text-sm text-gray-300">{profile.role}</p>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between text-sm">
        <Stars rating={profile.rating} />
        <span className="font-semibold text-emerald-300">dès {profile.hourlyRate} €/h</span>
      </div>
      <p className="mt-4 flex-1 text-sm text-gray-300">{profile.overview}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Compétences">
        {profile.skills.slice(0, 3).map((skill) => (
          <li key={skill.name} className="rounded-full bg-brand-600/15 px-2.5 py-1 text-xs text-brand-300">
            {skill.name}
          </li>
        ))}
      </ul>
      <Link
        to={`/employe/${profile.id}`}
        className="mt-6 block rounded-xl bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-700"
        aria-describedby={`employee-${profile.id}`}
      >
        Voir le profil
      </Link>
    </article>
  );
}
