import { useQuery } from '@tanstack/react-query';
import BookOpen from 'lucide-react/icons/book-open';
import FileText from 'lucide-react/icons/file-text';
import UserRound from 'lucide-react/icons/user-round';
import { useState } from 'react';
import { ApiError, requestText } from '../../../api/http';
import { MarkdownView } from '../ui/markdown-view';
import { Modal } from '../ui/modal';
import { Section } from '../ui/section';
import { documents, personas, type DocumentCard, type PersonaCard } from './resource-catalogue';
import { errorMessage } from '../../../api/error-message';
import { adminKeys } from '../api/query-keys';
import { formatLongDate } from '../ui/format';

async function fetchMarkdown(path: string): Promise<string> {
  const file = await requestText(path, 'text/markdown, text/plain').catch((error: unknown) => {
    if (error instanceof ApiError && error.status !== 0) throw new Error(`fichier introuvable (${error.status})`);
    throw error;
  });
  // A missing file may come back as the site's HTML page: that is not a document.
  if (file.type.includes('text/html')) throw new Error('fichier introuvable (200)');
  return file.text;
}

function MarkdownModal({ title, path, errorPrefix, onClose }: { title: string; path: string | null; errorPrefix: string; onClose: () => void }) {
  const query = useQuery({ queryKey: adminKeys.resource(path), queryFn: () => fetchMarkdown(path as string), enabled: path !== null, retry: false, staleTime: Infinity });
  return (
    <Modal open={path !== null} onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {query.isPending && <p className="text-sm text-gray-400">Chargement…</p>}
      {query.isError && (
        <p role="alert" className="text-sm text-red-300">
          {errorPrefix}
          {errorMessage(query.error)}
        </p>
      )}
      {query.data && <MarkdownView source={query.data} />}
    </Modal>
  );
}

const cardClass =
  'flex h-full w-full min-w-0 flex-col gap-2 rounded-xl border border-ink-700 bg-ink-950/40 p-4 text-left transition hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400';

/** Personas (back-office §2.16): ten buyer profiles the sales team prepares its meetings with. */
export function PersonasSection() {
  const [open, setOpen] = useState<PersonaCard | null>(null);
  return (
    <Section id="personas" title="Personas">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {personas.map((persona) => (
          <li key={persona.id}>
            <button type="button" className={cardClass} onClick={() => setOpen(persona)} aria-label={`Ouvrir le persona ${persona.name}, ${persona.role}`}>
              <span className="flex items-center gap-2 font-semibold text-white">
                <UserRound aria-hidden size={16} className="shrink-0 text-accent-400" /> {persona.name}
              </span>
              <span className="text-sm text-gray-200">
                {persona.role} · {persona.company}
              </span>
              <span className="text-xs text-gray-400">
                {persona.sector} · {persona.companySize}
              </span>
              <span className="text-sm italic text-gray-300">« {persona.quote} »</span>
              <span className="mt-auto text-xs text-gray-400">
                Mis à jour le {formatLongDate(persona.generated)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <MarkdownModal
        title={open ? `${open.name} — ${open.role}` : ''}
        path={open ? `/resources/personas/${open.fileName}.md` : null}
        errorPrefix="Erreur lors du chargement du persona: "
        onClose={() => setOpen(null)}
      />
    </Section>
  );
}

/** Documentation (back-office §2.16): the agency's delivery guides. */
export function DocumentationSection() {
  const [open, setOpen] = useState<DocumentCard | null>(null);
  return (
    <Section id="documentation-general" title="Documentation">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {documents.map((document) => (
          <li key={document.id}>
            <button type="button" className={cardClass} onClick={() => setOpen(document)} aria-label={`Ouvrir le document ${document.title}`}>
              <span className="flex items-center gap-2 font-semibold text-white">
                <FileText aria-hidden size={16} className="shrink-0 text-accent-400" /> {document.title}
              </span>
              <span className="text-sm text-gray-300">{document.description}</span>
              <span className="mt-auto flex items-center gap-1 text-xs text-accent-300">
                <BookOpen aria-hidden size={14} /> Lire
              </span>
            </button>
          </li>
        ))}
      </ul>
      <MarkdownModal
        title={open?.title ?? ''}
        path={open ? `/resources/docs/${open.fileName}.md` : null}
        errorPrefix="Impossible de charger la documentation&nbsp;: "
        onClose={() => setOpen(null)}
      />
    </Section>
  );
}
