import type { ReactNode } from 'react';
import { privacyPolicy as p } from '../../domain/privacy';
import { siteConfig } from '../../domain/site-config';
import { innerPageMeta } from '../seo';
import { ConsentSettingsButton } from '../features/analytics/consent-settings-button';
import { HydrationBoundary } from '../ui/hydration-boundary';

export const meta = () =>
  innerPageMeta({
    title: 'Politique de confidentialité — RGPD',
    description: 'Données collectées, finalités, bases légales, durées de conservation, partage, droits et sécurité\u00a0: notre politique RGPD.',
    path: '/politique-confidentialite',
    crumb: 'Politique de confidentialité',
  });

/** One part of the policy, hydrated on its own (app/ui/hydration-boundary.tsx). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HydrationBoundary>
      <section className="mt-10">
        <h2 className="text-2xl font-bold text-white">{title}</h2>
        <div className="mt-3 space-y-3 text-gray-300">{children}</div>
      </section>
    </HydrationBoundary>
  );
}

const mail = <a className="text-brand-300 underline" href={`mailto:${siteConfig.privacyEmail}`}>{siteConfig.privacyEmail}</a>;

export default function PolitiqueConfidentialite() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold text-white">Politique de confidentialité</h1>
      <p className="mt-3 text-sm text-gray-400">
        Dernière mise à jour&nbsp;: <time dateTime={p.lastUpdated}>{p.lastUpdatedLabel}</time>
      </p>
      <p className="mt-6 text-gray-300">
        {siteConfig.name} ({siteConfig.address}) est responsable du traitement des données personnelles collectées sur ce
        site. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les gardons et
        comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD).
      </p>
      <Part title="1. Données collectées">
        <ul className="list-disc space-y-1 pl-6">
          <li>Données d'identité et de contact que vous nous transmettez&nbsp;: nom, e-mail, téléphone, entreprise, fonction.</li>
          <li>Contenu de vos messages, briefs de projet et demandes de rappel.</li>
          <li>Sélection de solutions enregistrée dans votre navigateur (elle ne quitte votre appareil que si vous nous l'envoyez).</li>
          <li>
            Campagne qui vous a amené sur le site (paramètres utm d'un lien, code d'un lien de suivi)&nbsp;: gardée dans l'onglet
            le temps de la visite, sans cookie, et jointe seulement au formulaire que vous choisissez de nous envoyer.
          </li>
          <li>
            Données de navigation anonymisées&nbsp;: pages vues, clics sur les appels à l'action, profondeur de défilement, type
            d'appareil (ordinateur, mobile ou tablette, déduit du navigateur sans en garder la signature).
          </li>
        </ul>
      </Part>
      <Part title="2. Finalités">
        <ul className="list-disc space-y-1 pl-6">
          <li>Répondre à vos demandes de contact, de devis, de démonstration ou de rappel.</li>
          <li>Préparer et exécuter les contrats conclus avec nos clients.</li>
          <li>Mesurer l'audience et améliorer le site et nos offres.</li>
          <li>Étudier les candidatures reçues.</li>
        </ul>
      </Part>
      <Part title="3. Bases légales">
        <p>
          Vos demandes sont traitées sur la base de mesures précontractuelles prises à votre demande&nbsp;; les contrats sur la
          base de leur exécution&nbsp;; la mesure d'audience sur notre intérêt légitime à améliorer le site, sans cookie de
          suivi publicitaire&nbsp;; certaines obligations comptables et fiscales sur la base de la loi.
        </p>
        <div className="mt-4" id="consentement">
          <ConsentSettingsButton />
        </div>
      </Part>
      <Part title="4. Durées de conservation">
        <ul className="list-disc space-y-1 pl-6">
          <li>Données de contact et de prospection&nbsp;: {p.contactRetentionYears} ans après notre dernier échange.</li>
          <li>Données contractuelles&nbsp;: {p.contractRetentionYears} ans en général, sauf obligation légale plus longue.</li>
          <li>Données de navigation&nbsp;: {p.navigationRetentionMonths} mois au maximum.</li>
        </ul>
      </Part>
      <Part title="5. Partage des données">
        <p>
          Vos données ne sont jamais vendues. Elles ne sont accessibles qu'à notre équipe et à nos sous-traitants
          techniques (hébergement en France, messagerie), liés par contrat et tenus à la même confidentialité. Aucun
          transfert hors de l'Union européenne n'a lieu sans garanties appropriées.
        </p>
      </Part>
      <Part title="6. Vos droits">
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité
          de vos données, ainsi que du droit de définir des directives sur leur sort après votre décès. Écrivez-nous à{' '}
          {mail}. Nous répondons dans un délai d'{p.rightsAnswerMonths === 1 ? 'un mois' : `${p.rightsAnswerMonths} mois`},
          prolongeable de {p.rightsExtensionMonths} mois si la demande est complexe.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL
          (www.cnil.fr).
        </p>
      </Part>
      <Part title="7. Sécurité">
        <p>
          Connexions chiffrées (HTTPS), accès restreints et journalisés, mots de passe hachés, sauvegardes régulières et
          protection des formulaires contre les abus&nbsp;: nous appliquons des mesures techniques et organisationnelles
          adaptées aux risques.
        </p>
      </Part>
      <Part title="8. Modifications">
        <p>
          Nous pouvons faire évoluer cette politique&nbsp;; la date de dernière mise à jour figure en haut de page. Pour toute
          question&nbsp;: {mail}.
        </p>
      </Part>
    </article>
  );
}
