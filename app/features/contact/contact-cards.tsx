import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router';
import { siteConfig } from '../../../domain/site-config';

export function ContactPersonCard() {
  return (
    <div className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
      <UserRound aria-hidden className="text-brand-300" size={28} />
      <h2 className="mt-3 text-lg font-semibold text-white">Votre interlocuteur dédié</h2>
      <p className="mt-2 text-gray-300">
        Un expert de l'équipe lit chaque demande et vous recontacte personnellement, sans robot ni standard.
      </p>
      <Link to="/team" className="mt-4 inline-block font-medium text-brand-300 hover:underline">
        Découvrir l'équipe
      </Link>
    </div>
  );
}

export function DirectContactCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <a href={siteConfig.phoneHref} className="flex items-center gap-4 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 hover:border-brand-400">
        <Phone aria-hidden className="shrink-0 text-accent-400" size={24} />
        <span>
          <span className="block text-sm text-gray-400">Téléphone direct</span>
          <span className="font-semibold text-white">{siteConfig.phone}</span>
        </span>
      </a>
      <a href={`mailto:${siteConfig.email}`} className="flex items-center gap-4 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 hover:border-brand-400">
        <Mail aria-hidden className="shrink-0 text-accent-400" size={24} />
        <span>
          <span className="block text-sm text-gray-400">E-mail</span>
          <span className="font-semibold break-all text-white">{siteConfig.email}</span>
        </span>
      </a>
    </div>
  );
}
