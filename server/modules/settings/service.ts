import { randomBytes } from 'node:crypto';
import type { Settings, SettingsUpdate } from '../../../domain/settings/settings-schema';
import type { Database } from '../../db/database';
import { decodeSettings, encodeSetting, settingKeys, settingNames } from './setting-codec';
import { settingsRepository } from './repository';

/** Every instance re-reads the settings at least this often, so all of them agree within a second. */
export const SETTINGS_CACHE_MS = 1000;
const HISTORY_LIMIT = 10;

type Listener = (settings: Settings) => void;

function createSettingsService(db: Database) {
  const repository = settingsRepository(db);
  const listeners = new Set<Listener>();
  let cached: { settings: Settings; readAt: number } | undefined;
  let inFlight: Promise<Settings> | undefined;
  let lastSeen = '';

  const load = async (): Promise<Settings> => {
    const settings = decodeSettings(await repository.readAll());
    cached = { settings, readAt: Date.now() };
    const fingerprint = JSON.stringify(settings);
    if (fingerprint !== lastSeen) {
      lastSeen = fingerprint;
      for (const listener of listeners) listener(settings);
    }
    return settings;
  };

  const known = (): Settings | undefined => (cached && Date.now() - cached.readAt < SETTINGS_CACHE_MS ? cached.settings : undefined);

  return {
    /** The settings as stored, read again once the cached copy is older than a second. */
    async current(): Promise<Settings> {
      const fresh = known();
      if (fresh) return fresh;
      inFlight ??= load().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },

    /** The cached settings while they are under a second old, without waiting; otherwise undefined. */
    known,

    /** Called with the settings each time this instance sees them change (and once at the first read). */
    onChange(listener: Listener): () => void {
      listeners.add(listener);
      if (cached) listener(cached.settings);
      return () => listeners.delete(listener);
    },

    /** Stores the values that differ from the stored ones, with who changed them; answers the new settings. */
    async update(changes: SettingsUpdate, by: string, at = new Date()): Promise<Settings> {
      const before = decodeSettings(await repository.readAll());
      const writes = settingNames
        .filter((name) => changes[name] !== undefined && changes[name] !== before[name])
        .map((name) => ({ key: settingKeys[name], oldValue: encodeSetting(before[name]), value: encodeSetting(changes[name] as Settings[typeof name]) }));
      if (writes.length) await repository.write(writes, by, at);
      return load();
    },

    /** A secret made by the server and kept beside the settings, out of their answer and history. */
    secret: (key: string) => repository.readOrCreate(key, randomBytes(32).toString('hex'), new Date()),
    async renewSecret(key: string): Promise<string> {
      const value = randomBytes(32).toString('hex');
      await repository.replace(key, value, new Date());
      return value;
    },

    /** Daily work done once across instances: see the repository's `claimDay` and `releaseDay`. */
    claimDay: (key: string, day: string, at = new Date()) => repository.claimDay(key, day, at),
    releaseDay: (key: string, day: string, at = new Date()) => repository.releaseDay(key, day, at),
    /**
     * Work done once per day (or week) across instances: the period is claimed before `work` runs, and given back
     * when `work` answers false or throws, so that a later try does it. False when another run had claimed it.
     */
    async oncePer(key: string, period: string, at: Date, work: () => Promise<boolean>): Promise<boolean> {
      if (!(await repository.claimDay(key, period, at))) return false;
      let done = false;
      try {
        done = await work();
      } finally {
        if (!done) await repository.releaseDay(key, period, at);
      }
      return true;
    },

    /** The screen's view: values, the latest change and the last ten changes. */
    async overview() {
      const [rows, history, settings] = await Promise.all([repository.readAll(), repository.history(HISTORY_LIMIT), load()]);
      const nameOf = new Map(settingNames.map((name) => [settingKeys[name], name]));
      const latest = rows.filter((row) => row.updatedBy).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      return {
        settings,
        updatedAt: latest?.updatedAt ?? null,
        updatedBy: latest?.updatedBy ?? null,
        history: history
          .filter((change) => nameOf.has(change.key))
          .map((change) => ({ setting: nameOf.get(change.key) as keyof Settings, oldValue: change.oldValue, newValue: change.newValue, changedBy: change.changedBy, changedAt: change.changedAt })),
      };
    },
  };
}

type SettingsService = ReturnType<typeof createSettingsService>;

const services = new WeakMap<Database, SettingsService>();

/** One settings service per database handle, so the modules that read settings share its cache. */
export function settingsService(db: Database): SettingsService {
  let service = services.get(db);
  if (!service) {
    service = createSettingsService(db);
    services.set(db, service);
  }
  return service;
}
