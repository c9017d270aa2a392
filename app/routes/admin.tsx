import { Suspense } from 'react';
import { retryableLazy } from '../ui/retryable-lazy';
import { OptionalPart } from '../features/client-errors/optional-part';
import { redirect, useLoaderData } from 'react-router';
import { AdminPanel } from '../features/admin/admin-panel';
import { AdminQueryProvider } from '../features/admin/admin-query-provider';
import { isAuthenticated } from '../features/admin/auth/auth-storage';
import { restoreSession } from '../features/admin/auth/login';
import { keptHash } from '../../domain/admin-links';

// The dashboard's background card opens the public site's selector in its admin wording.
const BackgroundSelector = retryableLazy(() => import('../features/background/background-selector'));
const Backdrop = retryableLazy(() => import('../features/background/backdrop'));

export const meta = () => [{ title: "Panel d'administration" }, { name: 'robots', content: 'noindex, nofollow' }];

/** Client-only: without the session flag, and without a live session cookie, the login comes first. */
export async function clientLoader() {
  if (isAuthenticated()) return { session: null };
  const session = await restoreSession();
  // A link to a section or a record (an e-mail's) is kept through the login.
  if (!session) throw redirect(`/admin/login${keptHash(window.location.hash)}`);
  return { session };
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="text-gray-400">Chargement du panel…</span>
    </div>
  );
}

export default function AdminRoute() {
  const { session } = useLoaderData<typeof clientLoader>();
  return (
    <AdminQueryProvider session={session}>
      <AdminPanel
        backgroundSelector={({ open, onClose, admin }) =>
          open && (
            <OptionalPart>
              <Suspense fallback={null}>
                <BackgroundSelector open onClose={onClose} admin={admin} />
              </Suspense>
            </OptionalPart>
          )
        }
        backdrop={(type) => (
          <OptionalPart>
            <Suspense fallback={null}>
              <Backdrop type={type} />
            </Suspense>
          </OptionalPart>
        )}
      />
    </AdminQueryProvider>
  );
}
