import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverCommandLine } from './server-command';

describe('the production server command', () => {
  it('is the one npm run serve runs', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe(serverCommandLine());
  });

  it('is the one the systemd unit and the deployment guide run', () => {
    const execStart = `ExecStart=${serverCommandLine('/usr/bin/node')}\n`;
    expect(readFileSync('deploy/synapse-ia@.service', 'utf8')).toContain(execStart);
    expect(readFileSync('docs/DEPLOY.md', 'utf8')).toContain(execStart);
  });
});
