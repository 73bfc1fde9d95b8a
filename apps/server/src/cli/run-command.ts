/** An error class whose message is the whole story for the operator. */
type KnownError = abstract new (...args: never[]) => Error;

/**
 * Runs a command's `main` and exits with its code. A failure of one of the `known` kinds (a
 * setting to fix, a server holding DATA_DIR, a file that is not a backup) is told in one line,
 * without a stack; anything else is printed whole, as a bug to report.
 */
export function runCommand(main: () => Promise<number>, known: KnownError[]): void {
  main()
    .then((code) => process.exit(code))
    .catch((err: unknown) => {
      const told = known.some((kind) => err instanceof kind);
      console.error(told ? (err as Error).message : err);
      process.exit(1);
    });
}
