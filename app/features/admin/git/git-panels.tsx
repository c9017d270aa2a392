import { useState } from 'react';
import { ApiError } from '../../../api/http';
import { formatDateTime, relativeDay } from '../ui/format';
import { compactTypes, DemoNotice, FileStatus, Initials, Panel, shortHash } from './git-bits';
import { useGitCompact, useGitHistory } from './git-api';
import { GitSummaryBody } from './git-summary';
import { RefreshButton } from '../../../ui/refresh-button';

const button = 'rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-200 hover:border-brand-400 disabled:opacity-60';
const statusOf = (error: unknown) => (error instanceof ApiError && error.status ? error.status : 'réseau');

/** Résumé Git with its three periods, and the compact update history of 5 commits (back-office §2.11). */
export function GitSummaryPanel() {
  return (
    <Panel id="development-git-summary" title="Résumé Git">
      <GitSummaryBody />
      <CompactHistory />
    </Panel>
  );
}

function CompactHistory() {
  const compact = useGitCompact();
  return (
    <div className="mt-4 border-t border-ink-700 pt-4">
      <h4 className="mb-2 text-sm font-semibold text-white">Dernières mises à jour</h4>
      {compact.isError ? (
        <p className="text-sm text-red-200">Historique Git indisponible</p>
      ) : !compact.data ? (
        <p className="text-sm text-gray-400">Chargement…</p>
      ) : compact.data.demo_mode ? (
        <p className="text-sm text-gray-400">Aucune mise à jour en mode démo.</p>
      ) : (
        <ul className="space-y-2">
          {compact.data.commits.map((commit) => {
            const [label, tone] = compactTypes[commit.type] ?? (compactTypes.other as [string, string]);
            return (
              <li key={commit.hash} className="text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
                  <span className="text-xs text-gray-400">{relativeDay(commit.date)}</span>
                </div>
                <p className="mt-1 break-words text-gray-200">{commit.message}</p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Historique Git, paged by 10 with 'load more', each commit with its changed files (back-office §2.11). */
export function GitHistoryPanel() {
  const history = useGitHistory();
  const [open, setOpen] = useState<string | null>(null);
  const pages = history.data?.pages ?? [];
  const commits = pages.flatMap((page) => page.commits);
  const demo = pages[0]?.demo_mode ? pages[0] : null;
  return (
    <Panel
      id="development-git"
      title="Historique Git"
      actions={
        history.data && !demo ? <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-200">Connecté</span> : null
      }
    >
      {history.isError && !commits.length ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="font-semibold text-red-200">Impossible de récupérer l&apos;historique Git</p>
          <p className="text-red-200">Erreur lors du chargement de l&apos;historique Git ({statusOf(history.error)})</p>
          <RefreshButton query={history} label="Réessayer" busyLabel="Réessayer" className={button} />
        </div>
      ) : !history.data ? (
        <p className="text-sm text-gray-400">Chargement de l’historique…</p>
      ) : demo ? (
        <DemoNotice reason={demo.reason} />
      ) : (
        <>
          <ol className="max-h-[480px] space-y-2 overflow-y-auto pr-1">
            {commits.map((commit) => (
              <li key={commit.hash} className="rounded-lg border border-ink-700 p-3">
                <div className="flex items-start gap-3">
                  <Initials name={commit.author} />
                  <div className="min-w-0 flex-1">
                    <p className="break-words text-sm font-medium text-white">{commit.message}</p>
                    <p className="text-xs text-gray-400">
                      {commit.author} · {formatDateTime(commit.date)} · <code>{shortHash(commit.hash)}</code>
                    </p>
                    <button
                      type="button"
                      className="mt-1 text-xs text-brand-300 underline-offset-2 hover:underline"
                      aria-expanded={open === commit.hash}
                      onClick={() => setOpen(open === commit.hash ? null : commit.hash)}
                    >
                      {commit.files.length} fichier(s) modifié(s)
                    </button>
                    {open === commit.hash && (
                      <ul className="mt-2 space-y-1">
                        {commit.files.map((file) => (
                          <li key={file.path} className="flex gap-2 text-xs">
                            <FileStatus status={file.status} />
                            <span className="min-w-0 break-all text-gray-300">{file.path}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ol>
          {history.isFetchNextPageError && (
            <p role="alert" className="mt-2 text-sm text-red-200">
              Erreur lors du chargement de l&apos;historique Git ({statusOf(history.error)})
            </p>
          )}
          {history.hasNextPage && (
            <button type="button" className={`${button} mt-3`} disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {history.isFetchingNextPage ? 'Chargement…' : 'Charger plus'}
            </button>
          )}
        </>
      )}
    </Panel>
  );
}
