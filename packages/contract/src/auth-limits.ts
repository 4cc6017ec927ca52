/**
 * Lengths of login fields that a login page checks before it sends them. They live apart from
 * the schemas (auth.ts builds its zod schemas from them) so that the page reads them without
 * shipping zod in its first load.
 */
export const ADMIN_USERNAME_LENGTH = { min: 3, max: 30 } as const;
