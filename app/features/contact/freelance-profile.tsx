import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Zap from 'lucide-react/icons/zap';
import { siteConfig } from '../../../domain/site-config';

const cards = [
  { icon: MessageCircle, label: 'WhatsApp', value: 'Écrire sur WhatsApp', href: siteConfig.whatsappHref },
  { icon: Mail, label: 'E-mail', value: siteConfig.email, href: `mailto:${siteConfig.email}` },
  { icon: BriefcaseBusiness, label: 'LinkedIn', value: 'Voir le profil', href: siteConfig.linkedinHref },
  { icon: MapPin, label: 'Localisation', value: `${siteConfig.city} — missions en France et à distance` },
];

const commitments = [
  { icon: Clock, title: 'Réponse sous 2 h', text: 'En journée, par le canal de votre choix.' },
  { icon: Zap, title: 'Démarrage sous 48 h', text: 'Après validation du devis, sans délai commercial.' },
  { icon: ShieldCheck, title: 'Satisfait ou remboursé', text: 'Objectifs fixés ensemble, et tenus.' },
];

/** The developer's own contact page, shown in custom mode. */
export function FreelanceProfile() {
  return (
    <>
      <section className="px-4 pb-10 pt-12 text-center sm:px-6" aria-labelledby="freelance-title">
        <p className="mx-auto inline-flex rounded-full border border-accent-400/40 bg-accent-400/10 px-4 py-1 text-sm font-medium text-accent-300">
          Développeur freelance full-stack & IA
        </p>
        <h1 id="freelance-title" className="mt-5 text-4xl font-extrabold text-white sm:text-5xl">Travaillons ensemble</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-300">
          17 ans d'expérience en Symfony, TypeScript, intégration d'IA et DevOps. Un interlocuteur unique, du cadrage à
          la mise en production.
        </p>
      </section>
      <section id="contact" className="scroll-mt-24 px-4 pb-12 sm:px-6" aria-label="Me contacter">
        <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon: Icon, label, value, href }) => {
            const body = (
              <>
                <Icon aria-hidden className="text-accent-400" size={24} />
                <span className="mt-3 block text-sm text-gray-400">{label}</span>
                <span className="block break-words font-semibold text-white">{value}</span>
              </>
            );
            return (
              <li key={label}>
                {href ? (
                  <a href={href} rel="noopener" className="block h-full rounded-2xl border border-ink-700 bg-ink-900/80 p-5 hover:border-brand-400">{body}</a>
                ) : (
                  <div className="h-full rounded-2xl border border-ink-700 bg-ink-900/80 p-5">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="px-4 pb-20 sm:px-6" aria-labelledby="engagements-title">
        <h2 id="engagements-title" className="text-center text-2xl font-bold text-white">Mes engagements</h2>
        <ul className="mx-auto mt-6 grid max-w-5xl gap-4 md:grid-cols-3">
          {commitments.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
              <Icon aria-hidden className="text-brand-300" size={24} />
              <h3 className="mt-3 font-semibold text-white">{title}</h3>
              <p className="mt-1 text-sm text-gray-300">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
