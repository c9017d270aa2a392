import type { Database } from '../../db/database';
import { settingsRepository } from './repository';
import { SETTINGS_CACHE_MS } from './service';

/**
 * A list kept in one row of site_settings beside the settings (the redirect domains, the agency's closures): read
 * again once the cached copy is older than a second, like the other settings, and replaced whole with who changed
 * it in the settings history.
 */
export function storedList<T>(db: Database, key: string, codec: { decode: (stored: string | undefined) => T[]; encode: (list: readonly T[]) => string }) {
  const repository = settingsRepository(db);
  let cached: { list: T[]; readAt: number } | undefined;
  let inFlight: Promise<T[]> | undefined;

  const load = async () => {
    const rows = await repository.readAll();
    const list = codec.decode(rows.find((row) => row.key === key)?.value);
    cached = { list, readAt: Date.now() };
    return list;
  };

  return {
    async current(): Promise<T[]> {
      if (cached && Date.now() - cached.readAt < SETTINGS_CACHE_MS) return cached.list;
      inFlight ??= load().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    async replace(list: readonly T[], by: string): Promise<T[]> {
      const before = codec.encode(await load());
      const value = codec.encode(list);
      if (value !== before) await repository.write([{ key, oldValue: before, value }], by, new Date());
      return load();
    },
  };
}

/** One service per database handle and key, so every reader of the list shares its cache. */
export function perDatabase<S>(create: (db: Database) => S): (db: Database) => S {
  const services = new WeakMap<Database, S>();
  return (db) => {
    let service = services.get(db);
    if (!service) {
      service = create(db);
      services.set(db, service);
    }
    return service;
  };
}
