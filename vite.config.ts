import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const COMMON_DIR = dir('./src/common/');

/**
 * React Router's package exports point every bundler at its development build (warnings and
 * checks included); the production build is the same API without them.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: dir('./node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: dir('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const DECLARATIONS_WITHOUT_CALLS = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'Literal',
  'Identifier',
]);

/**
 * A zod schema is built by plain calls, which a bundler must assume to have side effects: a page
 * that used one constant of a contract (`src/common/contracts/*`) downloaded every schema of it,
 * and zod with them. The shared modules that import zod only declare things at their top level,
 * so each top-level initializer is marked as a pure call here (`(() => init)()` with a
 * `@__PURE__` note): the bundler keeps what some page uses and drops the rest. Evaluation order
 * and values are unchanged.
 */
function pureSharedDeclarations(): Plugin {
  return {
    name: 'tafawuq:pure-shared-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(COMMON_DIR) || !/\bfrom\s*["']zod/.test(code)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && !DECLARATIONS_WITHOUT_CALLS.has(init.type)) inits.push(init);
        }
      }
      let out = code;
      for (const init of inits.reverse()) {
        const expression = out.slice(init.start, init.end);
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${expression}))()${out.slice(init.end)}`;
      }
      return inits.length ? { code: out, map: null } : null;
    },
  };
}

export default defineConfig(({ command }) => ({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [react(), tailwindcss(), pureSharedDeclarations()],
  resolve: {
    alias: [
      ...(command === 'build' ? reactRouterProduction : []),
      { find: '@', replacement: dir('./src/web') },
      { find: '@common', replacement: dir('./src/common') },
    ],
  },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The app, and the pre-rendered public pages with their few lines of script.
      input: { main: dir('./src/web/index.html'), public: dir('./src/web/public.html') },
      output: {
        // Icon groups are named after every page that shares them: keep their file names short.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Icons are a few hundred bytes each, and every file costs a request (a hundred on a
            // dashboard, over HTTP/1.1): icons used by the same pages share a file, and groups
            // under 4 kB join their closest neighbour.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
