import { defineConfig } from 'drizzle-kit';

// Migrations are generated from schema.ts into SQL files that live in the repository.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
