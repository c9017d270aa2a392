import { Lead, PageHero } from '../ui/page-hero';
import { innerPageMeta } from '../seo';

export const meta = () => [
  ...innerPageMeta({
    title: 'Bouton hexagonal 3D — Démonstration',
    description: 'Démonstration visuelle du bouton hexagonal en 3D du site\u00a0: relief, survol et focus clavier.',
    path: '/button-test',
    crumb: 'Bouton hexagonal',
  }),
  { name: 'robots', content: 'noindex' },
];

const HEX = 'polygon(25% 4%, 75% 4%, 100% 50%, 75% 96%, 25% 96%, 0% 50%)';

export default function ButtonTest() {
  return (
    <PageHero eyebrow="Démonstration visuelle" title="Bouton hexagonal 3D">
      <Lead>Un bouton purement décoratif&nbsp;: relief, lumière au survol et enfoncement au clic.</Lead>
      <div className="mt-14 flex flex-wrap justify-center gap-10 [perspective:800px]">
        {['Explorer', 'Découvrir', 'Lancer'].map((label, index) => (
          <button
            key={label}
            type="button"
            className="group relative h-32 w-36 transition-transform duration-300 [transform-style:preserve-3d] hover:[transform:rotateX(14deg)_rotateY(-14deg)] active:translate-y-1 focus-visible:[transform:rotateX(14deg)_rotateY(-14deg)]"
          >
            <span aria-hidden className="absolute inset-0 translate-y-2 bg-brand-600/60 blur-[1px]" style={{ clipPath: HEX }} />
            <span
              className={`absolute inset-0 flex items-center justify-center bg-gradient-to-br font-bold text-white shadow-xl transition group-hover:brightness-125 ${
                ['from-brand-500 to-brand-600', 'from-cyan-700 to-brand-600', 'from-fuchsia-700 to-brand-600'][index]
              }`}
              style={{ clipPath: HEX, textShadow: '0 1px 2px rgba(0,0,0,.6)' }}
            >
              {label}
            </span>
          </button>
        ))}
      </div>
    </PageHero>
  );
}
