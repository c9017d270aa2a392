import type { Database } from '../../db/database';
import { siteSettingsRepository } from './repository';

/** The owner of site_settings: other modules read or switch the maintenance flag through it. */
export function siteSettingsService(db: Database) {
  const settings = siteSettingsRepository(db);
  return {
    isMaintenance: () => settings.isMaintenance(),
    setMaintenance: (on: boolean) => settings.setMaintenance(on),
  };
}
