/**
 * Compiles the words modules (packages/shared/src/messages/<language>/<feature>.ts: ICU
 * MessageFormat) when the web app is built: Lingui's compiler parses each text, and each text with
 * placeholders becomes a small function of its values (with packages/shared's
 * define-messages-prebuilt.ts, its `Fill`). No browser downloads a message parser or interpreter,
 * nor parses a text. Plain texts stay strings, lists become `{ $list: [...] }`. A words module is
 * data only: it is run here.
 */
import {
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const WORDS_MODULE =
  /[\\/]packages[\\/]shared[\\/]src[\\/]messages[\\/](?:en|hi)[\\/](?!language\.)[\w-]+\.ts$/;

/** JavaScript that builds the text of `tokens`; `count` is the plural's count, which `#` shows. */
function textCode(tokens: CompiledMessage | string, count?: string): string {
  if (typeof tokens === 'string') return JSON.stringify(tokens);
  const parts = tokens.map((token: CompiledMessageToken) => {
    if (typeof token === 'string') {
      return token === '#' && count ? `f.n(${count})` : JSON.stringify(token);
    }
    const [name, type, cases] = token;
    const value = `v[${JSON.stringify(name)}]`;
    // Every value is given: the messages object's params entry names them all.
    if (!type) return value;
    if (type !== 'plural' && type !== 'select') {
      throw new Error(`{${name}, ${type}}: format the value before it reaches the message`);
    }
    const branches = Object.entries(cases as Record<string, CompiledMessage | string | number>)
      .filter(([key, branch]) => {
        // Lingui writes every plural's offset, 0 when there is none.
        if (key !== 'offset') return true;
        if (branch) throw new Error(`{${name}, plural}: offsets are not supported`);
        return false;
      })
      .map(([key, branch]) => {
        const text = textCode(
          branch as CompiledMessage | string,
          type === 'plural' ? value : count,
        );
        return `${JSON.stringify(key)}:${text}`;
      });
    return `f.${type === 'plural' ? 'p' : 'c'}(${value},{${branches.join(',')}})`;
  });
  return parts.length ? parts.join('+') : '""';
}

/** A text as code: a string literal when it has no placeholders, else a function of its values. */
function compiledCode(text: string): string {
  const compiled = compileMessageOrThrow(text);
  if (compiled.length === 1 && typeof compiled[0] === 'string') return JSON.stringify(compiled[0]);
  return `(v,f)=>${textCode(compiled)}`;
}

function wordsCode(value: unknown): string {
  if (typeof value === 'string') return compiledCode(value);
  if (Array.isArray(value)) return `{$list:[${value.map(wordsCode).join(',')}]}`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${wordsCode(item)}`).join(',')}}`;
}

export function precompileWords(): Plugin {
  return {
    name: 'solace:precompile-words',
    // After TypeScript is stripped: the module is plain JavaScript by then.
    enforce: 'post',
    async transform(code, id) {
      if (!WORDS_MODULE.test(id.split('?')[0]!)) return undefined;
      const source = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
      const { words } = (await import(source)) as { words: Record<string, unknown> };
      return { code: `export const words = ${wordsCode(words)};\n`, map: null };
    },
  };
}
