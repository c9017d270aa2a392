import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import UserPlus from 'lucide-react/icons/user-plus';
import { errorMessage } from '../../../api/error-message';
import type { conversionAnswer, linkedProspectAnswer } from '../../../../domain/api/prospect-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { useCanWrite } from '../auth/use-can-write';
import { writeControl } from '../ui/read-only-note';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';


/** One click turns a contact message or a callback request into a prospect, kept linked to it. */
export function ConvertToProspect({ requestId }: { requestId: number }) {
  const client = useQueryClient();
  const link = useQuery({
    queryKey: adminKeys.prospectLink(requestId),
    retry: false,
    queryFn: async () => (await adminFetch<Answer<typeof linkedProspectAnswer>>(`/api/admin/callback-requests/${requestId}/prospect`)).prospect,
  });
  const convert = useMutation({
    mutationFn: () => adminFetch<Answer<typeof conversionAnswer>>(`/api/admin/callback-requests/${requestId}/prospect`, { method: 'POST' }),
    onSuccess: (result) => {
      client.setQueryData(adminKeys.prospectLink(requestId), result.prospect);
      void reloadAfterWrite(client, { others: [adminKeys.prospects.all, adminKeys.dashboard] });
    },
  });
  const prospect = link.data;
  const canWrite = useCanWrite();

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-700 p-3 text-sm">
      {prospect ? (
        <p role="status" className="text-emerald-200">
          {convert.data?.message ?? 'Demande liée au prospect'} <span className="font-mono">{prospect.client_code}</span>
        </p>
      ) : (
        <button
          type="button"
          {...writeControl(canWrite, convert.isPending || link.isPending)}
          onClick={() => convert.mutate()}
          className="inline-flex items-center gap-2 rounded-xl border border-brand-400/60 px-4 py-2 font-semibold text-brand-200 hover:bg-brand-500/10 disabled:opacity-60"
        >
          <UserPlus aria-hidden size={16} /> Créer le prospect
        </button>
      )}
      {(convert.error ?? link.error) && (
        <p role="alert" className="text-red-200">
          {convert.error ? errorMessage(convert.error, 'Erreur lors de la création du prospect') : link.error ? errorMessage(link.error) : null}
        </p>
      )}
    </div>
  );
}
