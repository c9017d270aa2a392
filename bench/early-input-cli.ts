import { benchEarlyInput, EARLY_INPUT_TITLE, earlyInputTable, measureEarlyInput } from './early-input';
import { runSectionCli } from './section-cli';

/** `tsx bench/early-input-cli.ts [http://127.0.0.1:3000]`: input typed before hydration alone (bench/section-cli.ts). */
await runSectionCli({ title: EARLY_INPUT_TITLE, measure: measureEarlyInput, table: earlyInputTable, bench: benchEarlyInput, portOffset: 8 });
