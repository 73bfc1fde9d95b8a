import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The server (port 3000) serves the API and sockets; in development Vite proxies to it so the
// browser sees one origin, exactly like production where the server also serves `dist`.
const apiTarget = 'http://127.0.0.1:3000';

/** Text the browser downloads; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the strongest settings:
 * compressing once here costs the server nothing per request (it picks the file that matches
 * `Accept-Encoding`, see the server's plugins/web-app.ts). A compressed copy that would not be
 * smaller is left out, and the server then sends the original.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'solace:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The one font file every page uses (app/fonts.css) is otherwise found only once the scripts have
 * run and drawn text: preloading it from index.html fetches it alongside the scripts.
 */
function preloadFont(): Plugin {
  return {
    name: 'solace:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Solace's theme is a plain one (no `colorSchemes`, no `cssVariables`), and for such a theme
 * MUI's `createTheme` and `ThemeProvider` always take their plain path. Their CSS-variables path
 * (color-scheme storage, the variables provider, the variables theme: about 6 KB gzip) is still
 * imported by them and so reached every page. In the production build the two modules are
 * replaced by their plain path alone; a theme that asks for CSS variables fails the build's
 * first render loudly instead of silently losing them (issue 13, the home page budget).
 */
function muiPlainThemeOnly(): Plugin {
  const PLAIN: Record<string, (dir: string) => string> = {
    './createTheme.mjs': (dir) => `
      import createThemeNoVars from ${JSON.stringify(path.join(dir, 'createThemeNoVars.mjs'))};
      export default function createTheme(options = {}, ...args) {
        if ('colorSchemes' in options || options.cssVariables) {
          throw new Error('This build supports plain MUI themes only (see vite.config.ts).');
        }
        return createThemeNoVars(options, ...args);
      }`,
    './ThemeProvider.mjs': (dir) => `
      import * as React from 'react';
      import ThemeProviderNoVars from ${JSON.stringify(path.join(dir, 'ThemeProviderNoVars.mjs'))};
      import THEME_ID from ${JSON.stringify(path.join(dir, 'identifier.mjs'))};
      export default function ThemeProvider({ theme, ...props }) {
        const plainTheme = React.useMemo(() => {
          if (typeof theme === 'function') return theme;
          const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
          if ('colorSchemes' in muiTheme || 'vars' in muiTheme) {
            throw new Error('This build supports plain MUI themes only (see vite.config.ts).');
          }
          // As MUI does: no inheriting variables from an outer theme.
          return { ...theme, vars: null };
        }, [theme]);
        return React.createElement(ThemeProviderNoVars, { theme: plainTheme, ...props });
      }`,
  };
  const STYLES_DIR = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+$/;
  return {
    name: 'solace:mui-plain-theme-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !STYLES_DIR.test(importer) || !(source in PLAIN)) return null;
      return `\0solace-mui-plain:${path.join(path.dirname(importer), source)}`;
    },
    load(id) {
      if (!id.startsWith('\0solace-mui-plain:')) return null;
      const file = id.slice('\0solace-mui-plain:'.length);
      return PLAIN[`./${path.basename(file)}`]!(path.dirname(file));
    },
  };
}

/**
 * The production build runs on Preact's React compatibility layer instead of react-dom: the same
 * API in about a sixth of the download (issue 13, the home page's JavaScript budget). Development
 * and the unit tests keep React itself, with its warnings and dev tools; the browser suite runs
 * the production build, so every journey is checked on Preact.
 */
// Absolute files: the bundler then knows `react` and `react-dom` are one module, not two.
const preactFile = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const preactInsteadOfReact = [
  { find: /^react$/, replacement: preactFile('preact/compat') },
  { find: /^react-dom$/, replacement: preactFile('preact/compat') },
  { find: /^react-dom\/client$/, replacement: preactFile('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: preactFile('preact/compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preactFile('preact/compat/jsx-dev-runtime') },
];

export default defineConfig(({ command }) => ({
  // Pinned so `vite build` gives the same output whichever directory it is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), muiPlainThemeOnly(), preloadFont(), precompress()],
  resolve: { alias: command === 'build' ? preactInsteadOfReact : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router looks for React 19's useOptimistic, which Preact does not have, and
        // falls back on its own when it is missing: nothing to warn about.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React (Preact in the build) and the router, and they change far
            // less often than the app: one chunk of their own stays cached across releases.
            // Everything else is split by route (app/router.tsx), so a page downloads only the
            // libraries it uses: no catch-all vendor chunk, which would put the calendar on the
            // home page.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|preact)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
}));
