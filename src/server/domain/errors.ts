/** A failure the caller can act on; HTTP maps `status`, sockets send `message`. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notAuthenticated = () =>
  new DomainError('UNAUTHENTICATED', 'You must be authenticated to perform this action', 401);
export const forbidden = (message = 'You do not have permission to perform this action') =>
  new DomainError('FORBIDDEN', message, 403);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message, 404);
export const conflict = (code: string, message: string) => new DomainError(code, message, 409);
