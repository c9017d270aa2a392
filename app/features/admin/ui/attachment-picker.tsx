import Paperclip from 'lucide-react/icons/paperclip';
import { useId, useState, type ChangeEvent } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, pickRefusal, type AttachmentInput } from '../../../../domain/email-attachments';
import { secondaryButton } from '../settings/settings-controls';
import { formatFileSize } from './format';

/** A file chosen in the composer, read and ready to leave. */
export interface PickedFile extends AttachmentInput {
  size: number;
}

/** A file's bytes in base64, as the API takes them (the data URL's own encoding, without its prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture impossible'));
    reader.readAsDataURL(file);
  });
}

interface AttachmentPickerProps {
  files: readonly PickedFile[];
  onChange(files: PickedFile[]): void;
  disabled: boolean;
}

/**
 * 'Joindre des fichiers' under an e-mail (docs/decisions/0470-email-attachments.md): what is chosen is added to the
 * files already there, refused in French when the whole would be more than the e-mail can carry; each one listed
 * with its size and 'Retirer'.
 */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file may be chosen again after being removed.
    event.target.value = '';
    if (chosen.length === 0) return;
    const refused = pickRefusal([...files, ...chosen]);
    setRefusal(refused);
    if (refused) return;
    setReading(true);
    try {
      const read = await Promise.all(chosen.map(async (file) => ({ name: file.name, size: file.size, content: await base64Of(file) })));
      onChange([...files, ...read]);
    } catch {
      setRefusal('Un fichier n’a pas pu être lu : choisissez-le de nouveau.');
    } finally {
      setReading(false);
    }
  };
  const remove = (index: number) => {
    setRefusal(null);
    onChange(files.filter((_, at) => at !== index));
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
            onChange={(event) => void add(event)}
          />
        </label>
        <span id={`${id}-hint`} className="text-xs text-gray-400">
          PDF, PNG, JPEG ou WebP · {ATTACHMENT_LIMITS.files} fichiers de {formatFileSize(ATTACHMENT_LIMITS.bytes)} au plus
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
              <span className="shrink-0 text-xs text-gray-400">{formatFileSize(file.size)}</span>
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
