import Sparkles from 'lucide-react/icons/sparkles';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../domain/chat/canned-replies';

/** The conversation with Anna; new messages are announced politely to screen readers. */
export function ChatLog({ messages, typing }: { messages: ChatMessage[]; typing: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, typing]);
  if (!messages.length && !typing) return null;
  return (
    <section aria-label="Conversation avec Anna" className="border-t border-ink-700 pt-3">
      <h2 className="flex items-center gap-2 px-2 text-xs font-semibold uppercase tracking-wide text-gray-400">
        <Sparkles aria-hidden size={14} className="text-accent-300" /> Anna, votre assistante
      </h2>
      <div role="log" aria-live="polite" className="mt-2 space-y-2 px-1">
        {messages.map((message) => (
          <p
            key={`${message.timestamp}-${message.sender}-${message.content.length}`}
            data-sender={message.sender}
            data-automatic={message.isAutomatic ? 'true' : undefined}
            className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-5 ${
              message.sender === 'user' ? 'ml-auto bg-brand-600 text-white' : 'bg-ink-800 text-gray-100'
            }`}
          >
            <span className="sr-only">{message.sender === 'user' ? 'Vous\u00a0: ' : 'Anna\u00a0: '}</span>
            {message.content}
          </p>
        ))}
        {typing && (
          <p className="w-fit rounded-2xl bg-ink-800 px-3 py-2 text-sm text-gray-400">Anna écrit…</p>
        )}
      </div>
      <div ref={end} />
    </section>
  );
}
