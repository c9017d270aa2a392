import { extname } from 'node:path';
import { commitTypeLabels, commitTypeOf, commitTypes, type CommitType } from './commit-types';
import { readHistory, readSince, repositoryProblem, type GitCommit } from './git-log';
import { DAY_MS } from '../../../domain/calendar-day';

const percent = (part: number, total: number) => (total ? Math.round((part / total) * 1000) / 10 : 0);

function share<K extends string>(counts: Map<K, number>, total: number) {
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => ({ key, count, percentage: percent(count, total) }));
}

/** The §3 git summary of the commits of a period. */
function summarize(commits: GitCommit[], days: number, now: Date) {
  const types = new Map<CommitType, number>();
  const extensions = new Map<string, number>();
  const authors = new Map<string, number>();
  const perDay = new Map<string, number>();
  let files = 0;
  for (const commit of commits) {
    const type = commitTypeOf(commit.message);
    types.set(type, (types.get(type) ?? 0) + 1);
    authors.set(commit.author, (authors.get(commit.author) ?? 0) + 1);
    const day = commit.date.slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    for (const file of commit.files) {
      files += 1;
      const extension = extname(file.path).replace('.', '').toLowerCase() || 'sans extension';
      extensions.set(extension, (extensions.get(extension) ?? 0) + 1);
    }
  }
  const order = [...commitTypes.map((t) => t.type), 'other'] as CommitType[];
  return {
    total_commits: commits.length,
    commits_per_day: Math.round((commits.length / days) * 100) / 100,
    days_analyzed: days,
    commit_types: order
      .filter((type) => types.has(type))
      .map((type) => ({ type, label: commitTypeLabels[type], count: types.get(type) ?? 0, percentage: percent(types.get(type) ?? 0, commits.length) })),
    file_types: share(extensions, files).map(({ key, count, percentage }) => ({ extension: key, count, percentage })),
    authors: share(authors, commits.length).map(({ key, count, percentage }) => ({ name: key, commits: count, percentage })),
    daily: [...perDay].sort((a, b) => a[0].localeCompare(b[0])).map(([date, count]) => ({ date, count })),
    recent_commits: commits.slice(0, 5).map((c) => ({ hash: c.hash, message: c.message, author: c.author, date: c.date, type: commitTypeOf(c.message) })),
    last_update: commits[0]?.date ?? null,
    generated_at: now.toISOString(),
  };
}

/** Git activity of the repository the server runs from; demo mode, with its reason, when there is none. */
export function gitService(repositoryDir: string) {
  return {
    async history(page: number, limit: number) {
      const reason = await repositoryProblem(repositoryDir);
      if (reason) return { commits: [], has_more: false, demo_mode: true, reason };
      const { commits, has_more } = await readHistory(repositoryDir, page, limit);
      return { commits: commits.map((c) => ({ ...c, type: commitTypeOf(c.message) })), has_more, demo_mode: false, reason: null };
    },
    async summary(days: number, now = new Date()) {
      const reason = await repositoryProblem(repositoryDir);
      if (reason) return { ...summarize([], days, now), demo_mode: true, reason };
      const commits = await readSince(repositoryDir, new Date(now.getTime() - days * DAY_MS));
      return { ...summarize(commits, days, now), demo_mode: false, reason: null };
    },
  };
}
