import { homeTestimonials } from '../../domain/catalogue/testimonials';
import { siteConfig } from '../../domain/site-config';
import { FinalCall } from '../features/home/final-call';
import { Hero } from '../features/home/hero';
import { Reasons } from '../features/home/reasons';
import { TestimonialCarousel } from '../features/home/testimonial-carousel';
import { pageMeta, publicUrl } from '../seo';

export const meta = () => [
  ...pageMeta({
    title: `${siteConfig.name} — Assistants IA, automatisation et développement web pour PME`,
    description:
      'Assistants IA métier, workflows automatisés et développement web sur mesure pour les PME françaises. 100+ projets livrés, réponse sous 24h, ROI moyen +40 %.',
    path: '/',
  }),
  {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.name,
      url: `${publicUrl}/`,
      email: siteConfig.email,
      telephone: siteConfig.phone,
      address: { '@type': 'PostalAddress', streetAddress: siteConfig.address, addressCountry: 'FR' },
    },
  },
];

export default function Home() {
  return (
    <>
      <Hero />
      <Reasons />
      <TestimonialCarousel testimonials={homeTestimonials} />
      <FinalCall />
    </>
  );
}
