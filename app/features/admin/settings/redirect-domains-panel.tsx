import { useMutation, useQuery } from '@tanstack/react-query';
import Save from 'lucide-react/icons/save';
import { useState, type FormEvent } from 'react';
import type { redirectDomainsAnswer, redirectDomainsSavedAnswer } from '../../../../domain/api/settings-answers';
import { REDIRECT_DOMAINS_MAX, redirectDomainsMessages } from '../../../../domain/settings/redirect-domains';
import { TextField } from '../../../ui/text-field';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { Notice, primaryButton } from './settings-controls';
import { errorMessage } from '../../../api/error-message';
import { adminKeys } from '../api/query-keys';
import { Subsection } from '../ui/section';


/**
 * 'Domaines de redirection': the https domains a tracking link may send visitors to (none by default, so no
 * link can become an open redirect). One domain a line; a domain also allows its subdomains.
 */
export function RedirectDomainsPanel({ canEdit }: { canEdit: boolean }) {
  const stored = useQuery({
    queryKey: adminKeys.redirectDomains,
    queryFn: () => adminFetch<Answer<typeof redirectDomainsAnswer>>('/api/admin/settings/redirect-domains'),
    retry: false,
  });
  return (
    <Subsection id="redirect-domains" title="Domaines de redirection" separated>
      <p className="text-sm text-gray-300">
        Les liens de tracking peuvent mener à toute page de ce site. Pour une adresse https:// ailleurs, son domaine doit figurer ici
        (ses sous-domaines sont inclus). Liste vide&nbsp;: aucune redirection hors du site.
      </p>
      {stored.error && <Notice tone="error">{redirectDomainsMessages.loadError}</Notice>}
      {stored.data && <DomainsForm key={stored.data.domains.join('\n')} initial={stored.data.domains} canEdit={canEdit} />}
    </Subsection>
  );
}

/** The list as text, one domain a line; saved whole. */
function DomainsForm({ initial, canEdit }: { initial: string[]; canEdit: boolean }) {
  const [text, setText] = useState(initial.join('\n'));
  const save = useMutation({
    mutationFn: (domains: string[]) =>
      adminFetch<Answer<typeof redirectDomainsSavedAnswer>>('/api/admin/settings/redirect-domains', { method: 'PUT', body: { domains } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const domains = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // The list comes back normalised (lower case, sorted, without duplicates).
    save.mutate(domains, { onSuccess: (answer) => setText(answer.domains.join('\n')) });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        label="Domaines autorisés (un par ligne)"
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="partenaire.fr"
        hint={`Au plus ${REDIRECT_DOMAINS_MAX} domaines.`}
        disabled={!canEdit}
        error={save.error ? errorMessage(save.error) : undefined}
      />
      {save.isSuccess && <Notice tone="success">{redirectDomainsMessages.saved}</Notice>}
      <ReadOnlyNote />
      <button type="submit" className={primaryButton} {...writeControl(canEdit, save.isPending)}>
        <Save aria-hidden size={16} /> {save.isPending ? 'Mise à jour...' : 'Mettre à jour les domaines'}
      </button>
    </form>
  );
}
