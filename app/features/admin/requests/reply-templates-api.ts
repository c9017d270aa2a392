import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { replyTemplateAnswer, replyTemplatesAnswer } from '../../../../domain/api/admin-answers';
import type { ReplyTemplate } from '../../../../domain/reply-templates';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';

export function useReplyTemplates() {
  return useQuery({
    queryKey: adminKeys.replyTemplates,
    retry: false,
    queryFn: async () => (await adminFetch<Answer<typeof replyTemplatesAnswer>>('/api/admin/reply-templates')).templates,
  });
}

/** Creates a template, or saves the one whose id is given. */
export function useSaveReplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: ReplyTemplate }) =>
      adminFetch<Answer<typeof replyTemplateAnswer>>(id === null ? '/api/admin/reply-templates' : `/api/admin/reply-templates/${id}`, { method: id === null ? 'POST' : 'PUT', body: values }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.replyTemplates] }),
  });
}

export function useDeleteReplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/reply-templates/${id}`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.replyTemplates] }),
  });
}
