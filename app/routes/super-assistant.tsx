import Bot from 'lucide-react/icons/bot';
import { SuperAssistant } from '../features/super-assistant/super-assistant';
import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Super Assistant IA — Votre écosystème automatisé en 10 secondes',
    description:
      'Entrez votre e-mail professionnel\u00a0: notre IA détecte vos outils, propose les connexions les plus rentables et conçoit votre workflow automatisé.',
    path: '/super-assistant',
  });

export default function SuperAssistantPage() {
  return (
    <section className="px-4 pb-20 pt-12 sm:px-6" aria-labelledby="super-assistant-title">
      <div className="mx-auto max-w-3xl text-center">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-brand-400/40 bg-brand-500/10 px-4 py-1 text-sm font-medium text-brand-300">
          <Bot aria-hidden size={16} /> Super Assistant IA
        </p>
        <h1 id="super-assistant-title" className="mt-5 text-4xl font-extrabold text-white sm:text-5xl">
          Votre écosystème automatisé en 10 secondes
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-300">
          Entrez votre e-mail professionnel&nbsp;: l’IA détecte vos outils, imagine leurs connexions et vous présente un workflow
          prêt à déployer.
        </p>
      </div>
      <div className="mt-10">
        <SuperAssistant />
      </div>
    </section>
  );
}
