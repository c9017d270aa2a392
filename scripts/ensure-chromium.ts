import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Browser tests drive the system Chromium; nothing downloads a browser of its own. */
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function install(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  process.stdout.write('Chromium absent : installation du paquet Debian « chromium »…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(chromiumPath);
}

if (!existsSync(chromiumPath) && !install()) {
  process.stderr.write(
    `Chromium est introuvable (${chromiumPath}).\n` +
      'Installez-le avec « sudo apt-get install chromium » (Debian/Ubuntu), ou indiquez son chemin dans CHROME_PATH.\n',
  );
  process.exit(1);
}
