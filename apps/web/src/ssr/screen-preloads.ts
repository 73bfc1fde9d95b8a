import fs from 'node:fs';

/** One entry of Vite's build manifest (the browser build's, see vite.config.ts). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name when it holds one module's code first. */
  name?: string;
  imports?: string[];
}

/** Beside this module once built (dist/ssr/); absent in a build of the server render alone. */
const MANIFEST_URL = new URL('./client-manifest.json', import.meta.url);

let manifest: Record<string, ManifestChunk> | undefined;

function readManifest(): Record<string, ManifestChunk> {
  if (!manifest) {
    manifest = fs.existsSync(MANIFEST_URL)
      ? (JSON.parse(fs.readFileSync(MANIFEST_URL, 'utf8')) as Record<string, ManifestChunk>)
      : {};
  }
  return manifest;
}

/**
 * The browser's chunks for the screens drawn (named by their component: each screen's module, and
 * so its chunk, is named after it, `TherapistsPage.tsx`), with all they import: a page drawn on the server names them
 * in its HTML, so they come with the first scripts instead of after them (the browser would only
 * ask for a screen's code once the app runs, a round trip later).
 */
export function screenChunks(screens: string[]): string[] {
  const chunks = readManifest();
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(chunks)) {
    if (chunk.name && screens.includes(chunk.name)) add(key);
  }
  return [...files].map((file) => `${import.meta.env.BASE_URL}${file}`);
}
