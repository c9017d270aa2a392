import { Suspense } from 'react';
import { retryableLazy } from '../ui/retryable-lazy';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard, AuthFallback, authLinkClass } from '../features/admin/auth/auth-card';
import { LoginForm } from '../features/admin/auth/login-form';
import { keptHash } from '../../domain/admin-links';
import { OptionalPart, PartNotLoaded } from '../features/client-errors/optional-part';

/** The pages before the back-office opens, by path: the login, and those of a forgotten password (docs/decisions/0462). */
const pages: Record<string, { title: string; subtitle: string; form: 'forgot' | 'new' }> = {
  '/admin/login/mot-de-passe-oublie': { title: 'Mot de passe oublié', subtitle: 'Un lien pour en choisir un nouveau, à l’adresse de votre compte', form: 'forgot' },
  '/admin/login/nouveau-mot-de-passe': { title: 'Nouveau mot de passe', subtitle: 'Choisissez le mot de passe de votre compte', form: 'new' },
};
const loginPage = { title: 'Connexion administrateur', subtitle: "Accès au panel d'administration", form: 'login' } as const;
const pageOf = (pathname: string) => pages[pathname.replace(/\/$/, '')] ?? loginPage;

// Loaded when reached: the login's own route entry, listed in every first visit's manifest, stays as it was.
const ForgotPasswordForm = retryableLazy(() => import('../features/admin/auth/password-reset-forms').then((forms) => ({ default: forms.ForgotPasswordForm })));
const NewPasswordForm = retryableLazy(() => import('../features/admin/auth/password-reset-forms').then((forms) => ({ default: forms.NewPasswordForm })));

export const meta = ({ location }: { location: { pathname: string } }) => [
  { title: pageOf(location.pathname).title },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function clientLoader() {
  return null;
}

export const HydrateFallback = AuthFallback;

export default function AdminLogin() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  return (
    <AuthCard title={page.title} subtitle={page.subtitle}>
      {/* Keyed by page: the other form's code is tried again when its page is reached (decision 0513). */}
      <OptionalPart key={page.form} fallback={(retry) => (
          // The way back to the login is in the form that could not load: it stays under the message.
          <div className="space-y-4">
            <PartNotLoaded onRetry={retry} />
            <Link to="/admin/login" className={authLinkClass}>
              Retour à la connexion
            </Link>
          </div>
        )}>
        <Suspense fallback={<AuthFallback />}>
          {page.form === 'forgot' && <ForgotPasswordForm />}
          {page.form === 'new' && <NewPasswordForm />}
        </Suspense>
      </OptionalPart>
      {page.form === 'login' && <LoginForm onSuccess={() => navigate(`/admin${keptHash(window.location.hash)}`, { replace: true })} />}
    </AuthCard>
  );
}
