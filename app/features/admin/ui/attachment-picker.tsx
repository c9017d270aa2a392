import Paperclip from 'lucide-react/icons/paperclip';
import { useId, type ChangeEvent } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS } from '../../../../domain/email-attachments';
import { secondaryButton } from '../settings/settings-controls';
import { formatBytes } from './format';
import type { AttachmentPicking } from './use-attachment-picking';

interface AttachmentPickerProps {
  picking: AttachmentPicking;
  disabled: boolean;
}

/**
 * 'Joindre des fichiers' under an e-mail (docs/decisions/0470-email-attachments.md), or files dropped on the
 * composer: each one listed with its size and 'Retirer', a refusal said in French.
 */
export function AttachmentPicker({ picking, disabled }: AttachmentPickerProps) {
  const id = useId();
  const { files, refusal, reading, remove } = picking;
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file may be chosen again after being removed.
    event.target.value = '';
    void picking.add(chosen);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={`${id}-files`}
          className={`${secondaryButton} cursor-pointer focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-400 ${disabled || reading ? 'pointer-events-none opacity-60' : ''}`}
        >
          <Paperclip aria-hidden size={16} /> {reading ? 'Lecture…' : 'Joindre des fichiers'}
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="sr-only"
            disabled={disabled || reading}
            aria-describedby={`${id}-hint`}
            onChange={add}
          />
        </label>
        <span id={`${id}-hint`} className="text-xs text-gray-400">
          PDF, image, Word, Excel, PowerPoint ou OpenDocument · {ATTACHMENT_LIMITS.files} fichiers de {formatBytes(ATTACHMENT_LIMITS.bytes)} au plus, choisis ou déposés sur le message
        </span>
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-red-300">
          {refusal}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-label="Pièces jointes" className="flex flex-wrap gap-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex max-w-full items-center gap-2 rounded-lg border border-ink-600 bg-ink-900 px-2 py-1 text-sm text-gray-200">
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-gray-400">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="shrink-0 rounded px-1 text-xs font-semibold text-gray-300 underline hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
                onClick={() => remove(index)}
                disabled={disabled}
              >
                Retirer<span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
