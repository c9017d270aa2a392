import Download from 'lucide-react/icons/download';

/**
 * 'Exporter CSV' beside a period: a plain link the browser downloads with the session's cookie, so the file is the
 * server's answer for exactly the figures shown (the address carries the period and filters).
 */
export function CsvExportLink({ href, label = 'Exporter CSV' }: { href: string; label?: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-2 rounded-lg border border-ink-600 px-3 py-1.5 text-sm text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
    >
      <Download aria-hidden size={16} /> {label}
    </a>
  );
}
