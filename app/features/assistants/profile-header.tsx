import { frenchDecimal } from '../../../domain/french-decimal';
import Clock from 'lucide-react/icons/clock';
import Euro from 'lucide-react/icons/euro';
import Zap from 'lucide-react/icons/zap';
import type { AssistantProfile } from '../../../domain/catalogue/assistant-profiles';
import { ButtonLink } from '../../ui/button-link';
import { Stars } from './stars';

export function ProfileHeader({ profile }: { profile: AssistantProfile }) {
  const facts = [
    { icon: Euro, label: 'Tarif horaire', value: `À partir de ${profile.hourlyRate} €/h` },
    { icon: Clock, label: 'Disponibilité', value: '24/7' },
    { icon: Zap, label: 'Temps de réponse', value: 'Instantané' },
  ];
  return (
    <section aria-labelledby="profile-name" className="px-4 pb-10 pt-12 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl border border-ink-700 bg-ink-900/70 p-6 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-300">Assistant IA</p>
        <h1 id="profile-name" className="mt-2 text-4xl font-extrabold text-white sm:text-5xl">
          {profile.name}
        </h1>
        <p className="mt-2 text-xl text-gray-200">{profile.role}</p>
        <div className="mt-4 flex items-center gap-2 text-gray-200">
          <Stars rating={profile.rating} size={18} />
          <span>{frenchDecimal(profile.rating)}/5</span>
        </div>
        <p className="mt-4 max-w-3xl text-gray-300">{profile.overview}</p>
        <dl className="mt-6 grid gap-3 sm:grid-cols-3">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-xl border border-ink-700 bg-ink-800/60 p-4">
              <dt className="flex items-center gap-2 text-sm text-gray-400">
                <Icon aria-hidden size={16} /> {label}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={`/contact?assistant=${profile.id}`}>Commencer maintenant</ButtonLink>
          <ButtonLink to={`/contact?assistant=${profile.id}&demo=true`} variant="secondary">
            Démonstration gratuite
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Nous contacter
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
