import { ResourcePage } from '../features/brand-resources/resource-page';
import { SignatureEditor } from '../features/brand-resources/signature-editor';

export const meta = () => [{ title: 'Signatures e-mail | Synapse IA' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function SignaturesPage() {
  return (
    <ResourcePage
      title="Signatures e-mail"
      intro="La signature de chaque membre de l’agence : ajustez un champ si besoin, copiez-la, puis collez-la dans les réglages de votre messagerie."
    >
      <SignatureEditor />
    </ResourcePage>
  );
}
