import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const GIT_TIMEOUT_MS = 30_000;
const MAX_OUTPUT = 16 * 1024 * 1024;
const RECORD = '\x1e';
const FIELD = '\x1f';
const FORMAT = `--pretty=format:${RECORD}%H${FIELD}%an${FIELD}%ae${FIELD}%aI${FIELD}%s`;

export type FileStatus = 'modified' | 'added' | 'deleted' | 'renamed' | 'copied' | 'type-changed';

export interface GitCommit {
  hash: string;
  message: string;
  author: string;
  author_email: string;
  /** No image is fetched from another site: the panels draw the author's initials. */
  author_avatar: null;
  date: string;
  files: Array<{ path: string; status: FileStatus }>;
}

const statuses: Record<string, FileStatus> = { M: 'modified', A: 'added', D: 'deleted', R: 'renamed', C: 'copied', T: 'type-changed' };

/** Runs git with fixed arguments (never a shell string) in the given directory. */
async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, timeout: GIT_TIMEOUT_MS, maxBuffer: MAX_OUTPUT, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } });
  return stdout;
}

/** Why the directory cannot be read as a repository, or null when it can. */
export async function repositoryProblem(cwd: string): Promise<string | null> {
  try {
    const inside = await git(cwd, ['rev-parse', '--is-inside-work-tree']);
    if (inside.trim() !== 'true') return "Le serveur ne tourne pas dans un dépôt Git : l'historique n'est pas disponible.";
    await git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return "La commande git n'est pas installée sur le serveur : l'historique n'est pas disponible.";
    return "Le serveur ne tourne pas dans un dépôt Git (ou le dépôt n'a aucun commit) : l'historique n'est pas disponible.";
  }
}

function parseLog(output: string): GitCommit[] {
  return output
    .split(RECORD)
    .filter((chunk) => chunk.trim())
    .map((chunk) => {
      const [header = '', ...lines] = chunk.split('\n');
      const [hash = '', author = '', email = '', date = '', message = ''] = header.split(FIELD);
      const files = lines
        .filter((line) => line.trim())
        .map((line) => {
          const [code = '', ...paths] = line.split('\t');
          return { path: paths[paths.length - 1] ?? '', status: statuses[code.charAt(0)] ?? 'modified' };
        });
      return { hash, message, author, author_email: email, author_avatar: null, date, files };
    });
}

/** One page of history, newest first, with each commit's changed files. */
export async function readHistory(cwd: string, page: number, limit: number): Promise<{ commits: GitCommit[]; has_more: boolean }> {
  const skip = (page - 1) * limit;
  const output = await git(cwd, ['log', '--no-color', '--no-merges', FORMAT, '--name-status', '-M', `--skip=${skip}`, `--max-count=${limit + 1}`, 'HEAD']);
  const commits = parseLog(output);
  return { commits: commits.slice(0, limit), has_more: commits.length > limit };
}

/** Every commit since a date, with its changed files. */
export async function readSince(cwd: string, since: Date): Promise<GitCommit[]> {
  const output = await git(cwd, ['log', '--no-color', '--no-merges', FORMAT, '--name-status', '-M', `--since=${since.toISOString()}`, 'HEAD']);
  return parseLog(output);
}
