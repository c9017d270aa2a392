import { withFrenchSpacing } from '../../../../domain/french-spacing';
import { errorMessage } from '../../../api/error-message';

/** What an admin write answered: its French error, or its message once done. */
export function WriteFeedback({ error, message }: { error: Error | null; message?: string }) {
  if (error) return <p role="alert" className="text-sm text-red-300">{errorMessage(error)}</p>;
  return message ? <p role="status" className="text-sm text-emerald-300">{withFrenchSpacing(message)}</p> : null;
}
