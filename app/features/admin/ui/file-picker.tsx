import type { ReactNode } from 'react';

interface FilePickerProps {
  label: ReactNode;
  accept: string;
  /** The file chosen, shown beside the button; none shows 'Aucun fichier choisi'. */
  fileName?: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/**
 * A file field whose button and state read in French whatever the browser's language: the native control's own
 * text ('Choose File') follows the browser, not the page. The input stays in the label, focusable and announced;
 * the same file can be chosen again after an error.
 */
export function FilePicker({ label, accept, fileName, disabled, onFile }: FilePickerProps) {
  return (
    <label className={`block text-sm text-gray-300 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
      {label}
      <span className="mt-1 flex flex-wrap items-center gap-3">
        <input
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onFile(chosen);
          }}
          className="peer sr-only"
        />
        <span
          aria-hidden
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-400 peer-disabled:opacity-60"
        >
          Choisir un fichier
        </span>
        <span aria-hidden className="min-w-0 break-all text-gray-200">
          {fileName ?? 'Aucun fichier choisi'}
        </span>
      </span>
    </label>
  );
}
