import { useState } from 'react';
import { splitQuotedHistory } from '../../../../domain/email-quote';
import { Disclosure } from './disclosure';

/**
 * The text of an e-mail the agency received: what its sender wrote, and folded under 'Afficher le message cité'
 * ('Masquer le message cité' once open) the earlier messages their mail program quoted below it
 * (docs/decisions/0551-quoted-history-folded.md).
 */
export function ReceivedEmailText({ text, className }: { text: string; className: string }) {
  const { fresh, quoted } = splitQuotedHistory(text);
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className={className}>{fresh}</p>
      {quoted && (
        <Disclosure
          summary={open ? 'Masquer le message cité' : 'Afficher le message cité'}
          open={open}
          onToggle={setOpen}
          className="mt-2 text-sm"
          summaryPlacement="w-fit text-xs"
        >
          <p className={`${className} mt-2 border-l-2 border-ink-600 pl-3 text-gray-400`}>{quoted}</p>
        </Disclosure>
      )}
    </>
  );
}
