import { readFile, statfs } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';

interface Sample {
  at: number;
  idle: number;
  total: number;
  rx: number;
  tx: number;
}

interface SystemResources {
  cpu: { usage: number; load: number[]; cores: number };
  memory: { used: number; total: number; percentage: number };
  disk: { used: number; total: number; percentage: number } | null;
  network: { rx: number; tx: number } | null;
}

/** Bytes received and sent by every interface except loopback, or null off Linux. */
async function networkCounters(): Promise<{ rx: number; tx: number } | null> {
  try {
    const text = await readFile('/proc/net/dev', 'utf8');
    let rx = 0;
    let tx = 0;
    for (const line of text.split('\n').slice(2)) {
      const [name, data] = line.split(':');
      if (!name || !data || name.trim() === 'lo') continue;
      const fields = data.trim().split(/\s+/).map(Number);
      rx += fields[0] ?? 0;
      tx += fields[8] ?? 0;
    }
    return { rx, tx };
  } catch {
    return null;
  }
}

async function sample(): Promise<Sample & { hasNetwork: boolean }> {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  const net = await networkCounters();
  return { at: Date.now(), idle, total, rx: net?.rx ?? 0, tx: net?.tx ?? 0, hasNetwork: net !== null };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

let previous: Sample | undefined;

/** CPU and network are rates: measured between this call and the last one (or a short fresh interval). */
export async function readSystemResources(): Promise<SystemResources> {
  if (!previous || Date.now() - previous.at > 60_000) {
    previous = await sample();
    await sleep(200);
  }
  const current = await sample();
  const seconds = Math.max(0.001, (current.at - previous.at) / 1000);
  const busy = current.total - previous.total - (current.idle - previous.idle);
  const cpuUsage = percent(busy, current.total - previous.total);
  const network = current.hasNetwork
    ? { rx: Math.max(0, Math.round((current.rx - previous.rx) / seconds)), tx: Math.max(0, Math.round((current.tx - previous.tx) / seconds)) }
    : null;
  previous = current;

  const totalMemory = os.totalmem();
  const usedMemory = totalMemory - os.freemem();
  let disk: SystemResources['disk'] = null;
  try {
    const stats = await statfs(process.cwd());
    const total = stats.blocks * stats.bsize;
    const used = total - stats.bfree * stats.bsize;
    disk = { used, total, percentage: percent(used, total) };
  } catch {
    disk = null;
  }
  return {
    cpu: { usage: cpuUsage, load: os.loadavg().map((value) => Math.round(value * 100) / 100), cores: os.cpus().length },
    memory: { used: usedMemory, total: totalMemory, percentage: percent(usedMemory, totalMemory) },
    disk,
    network,
  };
}
