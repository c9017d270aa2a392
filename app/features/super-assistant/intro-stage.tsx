import ScanSearch from 'lucide-react/icons/scan-search';
import { useState, type FormEvent } from 'react';
import { useEarlyValue } from '../../ui/early-input';
import { canScan } from '../../../domain/super-assistant/stages';

const promises = ['Détection de vos outils en 10 secondes', 'Connexions proposées par l’IA', 'Écosystème prêt en 2h de mise en place'];

export function IntroStage({ onScan }: { onScan: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const emailRef = useEarlyValue<HTMLInputElement>(email, setEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canScan(email)) onScan(email);
  };
  return (
    <div className="text-center">
      <h2 className="sr-only">Lancer le scan</h2>
      <form onSubmit={submit} className="mx-auto flex max-w-xl flex-col gap-3 sm:flex-row" aria-label="Scanner mes outils">
        <label htmlFor="scan-email" className="sr-only">
          Votre e-mail professionnel
        </label>
        <input
          ref={emailRef}
          id="scan-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="vous@entreprise.fr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-xl border border-ink-600 bg-ink-900 px-4 py-3.5 text-gray-100 placeholder:text-gray-500 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40"
        />
        <button
          type="submit"
          disabled={!canScan(email)}
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3.5 font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-gray-400 disabled:shadow-none"
        >
          <ScanSearch aria-hidden size={18} /> Scanner mes outils
        </button>
      </form>
      <p className="mt-3 text-sm text-gray-400">Votre adresse sert uniquement à deviner vos outils&nbsp;: rien n’est envoyé avant votre accord.</p>
      <ul className="mx-auto mt-10 grid max-w-3xl gap-3 sm:grid-cols-3">
        {promises.map((text) => (
          <li key={text} className="rounded-2xl border border-ink-700 bg-ink-900/70 px-4 py-4 text-sm text-gray-200">
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
