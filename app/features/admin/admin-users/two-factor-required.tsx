import { accountMessages } from '../../../../domain/validation/account-messages';
import { LogoutButton } from '../auth/logout-button';
import { TwoFactorPanel } from './two-factor-panel';

/**
 * What a user without a second factor sees while the agency requires one (docs/decisions/0460-two-factor-required.md):
 * their own set-up, and the way out; the back-office opens once it is on.
 */
export function TwoFactorRequired({ onLogout }: { onLogout: () => void }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-6 text-2xl font-bold text-white">Panel d'administration</h1>
      <div className="space-y-5 rounded-2xl border border-ink-700 bg-ink-900 p-6">
        <p role="status" className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-200">
          {accountMessages.twoFactorRequired}.
        </p>
        <TwoFactorPanel />
        <LogoutButton onLogout={onLogout} />
      </div>
    </main>
  );
}
