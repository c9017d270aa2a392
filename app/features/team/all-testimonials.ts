import { homeTestimonials, type Testimonial } from '../../../domain/catalogue/testimonials';

/** The home page's three testimonials and the others collected with our clients' consent. */
export const allTestimonials: Testimonial[] = [
  ...homeTestimonials,
  {
    quote: 'Notre assistant RH répond aux questions des salariés sur les congés et la mutuelle. Le service RH a enfin du temps pour le recrutement.',
    author: 'Nadia Benali',
    role: 'Responsable des ressources humaines',
    company: 'Groupe Ferrand',
    rating: 5,
    verified: true,
  },
  {
    quote: 'La refonte de notre application Symfony s’est faite sans interruption de service, et les pages se chargent deux fois plus vite.',
    author: 'Marc Olivier',
    role: 'Directeur des systèmes d’information',
    company: 'Transports Rivière',
    rating: 5,
    verified: true,
  },
  {
    quote: 'Les devis partent en dix minutes au lieu d’une demi-journée. Nos commerciaux passent leur temps chez les clients.',
    author: 'Élodie Garnier',
    role: 'Gérante',
    company: 'Menuiseries Garnier',
    rating: 5,
    verified: true,
  },
];
