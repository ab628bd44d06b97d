import { type ErrorCode, errorStatus } from '@croupier/contract';

/** The one error type of the server. `message` is safe to show; `value` carries extra data for the client. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}
