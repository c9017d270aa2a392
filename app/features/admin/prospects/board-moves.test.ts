import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProspectBoard } from '../../../../domain/api/prospect-answers';
import { adminKeys } from '../api/query-keys';
import { moveProspectOptions } from './pipeline-api';
import type { Prospect } from './prospects-api';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A call the test answers when it chooses. */
function held() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { answer, answered };
}

/** The server as the board sees it: the prospect's statut, and every call in the order it arrived. */
function fakeServer() {
  const server = { statut: 'Qualifié', calls: [] as string[], statusCalls: [] as Array<ReturnType<typeof held>>, lostReasonReads: [] as Array<ReturnType<typeof held>> };
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    if (init.method === 'PUT') {
      const call = held();
      server.statusCalls.push(call);
      await call.answered;
      server.statut = (JSON.parse(String(init.body)) as { statut: string }).statut;
      server.calls.push(`PUT ${server.statut}`);
      return json({ success: true });
    }
    if (path.endsWith('/lost-reasons')) {
      const read = held();
      server.lostReasonReads.push(read);
      await read.answered;
      return json({ days: 90, reasons: [] });
    }
    server.calls.push(`GET board (${server.statut})`);
    return json({ columns: [], forecast: { statut: server.statut } });
  });
  return server;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a card moved on the board's several steps", () => {
  it('reads the board again after the last move even while an earlier move still waits for a slow read', async () => {
    const server = fakeServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The board and the lost reasons beside it, both on screen.
    const board = new QueryObserver(client, {
      queryKey: adminKeys.prospects.boardView('all'),
      queryFn: async () => (await fetch('/api/admin/prospects/board', { method: 'GET' })).json() as Promise<ProspectBoard>,
    });
    const lostReasons = new QueryObserver(client, {
      queryKey: adminKeys.prospects.lostReasons,
      queryFn: async () => (await fetch('/api/admin/prospects/lost-reasons', { method: 'GET' })).json(),
    });
    const unsubscribe = [board.subscribe(() => {}), lostReasons.subscribe(() => {})];
    await vi.waitFor(() => expect(server.lostReasonReads).toHaveLength(1));
    server.lostReasonReads[0]!.answer();
    await vi.waitFor(() => expect(lostReasons.getCurrentResult().isSuccess).toBe(true));

    const prospect = { id: 7, statut: 'Qualifié', estimated_value: null } as Prospect;
    const move = (statut: string) => void new MutationObserver(client, moveProspectOptions(client)).mutate({ prospect, statut }).catch(() => {});

    // The first move is answered; its read of the lost reasons stays on its way.
    move('RDV planifié');
    await vi.waitFor(() => expect(server.statusCalls).toHaveLength(1));
    server.statusCalls[0]!.answer();
    await vi.waitFor(() => expect(server.lostReasonReads).toHaveLength(2));

    // The next move is answered before that read.
    move('Client');
    await vi.waitFor(() => expect(server.statusCalls).toHaveLength(2));
    server.statusCalls[1]!.answer();
    await vi.waitFor(() => expect(server.calls).toContain('PUT Client'));
    for (const read of server.lostReasonReads) read.answer();

    await vi.waitFor(() => expect(server.calls.at(-1)).toBe('GET board (Client)'));
    await flush();
    expect(board.getCurrentResult().data).toMatchObject({ forecast: { statut: 'Client' } });
    unsubscribe.forEach((stop) => stop());
    client.clear();
  });
});
