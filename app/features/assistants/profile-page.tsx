import { similarProfiles, type AssistantProfile } from '../../../domain/catalogue/assistant-profiles';
import { ButtonLink } from '../../ui/button-link';
import { ProfileHeader } from './profile-header';
import { AboutSection, EducationSection, ExperienceSection, SimilarSection, SkillsSection, TestimonialsSection } from './profile-sections';

export function ProfilePage({ profile }: { profile: AssistantProfile }) {
  return (
    <>
      <ProfileHeader profile={profile} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-12 sm:px-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <AboutSection profile={profile} />
        </div>
        <SkillsSection profile={profile} />
        <div className="space-y-6">
          <ExperienceSection profile={profile} />
          <EducationSection profile={profile} />
        </div>
        <div className="lg:col-span-2">
          <TestimonialsSection profile={profile} />
        </div>
        <div className="lg:col-span-2">
          <SimilarSection similar={similarProfiles(profile)} />
        </div>
      </div>
      <section aria-labelledby="profile-cta" className="mx-auto max-w-4xl px-4 pb-20 text-center sm:px-6">
        <div className="rounded-3xl border border-brand-500/40 bg-gradient-to-br from-brand-600/20 to-accent-400/10 p-8">
          <h2 id="profile-cta" className="text-2xl font-bold text-white">
            Prêt à faire travailler {profile.name} pour vous&nbsp;?
          </h2>
          <p className="mt-2 text-gray-300">Démarrage sous 48 h, audit gratuit de 30 minutes, sans engagement.</p>
          <div className="mt-6">
            <ButtonLink to={`/contact?assistant=${profile.id}`}>Démarrer avec {profile.name}</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

export function ProfileLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span aria-hidden className="h-10 w-10 animate-spin rounded-full border-4 border-ink-600 border-t-brand-400" />
      <span className="sr-only">Chargement du profil…</span>
    </div>
  );
}
