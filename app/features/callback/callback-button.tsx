import PhoneCall from 'lucide-react/icons/phone-call';
import { useState } from 'react';
import { retryableLazy } from '../../ui/retryable-lazy';
import { KeptCallback } from './kept-callback';
import { ModalShell } from './modal-shell';

const CallbackForm = retryableLazy(() => import('./callback-form'));

interface CallbackButtonProps {
  /** Opened on arrival, e.g. by /contact?callback=true. */
  initiallyOpen?: boolean;
}

/** The hero's 'Être rappelé sous 24h' button and its lazily loaded modal. */
export function CallbackButton({ initiallyOpen = false }: CallbackButtonProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [previousInitial, setPreviousInitial] = useState(initiallyOpen);
  if (initiallyOpen !== previousInitial) {
    setPreviousInitial(initiallyOpen);
    if (initiallyOpen) setOpen(true);
  }
  const close = () => setOpen(false);
  return (
    <>
      {/* A link to the server's plain form until hydrated (or without scripts), a button opening the modal after. */}
      <a
        href="/rappel"
        role="button"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700"
      >
        <PhoneCall aria-hidden size={18} /> Être rappelé sous 24h
      </a>
      {/* Not lazy: a request kept offline must find its sender without the network (decision 0419). */}
      <KeptCallback paused={open} />
      {open && (
        <ModalShell
          title={
            <>
              <PhoneCall aria-hidden className="text-accent-400" size={22} /> Être rappelé sous 24h
            </>
          }
          onClose={close}
          onLoadError={close}
        >
          <CallbackForm onDone={close} />
        </ModalShell>
      )}
    </>
  );
}
