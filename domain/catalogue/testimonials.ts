export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  rating: number;
  verified: boolean;
}

/** The three testimonials of the home carousel, rated 5 and verified. */
export const homeTestimonials: Testimonial[] = [
  {
    quote:
      "L'assistant comptable a divisé par trois le temps passé sur nos rapprochements bancaires. L'équipe a compris notre métier dès le premier rendez-vous.",
    author: 'Claire Dubois',
    role: 'Directrice administrative et financière',
    company: 'Maison Verdier',
    rating: 5,
    verified: true,
  },
  {
    quote:
      'Nos relances commerciales partent maintenant toutes seules, au bon moment. Le retour sur investissement a été visible dès le deuxième mois.',
    author: 'Thomas Lefèvre',
    role: 'Directeur commercial',
    company: 'Atlantique Équipements',
    rating: 5,
    verified: true,
  },
  {
    quote:
      'Un site rapide, un tunnel de devis automatisé et un interlocuteur disponible\u00a0: exactement ce que nous cherchions pour notre croissance.',
    author: 'Sophie Martin',
    role: 'Fondatrice',
    company: 'Atelier Lumen',
    rating: 5,
    verified: true,
  },
];
