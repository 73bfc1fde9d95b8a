import { useSyncExternalStore } from 'react';

/**
 * Whether the toast container is wanted yet: set once the first module that can toast has been
 * loaded (lib/toast.ts), read by app/Providers.tsx, which then mounts the container. No import of
 * react-toastify here, so the first page of a visitor who never sees a toast does not load it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToastsWanted(): boolean {
  // No toasts in a server render: the container comes once the browser wants one.
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
