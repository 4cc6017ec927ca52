/**
 * A failure that leaves the API as an envelope: `msg` is a message key translated at the edge,
 * `code` one of the protocol codes (0 error, 303 login state, 401 no permission, 409 expired token).
 */
export class ApiError extends Error {
  constructor(
    public readonly msgKey: string,
    public readonly code: number = 0,
    public readonly data: unknown = null,
    public readonly args: unknown[] = [],
    public readonly httpStatus = 200,
  ) {
    super(msgKey);
  }
}

/** An argument of a message that names a field: the edge puts the field's label in the reader's language in its place. */
export class FieldName {
  constructor(readonly name: string) {}
}

export const needLogin = () => new ApiError('Please login first', 303, { type: 'need login' });
export const noPermission = () => new ApiError('You have no permission', 401, []);
export const tokenExpired = () => new ApiError('Token expiration', 409, []);
