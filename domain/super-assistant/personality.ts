/** The assistant who presents the ecosystem: a first name picked at random, and its manner. */
export const assistantFirstNames = [
  'Adèle', 'Agathe', 'Alice', 'Amélie', 'Anaïs', 'Angèle', 'Apolline', 'Camille', 'Capucine', 'Céleste',
  'Chloé', 'Clémence', 'Constance', 'Diane', 'Éléonore', 'Élise', 'Élodie', 'Emma', 'Estelle', 'Eugénie',
  'Faustine', 'Flore', 'Gabrielle', 'Hélène', 'Inès', 'Irène', 'Jade', 'Jeanne', 'Joséphine', 'Juliette',
  'Léa', 'Léonie', 'Lina', 'Louise', 'Lucie', 'Madeleine', 'Manon', 'Margaux', 'Marion', 'Mathilde',
  'Noémie', 'Océane', 'Pauline', 'Romane', 'Rose', 'Salomé', 'Sarah', 'Solène', 'Valentine', 'Zoé',
  'Adrien', 'Alexandre', 'Antoine', 'Arthur', 'Augustin', 'Baptiste', 'Basile', 'Benjamin', 'Bastien', 'Clément',
  'Colin', 'Damien', 'Édouard', 'Émile', 'Étienne', 'Félix', 'Florian', 'Gabriel', 'Gaspard', 'Guillaume',
  'Hugo', 'Jules', 'Julien', 'Léo', 'Léon', 'Louis', 'Lucas', 'Marius', 'Mathis', 'Maxime',
  'Nathan', 'Nicolas', 'Noé', 'Octave', 'Olivier', 'Oscar', 'Paul', 'Pierre', 'Quentin', 'Raphaël',
  'Rémi', 'Samuel', 'Simon', 'Théo', 'Thibault', 'Timothée', 'Tristan', 'Valentin', 'Victor', 'Yanis',
] as const;

interface AssistantPersonality {
  name: string;
  /** Key of the avatar the interface draws; 'robot' for the default personality. */
  avatar: string;
  trait: string;
  style: string;
  expertise: string;
  greeting: string;
  signature: string;
  communicationStyle: { tone: string; language: 'fr-FR'; expressions: string[]; emojis: string[] };
}

type Archetype = Omit<AssistantPersonality, 'name' | 'greeting' | 'signature'> & { intro: string };

const archetypes: Archetype[] = [
  { avatar: 'brain', trait: 'Analytique', style: 'Précis et structuré', expertise: 'Optimisation des processus', intro: 'J’ai passé vos outils au crible pour trouver chaque minute à gagner.', communicationStyle: { tone: 'posé', language: 'fr-FR', expressions: ['Concrètement', 'Les chiffres parlent'], emojis: ['📊', '🔍'] } },
  { avatar: 'sparkles', trait: 'Créatif', style: 'Inspirant et imagé', expertise: 'Expérience client', intro: 'J’ai imaginé un écosystème qui fait briller chacun de vos outils.', communicationStyle: { tone: 'enthousiaste', language: 'fr-FR', expressions: ['Imaginez', 'Et si'], emojis: ['✨', '🎨'] } },
  { avatar: 'rocket', trait: 'Dynamique', style: 'Direct et énergique', expertise: 'Croissance commerciale', intro: 'Votre écosystème est prêt à décoller : voici comment accélérer.', communicationStyle: { tone: 'énergique', language: 'fr-FR', expressions: ['On y va', 'Cap sur'], emojis: ['🚀', '⚡'] } },
  { avatar: 'target', trait: 'Stratège', style: 'Orienté résultats', expertise: 'Pilotage et rentabilité', intro: 'J’ai ciblé les automatisations au meilleur retour sur investissement.', communicationStyle: { tone: 'assuré', language: 'fr-FR', expressions: ['Priorité', 'Objectif'], emojis: ['🎯', '📈'] } },
  { avatar: 'handshake', trait: 'Bienveillant', style: 'Pédagogue et rassurant', expertise: 'Accompagnement des équipes', intro: 'J’ai conçu un écosystème simple à adopter par toute votre équipe.', communicationStyle: { tone: 'chaleureux', language: 'fr-FR', expressions: ['Pas à pas', 'Ensemble'], emojis: ['🤝', '😊'] } },
];

export const defaultPersonality: AssistantPersonality = {
  name: 'Assistant IA',
  avatar: 'robot',
  trait: 'Professionnel',
  style: 'Clair et factuel',
  expertise: 'Automatisation des entreprises',
  greeting: 'Bonjour, je suis votre assistant IA. Voici l’écosystème automatisé que je vous propose à partir de vos outils.',
  signature: 'Votre assistant IA',
  communicationStyle: { tone: 'professionnel', language: 'fr-FR', expressions: ['En résumé'], emojis: [] },
};

export function personalityOf(name: string): AssistantPersonality {
  const index = (assistantFirstNames as readonly string[]).indexOf(name);
  if (index < 0) return defaultPersonality;
  const { intro, ...archetype } = archetypes[index % archetypes.length] as Archetype;
  return { ...archetype, name, greeting: `Bonjour, je suis ${name} ! ${intro}`, signature: `${name}, votre assistant IA` };
}

/** `random` is injectable so the choice can be tested and replayed. */
export function pickAssistantName(random: () => number = Math.random): string {
  const index = Math.min(assistantFirstNames.length - 1, Math.floor(random() * assistantFirstNames.length));
  return assistantFirstNames[Math.max(0, index)] as string;
}
