/**
 * One build per language (issue 29): the English build at `/` and, from the same `vite build`,
 * the Hindi one under `/hi` (`dist/hi`), each with only its own words (packages/shared's
 * `#words/*` resolve by the `solace-hindi` condition) and its own server render. A page thus
 * downloads its reader's words and no other's, and the home page's budget holds in both.
 */
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { LANGUAGE_PATH_PREFIX } from '../../../packages/shared/src/i18n/languages.ts';

export type BuildLanguage = 'en' | 'hi';

/** The language this build speaks: SOLACE_LANGUAGE, English unless it says Hindi. */
export function buildLanguage(): BuildLanguage {
  return process.env.SOLACE_LANGUAGE === 'hi' ? 'hi' : 'en';
}

/** Where the build's pages live: `/` for English, `/hi/` for Hindi. */
export function basePath(language: BuildLanguage): string {
  return `${LANGUAGE_PATH_PREFIX[language]}/`;
}

/** Import conditions that pick the build's words (see packages/shared/package.json "imports"). */
export function wordsConditions(language: BuildLanguage): string[] {
  return language === 'hi' ? ['solace-prebuilt', 'solace-hindi'] : ['solace-prebuilt'];
}

/** index.html says the page's language (screen readers, hyphenation, fonts). */
export function htmlLanguage(language: BuildLanguage): Plugin {
  return {
    name: 'solace:html-language',
    transformIndexHtml: (html) => html.replace('<html lang="en">', `<html lang="${language}">`),
  };
}

/** After the English browser build, the Hindi build into `<outDir>/hi`. */
export function otherLanguageBuilds(): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'solace:language-builds',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && buildLanguage() === 'en',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    async closeBundle() {
      // The config reads the language when it is evaluated: set for the Hindi build (and its
      // server render, built from inside it), then put back.
      const before = process.env.SOLACE_LANGUAGE;
      process.env.SOLACE_LANGUAGE = 'hi';
      try {
        await build({
          configFile,
          mode,
          logLevel: 'warn',
          build: { outDir: path.join(outDir, 'hi') },
        });
      } finally {
        if (before === undefined) delete process.env.SOLACE_LANGUAGE;
        else process.env.SOLACE_LANGUAGE = before;
      }
    },
  };
}
