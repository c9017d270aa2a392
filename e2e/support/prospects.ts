import { phoneKey } from '../../domain/prospects/phone-key';
import { searchTextOf } from '../../domain/prospects/search-text';
import { execute } from './admin';
import { queryRows } from './database';

interface ProspectToInsert {
  nom: string;
  prenom: string;
  email: string;
  entreprise: string;
  telephone?: string;
  fonction?: string;
  source?: string;
  statut?: string;
}

/** A prospect stored directly, searchable and comparable by phone as the server would have written it; answers its id. */
export function insertProspect(row: ProspectToInsert): number {
  const full = { telephone: '06 11 22 33 44', fonction: 'Gérante', source: 'manuel', statut: 'Lead', ...row };
  execute(
    `insert into prospects (nom, prenom, email, telephone, entreprise, fonction, source, date_ajout, statut, is_contacted, commentaire, search_text, phone_key)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, '', ?, ?)`,
    full.nom,
    full.prenom,
    full.email,
    full.telephone,
    full.entreprise,
    full.fonction,
    full.source,
    new Date().toISOString(),
    full.statut,
    searchTextOf(full),
    phoneKey(full.telephone),
  );
  return queryRows<{ id: number }>('select id from prospects where email = ? and nom = ? order by id desc limit 1', full.email, full.nom)[0]!.id;
}
