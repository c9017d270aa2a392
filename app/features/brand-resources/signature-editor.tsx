import Copy from 'lucide-react/icons/copy';
import { useId, useState, useSyncExternalStore } from 'react';
import { agencyPeople, fullName, type AgencyPerson } from '../../../domain/business-cards/agency-people';
import { publicUrl } from '../../seo';
import { TextField } from '../../ui/text-field';
import { copyRichText } from './copy-rich-text';
import { signatureHtml, signatureText, type SignatureFields } from './signature-html';

const noChange = () => () => {};
const currentOrigin = () => window.location.origin;

const labels: Record<keyof SignatureFields, string> = { name: 'Nom', title: 'Fonction', phone: 'Téléphone', email: 'E-mail' };

function PersonSignature({ person }: { person: AgencyPerson }) {
  const id = useId();
  const [fields, setFields] = useState<SignatureFields>({ name: fullName(person), title: person.title, phone: person.phone, email: person.email });
  const [status, setStatus] = useState('');
  // The copied signature links its logo from the address the page was opened on (pre-rendered, from
  // PUBLIC_URL); the preview links it from this very site, so that it shows whatever that address is.
  const origin = useSyncExternalStore(noChange, currentOrigin, () => publicUrl);
  const preview = signatureHtml(fields, '');

  const copy = async () => {
    try {
      await copyRichText(signatureHtml(fields, origin), signatureText(fields));
      setStatus('Signature copiée dans le presse-papier');
    } catch {
      setStatus('Copie impossible\u00a0: sélectionnez l’aperçu et copiez-le à la main.');
    }
  };

  return (
    <article className="min-w-0 rounded-2xl border border-ink-700 bg-ink-900/60 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-white">
        {fullName(person)}
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {(Object.keys(labels) as Array<keyof SignatureFields>).map((key) => (
          <TextField
            key={key}
            label={labels[key]}
            value={fields[key]}
            maxLength={120}
            onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
      </div>
      <p className="mt-5 text-sm font-semibold text-gray-300">Aperçu</p>
      {/* The preview is the HTML that is copied, its logo linked from this site; every value in it is escaped. */}
      <div className="mt-2 overflow-x-auto rounded-xl bg-white p-4" data-testid="signature-preview" dangerouslySetInnerHTML={{ __html: preview }} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
        >
          <Copy aria-hidden size={16} /> Copier la signature
        </button>
        <p role="status" className="text-sm text-emerald-300">
          {status}
        </p>
      </div>
    </article>
  );
}

/** Signatures e-mail (back-office §2.1): one editable signature per person of the agency. */
export function SignatureEditor() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {agencyPeople.map((person) => (
        <PersonSignature key={person.slug} person={person} />
      ))}
    </div>
  );
}
