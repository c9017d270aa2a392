import type { PageSection } from '../../../domain/navigation';

/** In-page section links with smooth scrolling (the page's headings carry the ids). */
export function SectionNav({ sections }: { sections: PageSection[] }) {
  const go = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(null, '', `#${id}`);
  };
  return (
    <nav aria-label="Sections de la page" className="mx-auto mt-2 max-w-7xl overflow-x-auto px-4 sm:px-6">
      <ul className="flex gap-2 whitespace-nowrap pb-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => go(event, section.id)}
              className={`inline-block rounded-full px-3 py-1 text-xs font-medium transition ${
                section.highlighted
                  ? 'bg-accent-400/15 text-accent-300 ring-1 ring-accent-400/50 hover:bg-accent-400/25'
                  : 'text-gray-300 hover:bg-ink-800 hover:text-white'
              }`}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
