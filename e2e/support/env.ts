export const E2E = {
  port: Number(process.env.E2E_PORT ?? 8765),
  oraclePort: Number(process.env.E2E_ORACLE_PORT ?? 8766),
  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  },
  admin: { username: 'admin', password: 'e2e-admin-pass' },
};
