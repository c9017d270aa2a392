import Paperclip from 'lucide-react/icons/paperclip';
import type { AttachmentView } from '../../../../domain/email-attachments';
import { formatBytes } from './format';

/** The files an e-mail carried, each a download (docs/decisions/0470-email-attachments.md); nothing without one. */
export function AttachmentLinks({ files, urlOf }: { files: readonly AttachmentView[]; urlOf(file: AttachmentView): string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Pièces jointes" className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id} className="max-w-full">
          <a
            href={urlOf(file)}
            download={file.name}
            className="flex max-w-full items-center gap-2 rounded-lg border border-ink-600 px-2 py-1 text-sm text-brand-200 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <Paperclip aria-hidden size={14} className="shrink-0" />
            <span className="truncate">{file.name}</span>
            <span className="shrink-0 text-xs text-gray-400">{formatBytes(file.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
