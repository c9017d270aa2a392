import Lock from 'lucide-react/icons/lock';
import { adminMessages } from '../../../../domain/validation/admin-messages';
import { useCanWrite } from '../auth/use-can-write';

/** The tooltip of a write control a read-only session sees disabled. */
export const readOnlyHint = adminMessages.readOnly;

/** Props for a write control: disabled with the read-only tooltip when the session may not write. */
export function writeControl(canWrite: boolean, busy = false): { disabled: boolean; title?: string } {
  return canWrite ? { disabled: busy } : { disabled: true, title: readOnlyHint };
}

/** Explains, once per panel, why its actions are disabled; renders nothing for an administrator. */
export function ReadOnlyNote({ className = '' }: { className?: string }) {
  const canWrite = useCanWrite();
  if (canWrite) return null;
  return (
    <p role="note" className={`inline-flex items-center gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-1.5 text-sm text-amber-100 ${className}`}>
      <Lock aria-hidden size={14} /> {readOnlyHint}
    </p>
  );
}
