import { ADMIN_FIRST_VIEW_TITLE, adminFirstViewTable, benchAdminFirstView, measureAdminFirstView } from './admin-first-view';
import { runSectionCli } from './section-cli';

/** `tsx bench/admin-first-view-cli.ts [http://127.0.0.1:3000]`: the admin's first view alone (bench/section-cli.ts). */
await runSectionCli({ title: ADMIN_FIRST_VIEW_TITLE, measure: measureAdminFirstView, table: adminFirstViewTable, bench: benchAdminFirstView, portOffset: 6 });
