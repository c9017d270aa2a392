import { frenchDay } from '../calendar-day';
import { countOf } from '../numbers';
/** French messages of the back-office (back-office §5, §6, §8), written once. */
export const adminMessages = {
  loginRequired: "Veuillez saisir le nom d'utilisateur et le mot de passe",
  issueTokenFlag: 'Le champ issueToken doit valoir true ou false',
  roles: 'Les rôles sont ROLE_ADMIN (Admin), ROLE_USER (Utilisateur) ou les deux',
  badCredentials: 'Mot de passe incorrect',
  loginNetwork: "Erreur lors de l'authentification. Veuillez réessayer.",
  loginLocked: (minutes: number) =>
    `Trop de tentatives de connexion. Veuillez réessayer dans ${countOf(minutes, 'minute')}.`,
  loginSuccess: 'Connexion réussie',
  logoutSuccess: 'Déconnexion réussie',
  unauthorized: "Vous devez être connecté en tant qu'administrateur pour accéder à cette fonctionnalité",
  forbidden: "Vous n'avez pas les droits nécessaires pour effectuer cette action",
  badOrigin: 'Requête refusée : origine non autorisée',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  adminOnly: 'Action réservée aux administrateurs',
  readOnly: 'Lecture seule : votre rôle ne permet pas de modifier',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  passwordMin: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordMax: 'Le mot de passe ne peut pas dépasser 200 caractères',
  usernameFormat: "Le nom d'utilisateur doit contenir de 3 à 50 lettres, chiffres, points, tirets ou soulignés",
  usernameTaken: "Ce nom d'utilisateur existe déjà",
  userNotFound: 'Utilisateur introuvable',
  cannotDeleteAdmin: "Impossible de supprimer l'utilisateur admin principal",
  adminKeepsRole: "L'utilisateur admin principal doit garder le rôle administrateur",
  userCreated: 'Utilisateur ajouté avec succès',
  userUpdated: 'Utilisateur modifié avec succès',
  userDeleted: 'Utilisateur supprimé avec succès',
  availabilityFormat: 'Indiquez « away » : true pour absent, false pour disponible',
  userAway: (username: string) =>
    `${username} est noté absent : les nouvelles demandes et les leads ne lui sont plus attribués automatiquement`,
  userBack: (username: string) => `${username} est de nouveau disponible`,
  userAwayUntil: (username: string, day: string) =>
    `${username} est noté absent jusqu’à son retour le ${frenchDay(day)} : les nouvelles demandes et les leads ne lui sont plus attribués automatiquement d’ici là`,
  returnDay: 'La date de retour doit être un jour à venir, dans l’année (AAAA-MM-JJ)',
  returnWithoutAway: 'Une date de retour ne va qu’avec une absence (« away » : true)',
  requestNotFound: 'Demande introuvable',
  statusTransition: 'Ce changement de statut est impossible',
  statusUpdated: 'Statut mis à jour',
} as const;
