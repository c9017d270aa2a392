import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { findProfile } from '../../domain/catalogue/assistant-profiles';
import { breadcrumbLd } from '../seo';
import { ProfileLoading, ProfilePage } from '../features/assistants';
import { pageMeta } from '../seo';
import type { Route } from './+types/employe';

export const meta = ({ params }: Route.MetaArgs) => {
  const profile = findProfile(params.id);
  if (!profile) return [{ title: 'Page non trouvée' }, { name: 'robots', content: 'noindex' }];
  const path = `/employe/${profile.id}`;
  return [
    ...pageMeta({
      title: `${profile.name}, ${profile.role}`,
      description: `${profile.overview} Dès ${profile.hourlyRate} €/h, disponible 24/7, réponse instantanée.`,
      path,
    }),
    breadcrumbLd([
      { name: 'Assistants IA', path: '/assistants-ia' },
      { name: profile.name, path },
    ]),
  ];
};

/** Unknown or non-numeric ids lead to the not-found page (a full load of them is already a 404 from the server). */
export default function Employe() {
  const { id } = useParams();
  const profile = findProfile(id);
  const navigate = useNavigate();

  useEffect(() => {
    if (!profile) void navigate('/404', { replace: true });
  }, [profile, navigate]);

  if (!profile) return <ProfileLoading />;
  return <ProfilePage key={profile.id} profile={profile} />;
}
