import { notificationDefaults } from '../../../domain/notifications/notification-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settingsMessages } from '../../../domain/settings/settings-schema';
import { salesGoalMessage } from '../../../domain/prospects/sales-goal';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { buildTestAppWithReader, loginAs, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { buildTwoInstances, type TwoInstances } from '../../test/two-instances';
import { SETTINGS_CACHE_MS } from './service';

describe.each(databaseKinds)('settings API on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  beforeAll(async () => ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lecteur')));
  afterAll(() => ctx.close());

  const read = (headers: Record<string, string> = { cookie: admin.cookie }) => ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
  const save = (payload: object, headers = admin.cookieWrite) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });

  it('answers the defaults of a fresh site', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      settings: {
        maintenanceMode: false,
        testEnvironment: false,
        detailedLogging: false,
        alertEmail: '',
        cpuAlertThreshold: 80,
        requireComplexPasswords: false,
        requireTwoFactor: false,
        sessionIdleMinutes: 30,
        publicBackground: 'cognitive-nodes',
        backupsKept: 14,
        ...notificationDefaults,
        idleDaysLead: 14,
        idleDaysQualified: 14,
        idleDaysToContact: 14,
        idleDaysMeeting: 14,
        idleDaysImported: 14,
        monthlyWonGoal: 0,
      },
      updatedAt: null,
      updatedBy: null,
      history: [],
    });
  });

  it.each([
    [{ cpuAlertThreshold: 49 }, settingsMessages.cpuThreshold],
    [{ cpuAlertThreshold: 96 }, settingsMessages.cpuThreshold],
    [{ cpuAlertThreshold: 80.5 }, settingsMessages.cpuThreshold],
    [{ cpuAlertThreshold: '80' }, settingsMessages.cpuThreshold],
    [{ alertEmail: 'pas-une-adresse' }, settingsMessages.alertEmail],
    [{ sessionIdleMinutes: 2 }, settingsMessages.sessionIdle],
    [{ maintenanceMode: 'oui' }, settingsMessages.switchValue],
    [{}, settingsMessages.nothingToSave],
    [{ publicBackground: 'papier-peint' }, settingsMessages.background],
    [{ monthlyWonGoal: -1 }, salesGoalMessage],
    [{ monthlyWonGoal: 100_000_001 }, salesGoalMessage],
    [{ monthlyWonGoal: 1500.5 }, salesGoalMessage],
  ])('refuses %j with a French 400 and changes nothing', async (payload, message) => {
    const response = await save({ ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().message).toBe(message);
    expect((await read()).json().settings.cpuAlertThreshold).toBe(80);
  });

  it('refuses an unknown setting', async () => {
    const response = await save({ cpuAlertThreshold: 70, rootAccess: true });
    expect(response.statusCode).toBe(400);
    expect((await read()).json().settings.cpuAlertThreshold).toBe(80);
  });

  it('stores a change with who made it, and lists it in the history', async () => {
    const response = await save({ cpuAlertThreshold: 90, alertEmail: 'ops@exemple.fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: settingsMessages.saved, updatedBy: 'admin' });
    const body = (await read({ 'x-api-key': reader.token })).json();
    expect(body.settings).toMatchObject({ cpuAlertThreshold: 90, alertEmail: 'ops@exemple.fr' });
    expect(body.updatedBy).toBe('admin');
    expect(body.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ setting: 'cpuAlertThreshold', oldValue: '80', newValue: '90', changedBy: 'admin' }),
        expect.objectContaining({ setting: 'alertEmail', oldValue: '', newValue: 'ops@exemple.fr', changedBy: 'admin' }),
      ]),
    );
    const again = await save({ cpuAlertThreshold: 90 });
    expect(again.json().history.filter((change: { setting: string }) => change.setting !== 'publicBackground')).toHaveLength(2);
  });

  it('makes the chosen background the public default, read by /api/site-status', async () => {
    expect((await save({ publicBackground: 'hexagon' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/site-status' })).json().background).toBe('hexagon');
    expect((await save({ publicBackground: 'hexagon' }, { 'x-api-key': reader.token } as never)).statusCode).toBe(403);
    expect((await save({ publicBackground: 'cognitive-nodes' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/site-status' })).json().background).toBe('cognitive-nodes');
  });

  it('lets ROLE_USER read the settings and refuses every change', async () => {
    expect((await read({ 'x-api-key': reader.token })).statusCode).toBe(200);
    const refused = await save({ cpuAlertThreshold: 60 }, { 'x-api-key': reader.token } as never);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(adminMessages.forbidden);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: { cpuAlertThreshold: 60 } })).statusCode).toBe(401);
    expect((await read()).json().settings.cpuAlertThreshold).toBe(90);
  });
});

describe.each(databaseKinds)('settings shared by two instances on %s', (kind) => {
  let instances: TwoInstances;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Real loggers (at 'error', so little is printed): detailed logging changes their level.
    instances = await buildTwoInstances(kind, { LOG_LEVEL: 'error', RATE_LIMITS: 'off' });
    ({ first, second } = instances);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => instances.close());

  it('switches the log level live, on the instance that saved and, within a second, on the other', async () => {
    const { token } = await loginAs({ app: first, config: instances.config });
    const status = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/site-status' }).then((r) => r.json());
    await status(second);
    expect(first.log.level).toBe('error');
    expect(second.log.level).toBe('error');

    const put = (payload: object) => first.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': token }, payload });
    expect((await put({ detailedLogging: true, testEnvironment: true })).statusCode).toBe(200);
    expect(first.log.level).toBe('debug');

    // Only the clock moves: the other instance's copy is now older than its cache allows.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SETTINGS_CACHE_MS + 1 });
    expect(await status(second)).toEqual({ maintenance: false, testEnvironment: true, background: 'cognitive-nodes', closures: [] });
    expect(second.log.level).toBe('debug');

    vi.setSystemTime(Date.now() + SETTINGS_CACHE_MS + 1);
    expect((await put({ detailedLogging: false })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + SETTINGS_CACHE_MS + 1);
    await status(second);
    expect(first.log.level).toBe('error');
    expect(second.log.level).toBe('error');
  });
});
