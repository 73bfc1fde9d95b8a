/** A search box's text as an ILIKE pattern: `%` and `_` typed are searched for, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
