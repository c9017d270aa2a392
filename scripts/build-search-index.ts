import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedPaths } from '../app/prerendered-paths';
import { buildSearchIndex, SEARCH_INDEX_FILE } from '../domain/search/build-index';

/** Writes the static site search index beside the pre-rendered pages (before they are compressed). */
const siteDir = process.env.SITE_DIR ?? 'build/client';
const index = buildSearchIndex(prerenderedPaths, new Date());
writeFileSync(join(siteDir, SEARCH_INDEX_FILE), JSON.stringify(index));
process.stdout.write(`Index de recherche : ${index.pages.length} pages, ${index.assistants.length} offres.\n`);
