export const TEST_ADMIN = { username: 'admin', password: 'admin-pass-123' };
