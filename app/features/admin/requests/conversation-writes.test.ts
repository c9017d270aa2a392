import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminKeys } from '../api/query-keys';
import { conversationWriteOptions } from './conversation-api';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a write in a conversation', () => {
  it('is confirmed once the server answers, while the inbox it reloads is still being read', async () => {
    let releaseInbox!: () => void;
    const inboxHeld = new Promise<void>((resolve) => (releaseInbox = resolve));
    const inboxReads: string[] = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      if (init.method === 'POST') return json({ success: true, message: 'Note interne ajoutée' });
      inboxReads.push(path);
      if (inboxReads.length > 1) await inboxHeld;
      return json({ requests: [] });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const inbox = new QueryObserver(client, { queryKey: [...adminKeys.inbox, 'list'], queryFn: async () => (await fetch('/api/admin/callback-requests', { method: 'GET' })).json() });
    const stop = inbox.subscribe(() => {});
    await vi.waitFor(() => expect(inbox.getCurrentResult().isSuccess).toBe(true));

    const note = new MutationObserver(client, conversationWriteOptions<{ text: string }, { message: string }>(client, 7, 'POST', 'notes'));
    const answer = await note.mutate({ text: 'Rappeler demain' });

    expect(answer.message).toBe('Note interne ajoutée');
    expect(note.getCurrentResult().isSuccess).toBe(true);
    // The inbox is read again, and that read is still on its way.
    expect(inboxReads).toHaveLength(2);
    expect(inbox.getCurrentResult().isFetching).toBe(true);
    releaseInbox();
    await vi.waitFor(() => expect(inbox.getCurrentResult().isFetching).toBe(false));
    stop();
    client.clear();
  });
});
