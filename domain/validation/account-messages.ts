/**
 * French messages of one's own account: its password, address, sessions and second factor (decisions 0457-0462,
 * 0536). Apart from `adminMessages`, which the public pages' error reading imports: none of these weighs on a
 * visitor's first visit.
 */
export const accountMessages = {
  twoFactorRequired: 'La double authentification est exigée pour votre compte : activez-la pour continuer',
  currentPasswordRequired: 'Saisissez votre mot de passe actuel',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  samePassword: 'Le nouveau mot de passe doit être différent de l’actuel',
  resetLogin: "Saisissez votre nom d'utilisateur ou votre adresse e-mail",
  resetSent: 'Si ce compte existe et a une adresse e-mail, un lien pour choisir un nouveau mot de passe vient d’y être envoyé. Il est valable 30 minutes.',
  resetLinkInvalid: 'Ce lien n’est plus valable (déjà utilisé, remplacé par un plus récent ou vieux de plus de 30 minutes) : demandez-en un nouveau',
  resetDone: 'Mot de passe modifié : connectez-vous avec le nouveau',
  resetSubject: 'Choisir un nouveau mot de passe',
  sessionNotFound: 'Session introuvable ou déjà fermée',
  sessionEnded: 'Session fermée : elle devra se reconnecter',
  otherSessionsEnded: (count: number) => (count === 0 ? 'Aucune autre session ouverte' : count === 1 ? 'Une autre session fermée' : `${count} autres sessions fermées`),
  ownPasswordChanged: 'Mot de passe modifié : vos autres sessions et vos clés API sont fermées',
  ownEmailSaved: (email: string) => `Adresse e-mail enregistrée : le back-office vous écrit désormais à ${email}`,
  ownEmailRemoved: 'Adresse e-mail retirée : le back-office ne vous écrit plus',
  ownEmailLoadError: 'Erreur lors du chargement de votre adresse e-mail',
  formerAddressSubject: 'L’adresse e-mail de votre compte a changé',
  formerAddressText: ({ username, replaced, by }: { username: string; replaced: boolean; by?: string }) =>
    [
      'Bonjour,',
      '',
      `L’adresse e-mail du compte « ${username} » du back-office vient d’être ${replaced ? 'remplacée' : 'retirée'}${by ? ` par l’administrateur « ${by} »` : ''} : le back-office n’écrira plus à celle-ci.`,
      '',
      'Si ce changement ne vient ni de vous ni d’une demande de votre part, changez votre mot de passe et prévenez un administrateur.',
    ].join('\n'),
} as const;
