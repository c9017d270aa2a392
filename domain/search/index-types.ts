/** The static site search index (public-site §3 Site search index), written at build time. */
export interface SearchAssistant {
  id: string;
  name: string;
  role: string;
  description: string;
  path: string;
  /** Higher comes first among equal scores; 50 when the source gives none. */
  priority: number;
  keywords: string[];
  isPremium: boolean;
}

export interface SearchPage {
  title: string;
  description: string;
  content: string;
  path: string;
}

export interface SearchComponent {
  description: string;
  path: string;
}

export interface SearchIndex {
  pages: SearchPage[];
  /** Site features keyed by their French name. */
  components: Record<string, SearchComponent>;
  assistants: SearchAssistant[];
  /** A word people type mapped to the word the site uses (e.g. compta -> comptabilité). */
  aliases: Record<string, string>;
  /** A misheard or misspelt word mapped to its usual spelling. */
  phonetics: Record<string, string>;
  suggestions: string[];
  featuredAssistants: string[];
  metadata: { generatedAt: string; version: number };
}

export const DEFAULT_ASSISTANT_PRIORITY = 50;
