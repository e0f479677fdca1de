/** The server answered with an error status; `message` is the server's own message. */
export class ServerRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ServerRefusedError';
  }
}

/** No HTTP answer at all: connection refused, DNS failure, timeout. */
export class ServerUnreachableError extends Error {
  constructor(
    readonly origin: string,
    options?: ErrorOptions,
  ) {
    super(`Cannot reach the server at ${origin}`, options);
    this.name = 'ServerUnreachableError';
  }
}

export function isErrnoCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
