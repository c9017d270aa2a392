import { useOwnSignature } from './signature-api';

/**
 * Under the composer's text: the signature the server will add under it (docs/decisions/0467-email-signatures.md),
 * so what leaves is what the author sees, and the way to write or change it.
 */
export function SignatureNote({ onEdit }: { onEdit: () => void }) {
  const own = useOwnSignature();
  if (!own.data) return null;
  const { signature } = own.data;
  return (
    <div className="space-y-1 text-xs text-gray-400" data-slot="signature-note">
      {signature ? (
        <>
          <p>Votre signature sera ajoutée à la fin&nbsp;:</p>
          <p className="whitespace-pre-line break-words border-l-2 border-ink-600 pl-2 text-gray-300">{signature}</p>
        </>
      ) : (
        <p>Aucune signature ne sera ajoutée.</p>
      )}
      <button
        type="button"
        onClick={onEdit}
        className="rounded text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
      >
        {signature ? 'Modifier la signature' : 'Ajouter une signature'}
      </button>
    </div>
  );
}
