import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';

/** Renders `ui` as the app does, under a query client (a new one per test: no cache shared between tests). */
export function renderWithQuery(ui: ReactElement) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
