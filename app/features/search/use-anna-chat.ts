import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../domain/chat/canned-replies';
import type { chatAnswer } from '../../../domain/api/public-answers';
import { request, type Answer } from '../../api/http';
import { CHAT_QUERY_MAX, CHAT_REPLY_DELAY_MS } from '../../../domain/chat/facts';

/** Posts the question for the statistics; the answer is the same canned reply the browser computes. */
function askServer(query: string): Promise<string | null> {
  return request<Answer<typeof chatAnswer>>('/api/chatbot/ask', { method: 'POST', body: { query, page: window.location.pathname } })
    .then((body) => body.answer)
    .catch(() => null);
}

/** Anna's conversation: the visitor's message at once, her reply 1200 ms later. */
export function useAnnaChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const send = useCallback((text: string) => {
    const query = text.trim().slice(0, CHAT_QUERY_MAX);
    if (!query) return;
    setMessages((list) => [...list, { sender: 'user', content: query, timestamp: Date.now() }]);
    setTyping(true);
    let serverAnswer: string | null = null;
    void askServer(query).then((answer) => {
      serverAnswer = answer;
    });
    // The canned replies load with the first question, not with every page.
    const replies = import('../../../domain/chat/canned-replies');
    const timer = window.setTimeout(() => {
      void replies.then(({ cannedAnswer }) => {
        const content = serverAnswer ?? cannedAnswer(query).answer;
        setMessages((list) => [...list, { sender: 'ai', content, timestamp: Date.now() }]);
        setTyping(false);
      });
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  }, []);

  const addAutomatic = useCallback((content: string) => {
    setMessages((list) => [...list, { sender: 'ai', content, timestamp: Date.now(), isAutomatic: true }]);
  }, []);

  return { messages, typing, send, addAutomatic };
}
