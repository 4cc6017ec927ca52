/** Every API answer: HTTP 200 with a code (1 success, 0 error, 302, 303, 401, 409). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time: number;
  data: T;
}

export const ResponseCode = {
  success: 1,
  error: 0,
  redirect: 302,
  loginState: 303,
  noPermission: 401,
  tokenExpired: 409,
} as const;
