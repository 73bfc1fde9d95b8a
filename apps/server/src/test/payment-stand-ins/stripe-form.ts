/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with bracketed keys
 * (`line_items[0][price_data][unit_amount]=40000`), read back into objects and arrays. Values
 * stay strings, as Stripe receives them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** `a[b][0]` → `['a', 'b', '0']`. */
function pathOf(key: string): string[] {
  const [head = '', ...rest] = key.split('[');
  return [head, ...rest.map((part) => part.replace(/\]$/, ''))];
}

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = pathOf(key);
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((part, index) => {
      const container = node as Record<string, FormValue>;
      if (index === path.length - 1) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
