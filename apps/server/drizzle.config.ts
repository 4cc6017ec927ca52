import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate -w @app/server`) and
// applied at start-up by src/db/migrate.ts; they only ever move forward.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
