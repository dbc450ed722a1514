// Bundles the server into one ESM file; npm packages stay external and load from node_modules.
// `--outdir=DIR` writes elsewhere than dist/server (to try a bundle without touching dist/).
import { build } from 'esbuild';

const outdir =
  process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ??
  'dist/server';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'admin-create': 'scripts/admin-create.ts',
    'backup-restore': 'src/server/cli/backup-restore.ts',
    // Started by modules/math/expression-worker.ts as `./expression-worker-entry.js` beside main.js.
    'expression-worker-entry': 'src/server/modules/math/expression-worker-entry.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
