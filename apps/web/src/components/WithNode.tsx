import type { ReactNode } from 'react';

/** Stands where a message's placeholder takes a link or another element (never typed by anyone). */
export const NODE_MARK = '\u2063';

/**
 * A message with an element in it: `text` is the message read with NODE_MARK for its
 * placeholder, so each language puts the element where its own word order wants it.
 */
export function WithNode({ text, node }: { text: string; node: ReactNode }) {
  const [before, after = ''] = text.split(NODE_MARK);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
