import Clock from 'lucide-react/icons/clock';
import FileText from 'lucide-react/icons/file-text';
import PhoneCall from 'lucide-react/icons/phone-call';
import { ContactPersonCard, DirectContactCards } from '../features/contact/contact-cards';
import { CallbackButton } from '../features/callback/callback-button';
import { ContactForm } from '../features/contact/contact-form';
import { useContactPrefill } from '../features/contact/prefill';
import { SelectionList } from '../features/selection/selection-list';
import { useWishlistStore } from '../features/selection/wishlist-store';
import { FreelanceProfile } from '../features/contact/freelance-profile';
import { RestrictedAccess } from '../features/contact/restricted-access';
import { useMaintenance } from '../features/contact/use-maintenance';
import { useCustomMode } from '../features/modes/modes-store';
import { innerPageMeta } from '../seo';
import { HydrationBoundary } from '../ui/hydration-boundary';

export const meta = () =>
  innerPageMeta({
    crumb: 'Contact',
    title: 'Contact — Parlons de votre projet IA ou web',
    description:
      'Décrivez votre projet\u00a0: réponse sous 2h, devis sous 24h, rappel sous 24h. Assistants IA, automatisation et développement web pour PME.',
    path: '/contact',
  });

const promises = [
  { icon: Clock, label: 'Réponse sous 2h' },
  { icon: FileText, label: 'Devis sous 24h' },
  { icon: PhoneCall, label: 'Rappel sous 24h' },
];

export default function Contact() {
  const wishlist = useWishlistStore((state) => state.items);
  const prefill = useContactPrefill(wishlist);
  const maintenance = useMaintenance();
  const freelance = useCustomMode();
  if (maintenance) return <RestrictedAccess />;
  if (freelance) return <FreelanceProfile />;
  return (
    <>
      <HydrationBoundary>
        <section className="px-4 pb-10 pt-12 text-center sm:px-6" aria-labelledby="contact-title">
          <h1 id="contact-title" className="text-4xl font-extrabold text-white sm:text-5xl">
            {prefill.title}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-300">{prefill.subtitle}</p>
          <div className="mt-6">
            <CallbackButton initiallyOpen={prefill.openCallback} />
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {promises.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2 rounded-full border border-ink-700 bg-ink-900 px-4 py-2 text-sm text-gray-200">
                <Icon aria-hidden size={16} className="text-accent-400" /> {label}
              </li>
            ))}
          </ul>
        </section>
      </HydrationBoundary>
      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[2fr_1fr]">
          <HydrationBoundary>
            <div className="rounded-3xl border border-ink-700 bg-ink-900/60 p-6 sm:p-8">
              <h2 id="brief-title" className="text-2xl font-bold text-white">
                Votre brief projet
              </h2>
              <p className="mb-6 mt-1 text-sm text-gray-400">Les champs marqués d'un astérisque sont obligatoires.</p>
              <ContactForm initialMessage={prefill.message} subjectPrefix={prefill.subject} />
            </div>
          </HydrationBoundary>
          <HydrationBoundary>
            <aside className="space-y-4" aria-label="Autres moyens de contact">
              <SelectionList />
              <ContactPersonCard />
              <DirectContactCards />
            </aside>
          </HydrationBoundary>
        </div>
      </section>
    </>
  );
}
