import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverCommandLine } from './scripts/server-command';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// One fresh database per run; workers inherit the name through the environment.
process.env.E2E_DATABASE_FILE ??= join(tmpdir(), `e2e-${Date.now()}-${process.pid}.sqlite`);
export const e2eDatabaseFile = process.env.E2E_DATABASE_FILE;
export const e2eAdminPassword = 'E2e-Admin-Password-1';
/** The server's daily backup runs at its start: into a directory of this run, never the working tree. */
export const e2eBackupDir = `${e2eDatabaseFile}-backups`;

const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // Two workers, their browsers and the server share the machine's two cores: a journey of a dozen steps through
  // the back-office takes 25-40 s there, and twice that when the machine is busier
  // (docs/decisions/0415-browser-test-waits-for-a-busy-machine.md). A step that never happens still fails.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    // The animated backgrounds redraw a full-screen canvas every frame: idle on /admin they cost the browsers
    // 1.4 cores against 0.3 with reduced motion, starving the pages under test (docs/decisions/0414-tests-in-reduced-motion.md).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions }, grep: /@mobile/ },
  ],
  webServer: {
    command: serverCommandLine(),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${e2eDatabaseFile}`,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: e2eAdminPassword,
      BACKUP_DIR: e2eBackupDir,
      NODE_ENV: 'production',
    },
  },
});
