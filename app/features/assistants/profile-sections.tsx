import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Check from 'lucide-react/icons/check';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AssistantProfile } from '../../../domain/catalogue/assistant-profiles';
import { Stars } from './stars';
import { formatWholePercent } from '../../../domain/percent';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-700 bg-ink-900/70 p-6">
      <h2 id={id} className="text-2xl font-bold text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function AboutSection({ profile }: { profile: AssistantProfile }) {
  return (
    <Block id="about-title" title="À propos">
      <p className="leading-relaxed text-gray-300">{profile.detailedDescription}</p>
      <h3 className="mt-6 font-semibold text-white">Services proposés</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {profile.services.map((service) => (
          <li key={service} className="flex items-start gap-2 text-gray-200">
            <Check aria-hidden size={18} className="mt-0.5 shrink-0 text-emerald-400" /> {service}
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function SkillsSection({ profile }: { profile: AssistantProfile }) {
  return (
    <Block id="skills-title" title="Compétences">
      <ul className="space-y-4">
        {profile.skills.map((skill) => (
          <li key={skill.name}>
            <div className="flex justify-between text-sm">
              <span className="text-gray-200">{skill.name}</span>
              <span className="font-semibold text-white">{formatWholePercent(skill.level / 100)}</span>
            </div>
            <div role="meter" aria-label={skill.name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={skill.level} className="mt-1.5 h-2 rounded-full bg-ink-700">
              <div className="h-2 rounded-full bg-gradient-to-r from-brand-500 to-accent-400" style={{ width: `${skill.level}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function ExperienceSection({ profile }: { profile: AssistantProfile }) {
  return (
    <Block id="experience-title" title="Expérience">
      <ul className="space-y-4">
        {profile.experience.map((item) => (
          <li key={item.title} className="flex gap-3">
            <BriefcaseBusiness aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-300" />
            <div>
              <p className="font-semibold text-white">{item.title}</p>
              <p className="text-sm text-gray-300">
                {item.company} · {item.period}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function EducationSection({ profile }: { profile: AssistantProfile }) {
  return (
    <Block id="education-title" title="Formation">
      <ul className="space-y-4">
        {profile.education.map((item) => (
          <li key={item.degree} className="flex gap-3">
            <GraduationCap aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-300" />
            <div>
              <p className="font-semibold text-white">{item.degree}</p>
              <p className="text-sm text-gray-300">
                {item.institution} · {item.year}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function TestimonialsSection({ profile }: { profile: AssistantProfile }) {
  return (
    <Block id="profile-testimonials-title" title="Témoignages">
      <ul className="grid gap-4 md:grid-cols-2">
        {profile.testimonials.map((t) => (
          <li key={t.author}>
            <figure className="h-full rounded-xl border border-ink-700 bg-ink-800/60 p-5">
              <Stars rating={t.rating} size={14} />
              <blockquote className="mt-2 text-gray-200">« {t.content} »</blockquote>
              <figcaption className="mt-3 text-sm text-gray-300">
                <span className="font-semibold text-white">{t.author}</span> — {t.company}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function SimilarSection({ similar }: { similar: AssistantProfile[] }) {
  if (similar.length === 0) return null;
  return (
    <Block id="similar-title" title="Employés similaires">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {similar.map((p) => (
          <li key={p.id}>
            <Link to={`/employe/${p.id}`} className="block rounded-xl border border-ink-700 bg-ink-800/60 p-4 hover:border-brand-400">
              <span className="block font-semibold text-white">{p.name}</span>
              <span className="block text-sm text-gray-300">{p.role}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}
