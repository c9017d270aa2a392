import { ResourcePage } from '../features/brand-resources/resource-page';
import { SignatureEditor } from '../features/brand-resources/signature-editor';

export const meta = () => [
  { title: 'Signatures e-mail | Synapse IA' },
  { name: 'description', content: 'Les signatures e-mail de l’équipe Synapse IA, à copier en HTML ou en texte dans votre messagerie.' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SignaturesPage() {
  return (
    <ResourcePage
      title="Signatures e-mail"
      intro="La signature de chaque membre de l’agence&nbsp;: ajustez un champ si besoin, copiez-la, puis collez-la dans les réglages de votre messagerie."
    >
      <SignatureEditor />
    </ResourcePage>
  );
}
