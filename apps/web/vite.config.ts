import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
} from 'vite';
import {
  basePath,
  buildLanguage,
  htmlLanguage,
  otherLanguageBuilds,
  wordsConditions,
} from './build/language-builds.ts';
import { precompileWords } from './build/words-plugin.ts';
import react from '@vitejs/plugin-react';

// The server (port 3000) serves the API and sockets; in development Vite proxies to it so the
// browser sees one origin, exactly like production where the server also serves `dist`.
const apiTarget = 'http://127.0.0.1:3000';

/** The language this build speaks (SOLACE_LANGUAGE; build/language-builds.ts). */
const language = buildLanguage();

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
    // The server render (ssr/) is read from disk by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverRenderDir = path.join(outDir, 'ssr') + path.sep;
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith(serverRenderDir),
      );
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
 * The font files every page uses (app/fonts.css: Inter, and Noto Sans Devanagari on Hindi pages)
 * are otherwise found only once the scripts have run and drawn text: preloading them from
 * index.html fetches them alongside the scripts.
 */
function preloadFont(): Plugin {
  return {
    name: 'solace:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // Hindi pages draw Devanagari in Noto at once (app/fonts.css), English ones never.
        const faces = [/inter-latin-wght-normal-[\w-]+\.woff2$/];
        if (language === 'hi') faces.push(/noto-sans-devanagari-hindi-wght-[\w-]+\.woff2$/);
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          faces.some((face) => face.test(file)),
        );
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `${basePath(language)}${font}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** A style sheet this small costs less inline than a request that holds up the first paint. */
const INLINE_CSS_MAX_BYTES = 4096;

/**
 * Puts index.html's own small style sheet (app/fonts.css: the @font-face rule) into the page: a
 * linked style sheet blocks the first paint until it arrives, and on a slow network it queues
 * behind the scripts the page preloads, so the server-drawn page would wait for it.
 */
function inlineSmallCss(): Plugin {
  return {
    name: 'solace:inline-small-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, href: string) => {
            const asset = ctx.bundle?.[href.slice(basePath(language).length - 1)];
            if (asset?.type !== 'asset' || typeof asset.source !== 'string') return tag;
            if (asset.source.length > INLINE_CSS_MAX_BYTES) return tag;
            return `<style>${asset.source}</style>`;
          },
        );
      },
    },
  };
}

/** Where the browser build lists its chunks, relative to its folder (read by the server render). */
const CLIENT_MANIFEST = 'ssr/client-manifest.json';

/** The server render's entry (see its header), built for Node beside the browser's build. */
export const SSR_ENTRY = 'src/ssr/render-public-page.tsx';

/**
 * After the browser's build, the same config builds the server render into `<outDir>/ssr`, so
 * that one `vite build` (and `--outDir`) gives both halves of the same release. The server
 * imports it as plain JavaScript and never serves that folder (plugins/web-app.ts).
 */
function serverRender(): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'solace:server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        configFile,
        mode,
        logLevel: 'warn',
        build: {
          ssr: SSR_ENTRY,
          outDir: path.join(outDir, 'ssr'),
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
        },
      });
    },
  };
}

/** Screens only a signed-in person opens (their chunks keep their names, see chunkFileNames). */
const SIGNED_IN_SCREENS =
  /(?:NextSessionHome|SessionNotePage|AdminPage|AppointmentsPage|ProfilePage|MyPublicProfilePage|ChatPage|ChatInbox|QuestionnairePage|RiskSignalPage|TherapistDashboardPage|VideoRoomPage|RateSessionDialog)-/;

export default defineConfig(({ isSsrBuild, mode }) => ({
  // Pinned so `vite build` gives the same output whichever directory it is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: basePath(language),
  plugins: [
    react(),
    precompileWords(),
    htmlLanguage(language),
    preloadFont(),
    inlineSmallCss(),
    precompress(),
    serverRender(),
    otherLanguageBuilds(),
  ],
  // The build's words, compiled when built (precompileWords): packages/shared's "imports" then
  // give the language's words and leave the message compiler out.
  resolve: { conditions: [...wordsConditions(language), ...defaultClientConditions] },
  // The server render is one self-contained module (libraries included): the server imports it
  // from wherever the build is (WEB_DIST_DIR), with no node_modules beside it.
  ssr: {
    noExternal: true as const,
    resolve: { conditions: [...wordsConditions(language), ...defaultServerConditions] },
  },
  // Libraries choose their development or production code by NODE_ENV at run time; the server
  // render is fixed to the build's, so its markup (emotion's class names) is the browser's.
  ...(isSsrBuild && {
    define: {
      'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? mode : 'development'),
    },
  }),
  build: {
    // Only browsers without <link rel="modulepreload"> (Safari before 17) would use the polyfill,
    // and they still run every module, only fetched when imported: not worth its bytes on the
    // home route of every other browser (issue 23's budget).
    modulePreload: {
      polyfill: false,
      // A signed-in client's home (app/HomePage.tsx) is fetched from the home route's chunk; the
      // list of its dependencies would otherwise be written into that chunk, on every visitor's
      // download (the budget). The client's browser fetches them as the chunk imports them. The
      // same for the pages only a signed-in person opens (staff's and clients'): their routes
      // sit in the entry's route table, which every visitor downloads, and their lists were
      // 0.6 KB gzip of it (issue 29). The cost: one more round trip on their first opening, after
      // sign-in, while the browser reads the screen's imports.
      resolveDependencies: (filename, deps) => (SIGNED_IN_SCREENS.test(filename) ? [] : deps),
    },
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each screen needs: the server render preloads the page's own from the HTML
    // (ssr/render-public-page.tsx). Kept in ssr/, which is never served.
    manifest: CLIENT_MANIFEST,
    rolldownOptions: {
      // lib/auth/AuthProvider.tsx, in the entry, imports lib/toast.ts late on purpose: loading it
      // mounts the toast container and react-toastify with it, which a first page must not
      // download. The screens that import it at once share it in a chunk the entry does not load,
      // which is all the late import needs; Rolldown's warning that the import moves nothing
      // says only that.
      onLog(level, log, handler) {
        const lateToast =
          log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('src/lib/toast.ts');
        if (!lateToast) handler(level, log);
      },
      output: {
        // A screen's chunk keeps its name (the server render preloads screens by name, and a
        // person reading the network panel sees which screen loads); the pieces screens share are
        // named by their hash alone. The entry lists every such file for preloading, and the
        // names were 1 KB gzip of every first visit (issue 29's budget, decision note 0031).
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // Every page needs React and the router, and they change far
            // less often than the app: one chunk of their own stays cached across releases.
            // Everything else is split by route (app/router.tsx), so a page downloads only the
            // libraries it uses: no catch-all vendor chunk, which would put the calendar on the
            // home page.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            // What index.html's script imports, in one chunk rather than a score of small ones:
            // each is a request, and on a slow HTTP/1.1 link (six at a time, each with its
            // headers) the requests cost more than the bytes. Every page loads all of it anyway.
            { name: 'app', tags: ['$initial'], priority: 1 },
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
