import { ComingSoon } from '../ui/section';

/** Analytique du chatbot (back-office §2.13). */
export function ChatbotAnalyticsSection() {
  return <ComingSoon id="chatbot-analytics" title="Analytique du chatbot" />;
}
