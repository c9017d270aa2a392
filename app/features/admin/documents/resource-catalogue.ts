/** Persona (back-office §3, local): the card's summary; the full file is markdown under /resources/personas/. */
export interface PersonaCard {
  id: string;
  name: string;
  role: string;
  company: string;
  sector: string;
  companySize: string;
  quote: string;
  fileName: string;
  generated: string;
}

export interface DocumentCard {
  id: string;
  title: string;
  description: string;
  fileName: string;
}

/** The ten personas of back-office §2.16, in the order of its fixed list. */
export const personas: PersonaCard[] = [
  { id: 'cdo-retail', name: 'Claire Dumont', role: 'Chief Digital Officer', company: 'Maison Lenoir', sector: 'Distribution spécialisée', companySize: '1 200 salariés, 85 magasins', quote: 'Je veux que le client soit reconnu en magasin comme sur le site.', fileName: 'cdo-retail', generated: '2026-11-02' },
  { id: 'ceo-cybersecurite', name: 'Marc Vidal', role: 'Président-directeur général', company: 'Bastion Sécurité', sector: 'Cybersécurité (services managés)', companySize: '140 salariés', quote: "Aucune donnée de nos clients ne doit sortir de l'Union européenne.", fileName: 'ceo-cybersecurite', generated: '2026-11-02' },
  { id: 'cfo-ecommerce', name: 'Sophie Marchal', role: 'Directrice administrative et financière', company: 'Atelier Papille', sector: 'E-commerce alimentaire', companySize: '60 salariés, 14 M€ de CA', quote: 'Montrez-moi le retour sur investissement au trimestre, pas en 2030.', fileName: 'cfo-ecommerce', generated: '2026-11-03' },
  { id: 'cto-startup', name: 'Thomas Nguyen', role: 'CTO et cofondateur', company: 'Flotte', sector: 'SaaS logistique', companySize: '25 salariés, série A', quote: "Je n'ai pas le temps de former une équipe IA\u00a0: il me faut des briques qui tiennent en production.", fileName: 'cto-startup', generated: '2026-11-03' },
  { id: 'directeur-marketing', name: 'Julien Robert', role: 'Directeur marketing', company: 'Verdier Cosmétiques', sector: 'Cosmétique', companySize: '320 salariés', quote: 'Mon équipe passe plus de temps à produire des déclinaisons qu’à réfléchir aux campagnes.', fileName: 'directeur-marketing', generated: '2026-11-04' },
  { id: 'directeur-rh', name: 'Nadia Benali', role: 'Directrice des ressources humaines', company: 'Groupe Solvéo', sector: 'Services aux entreprises', companySize: '850 salariés', quote: 'Trier 400 candidatures par poste, ce n’est pas du recrutement, c’est de la saisie.', fileName: 'directeur-rh', generated: '2026-11-04' },
  { id: 'directeur-transformation-digitale', name: 'Philippe Garnier', role: 'Directeur de la transformation digitale', company: 'Mutuelle Horizon', sector: 'Assurance et mutuelle', companySize: '2 000 salariés', quote: "Nos pilotes IA marchent tous. Aucun n'est passé à l'échelle.", fileName: 'directeur-transformation-digitale', generated: '2026-11-05' },
  { id: 'directrice-innovation', name: 'Élise Fontaine', role: "Directrice de l'innovation", company: 'Agroval', sector: 'Agroalimentaire', companySize: '1 500 salariés', quote: "J'ai besoin de démonstrateurs que le comité de direction peut toucher en six semaines.", fileName: 'directrice-innovation', generated: '2026-11-05' },
  { id: 'dsi-banque', name: 'Laurent Mercier', role: "Directeur des systèmes d'information", company: 'Banque Régionale du Centre', sector: 'Banque de détail', companySize: '3 400 salariés', quote: "Tout ce qui touche au client passe par la conformité, l'audit et la DORA.", fileName: 'dsi-banque', generated: '2026-11-06' },
  { id: 'responsable-innovation-industrie', name: 'Karim Haddad', role: "Responsable de l'innovation industrielle", company: 'Métallerie Rhône-Alpes', sector: 'Industrie (sous-traitance mécanique)', companySize: '420 salariés, 3 usines', quote: 'Nos meilleurs régleurs partent à la retraite avec leur savoir-faire.', fileName: 'responsable-innovation-industrie', generated: '2026-11-06' },
];

/** The six documentation files of back-office §2.16, under /resources/docs/. */
export const documents: DocumentCard[] = [
  { id: 'mcp-server-guide', title: 'Guide du serveur MCP', description: 'Ce que fait un serveur MCP, quand le proposer à un client et comment le présenter.', fileName: 'mcp-server-guide' },
  { id: 'mcp-integration', title: 'Intégration MCP', description: 'Brancher un serveur MCP sur les outils du client\u00a0: étapes, accès, sécurité.', fileName: 'mcp-integration' },
  { id: 'mcp-deployment', title: 'Déploiement MCP', description: 'Mettre un serveur MCP en production, le surveiller et le faire évoluer.', fileName: 'mcp-deployment' },
  { id: 'mcp-prompts', title: 'Prompts MCP', description: 'Écrire des prompts et des outils MCP fiables, avec des exemples prêts à adapter.', fileName: 'mcp-prompts' },
  { id: 'n8n-workflows', title: 'Workflows n8n', description: 'Nos workflows d’automatisation types, leur chiffrage et leur maintenance.', fileName: 'n8n-workflows' },
  { id: 'freelance-workflow', title: 'Workflow freelance', description: 'Du premier contact à la facturation\u00a0: comment nous travaillons avec les freelances.', fileName: 'freelance-workflow' },
];
