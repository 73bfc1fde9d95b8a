/**
 * Node's arguments that run `entry` as a process of its own: TypeScript source through tsx, a
 * bundle (`npm run build`'s `server.mjs`) or other JavaScript as it is.
 */
export function nodeArgsFor(entry: string): string[] {
  return entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
}
