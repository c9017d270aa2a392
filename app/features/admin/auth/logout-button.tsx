import LogOut from 'lucide-react/icons/log-out';

/** 'Se déconnecter', in the panel's header and wherever the back-office is not open yet. */
export function LogoutButton({ onLogout }: { onLogout: () => void }) {
  return (
    <button
      type="button"
      onClick={onLogout}
      className="inline-flex items-center gap-2 rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-200 hover:border-red-400 hover:text-red-200"
    >
      <LogOut aria-hidden size={16} /> Se déconnecter
    </button>
  );
}
