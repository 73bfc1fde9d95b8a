/**
 * `npm run build` (server part): the server as plain JavaScript, `dist/server.mjs` and the parts
 * it imports later (`dist/server-*.mjs`), that Node runs as it is. Under tsx every one of the server's modules passes a transpiling loader at
 * start, most of a second here; the bundle starts without it (`npm run serve`).
 *
 * Our code and @solace/shared are bundled; packages stay in node_modules, loaded by Node. What
 * the code finds beside itself at run time is copied beside the bundle: the SQL migrations and
 * the worker threads (the embedded database's and the mailer's, plain JavaScript already).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `dist`, or the folder after `--out-dir` (the tests' own build, beside the real one). */
const outDirArg = process.argv.indexOf('--out-dir');
const outDir =
  outDirArg === -1 ? path.join(serverDir, 'dist') : path.resolve(process.argv[outDirArg + 1]!);

/**
 * `@solace/shared` and its subpaths (`@solace/shared/hindi`) resolved through the package's own
 * `exports`, so that a new entry there needs nothing here. (An esbuild `alias` appends a subpath
 * to the target file, `index.ts/hindi`.)
 */
const sharedDir = path.resolve(serverDir, '../../packages/shared');
const sharedExports: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'),
).exports;
const bundleSharedPackage: Plugin = {
  name: 'bundle-shared-package',
  setup(bundle) {
    bundle.onResolve({ filter: /^@solace\/shared(\/|$)/ }, ({ path: specifier }) => {
      const subpath = `.${specifier.slice('@solace/shared'.length)}`;
      const target = sharedExports[subpath];
      if (!target) return { errors: [{ text: `@solace/shared does not export "${subpath}"` }] };
      return { path: path.join(sharedDir, target) };
    });
  },
};

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [{ in: path.join(serverDir, 'src/main.ts'), out: 'server' }],
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  // main.ts's `import()`s become files of their own, loaded when reached: the embedded
  // database's thread starts before the server's packages load. Beside server.mjs, so that
  // what they find beside themselves (migrations, workers) is where it is for the entry.
  splitting: true,
  chunkNames: 'server-[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // The workspace's shared contract is TypeScript source: bundled, not loaded from node_modules.
  plugins: [bundleSharedPackage],
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
for (const worker of ['db/pglite-worker.mjs', 'lib/mail-worker.mjs']) {
  fs.copyFileSync(path.join(serverDir, 'src', worker), path.join(outDir, path.basename(worker)));
}
console.log(`built ${path.relative(process.cwd(), path.join(outDir, 'server.mjs'))}`);
