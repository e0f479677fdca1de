/** The command's result, for the user or a script. */
export function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** Remarks beside the result (what was saved where, until when a token is valid). */
export function note(text: string): void {
  process.stderr.write(`${text}\n`);
}
