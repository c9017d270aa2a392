import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Compass from 'lucide-react/icons/compass';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import XCircle from 'lucide-react/icons/circle-x';
import Zap from 'lucide-react/icons/zap';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { swipeOutcome, type Toast, type ToastType } from '../../../domain/toasts';

const looks: Record<ToastType, { icon: typeof Info; className: string; label: string }> = {
  navigation: { icon: Compass, className: 'border-brand-400/60', label: 'Suggestion' },
  action: { icon: Zap, className: 'border-accent-400/60', label: 'Suggestion' },
  success: { icon: CheckCircle2, className: 'border-emerald-400/60', label: 'Succès' },
  info: { icon: Info, className: 'border-ink-600', label: 'Information' },
  warning: { icon: AlertTriangle, className: 'border-amber-400/70', label: 'Avertissement' },
  error: { icon: XCircle, className: 'border-red-400/70', label: 'Erreur' },
};

const iconColor: Record<ToastType, string> = {
  navigation: 'text-brand-300',
  action: 'text-accent-300',
  success: 'text-emerald-300',
  info: 'text-gray-300',
  warning: 'text-amber-300',
  error: 'text-red-300',
};

interface ToastItemProps {
  toast: Toast;
  offsetPx: number;
  onDismiss(id: string): void;
  onAction(toast: Toast): void;
}

export function ToastItem({ toast, offsetPx, onDismiss, onAction }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const look = looks[toast.type];
  const Icon = look.icon;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a,button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(event.clientX - start.current);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const outcome = swipeOutcome(event.clientX - start.current);
    start.current = null;
    setDx(0);
    if (outcome === 'close') onDismiss(toast.id);
    if (outcome === 'action') onAction(toast);
  };

  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      aria-label={look.label}
      data-toast-type={toast.type}
      className={`pointer-events-auto fixed right-5 z-40 flex max-h-[88px] w-[min(22rem,calc(100vw-2.5rem))] touch-pan-y select-none items-start gap-3 overflow-hidden rounded-xl border bg-ink-900/95 p-3 shadow-xl shadow-black/40 backdrop-blur transition-[bottom,transform] duration-200 ${look.className}`}
      style={{ bottom: offsetPx, transform: dx ? `translateX(${dx}px)` : undefined }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setDx(0);
      }}
    >
      <Icon aria-hidden size={20} className={`mt-0.5 shrink-0 ${iconColor[toast.type]}`} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm leading-5 text-gray-100">{toast.content}</p>
        {toast.action && (
          <Link
            to={toast.action.link}
            className="mt-1 inline-block text-sm font-semibold text-brand-300 hover:text-white hover:underline"
            onClick={() => onDismiss(toast.id)}
          >
            {toast.action.text} →
          </Link>
        )}
      </div>
      <button
        type="button"
        className="shrink-0 rounded-md p-1 text-gray-400 hover:bg-ink-700 hover:text-white"
        aria-label="Fermer la notification"
        onClick={() => onDismiss(toast.id)}
      >
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}
