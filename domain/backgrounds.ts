/** Animated background types (back-office §2.17) and which ones share a renderer. */
export const backgroundTypes = [
  'animated-circuits',
  'digital-waves',
  'holographic-grid',
  'low-poly',
  'neon-grid',
  'neural-network',
  'particle-flow',
  'quantum-field',
  'tech-circuits',
  'cognitive-nodes',
  'deep-learning-mesh',
  'dynamic-flow',
  'lens-flare',
  'hexagon',
  'fractal-expansion',
  'magnetic-waves',
  'galactic-algorithm',
  'cosmic-nebula',
  'cyberpunk-matrix',
] as const;

export type BackgroundType = (typeof backgroundTypes)[number];

/** Types drawn by another type's renderer (docs/decisions/0123-background-aliases.md). */
export const backgroundAliases = {
  'neural-network': 'cognitive-nodes',
  'deep-learning-mesh': 'cognitive-nodes',
  'tech-circuits': 'animated-circuits',
  'neon-grid': 'holographic-grid',
  'magnetic-waves': 'digital-waves',
  'quantum-field': 'particle-flow',
  'galactic-algorithm': 'cosmic-nebula',
} as const satisfies Partial<Record<BackgroundType, BackgroundType>>;

type Alias = keyof typeof backgroundAliases;
export type RenderedBackground = Exclude<BackgroundType, Alias>;

export const DEFAULT_BACKGROUND: RenderedBackground = 'cognitive-nodes';

export const experimentalBackgrounds: ReadonlySet<BackgroundType> = new Set(['dynamic-flow', 'lens-flare']);

export const backgroundLabels: Record<BackgroundType, string> = {
  'animated-circuits': 'Circuits animés',
  'digital-waves': 'Ondes numériques',
  'holographic-grid': 'Grille holographique',
  'low-poly': 'Low poly',
  'neon-grid': 'Grille néon',
  'neural-network': 'Réseau neuronal',
  'particle-flow': 'Flux de particules',
  'quantum-field': 'Champ quantique',
  'tech-circuits': 'Circuits tech',
  'cognitive-nodes': 'Nœuds cognitifs',
  'deep-learning-mesh': 'Maillage deep learning',
  'dynamic-flow': 'Flux dynamique',
  'lens-flare': 'Reflets de lentille',
  hexagon: 'Hexagones',
  'fractal-expansion': 'Expansion fractale',
  'magnetic-waves': 'Ondes magnétiques',
  'galactic-algorithm': 'Algorithme galactique',
  'cosmic-nebula': 'Nébuleuse cosmique',
  'cyberpunk-matrix': 'Matrice cyberpunk',
};

export function rendererOf(type: BackgroundType): RenderedBackground {
  return (backgroundAliases as Partial<Record<BackgroundType, RenderedBackground>>)[type] ?? (type as RenderedBackground);
}

/** The selector grid shows every type but low-poly. */
export const selectableBackgrounds: BackgroundType[] = backgroundTypes.filter((type) => type !== 'low-poly');

export function isBackgroundType(value: unknown): value is BackgroundType {
  return typeof value === 'string' && (backgroundTypes as readonly string[]).includes(value);
}
