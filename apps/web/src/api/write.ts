import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** A write to the API and the query keys whose figures it changes. */
export interface Write<Vars, Result> {
  run(vars: Vars): Promise<Result>;
  touches(vars: Vars): QueryKey[];
}

/** Marks every query under the touched keys stale; those on screen are read again before this resolves. */
export async function invalidateTouched(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Runs a write through `useMutation`. What it touches is read again whether it succeeded or not
 * (a payment refused for the balance shows the balance the server has).
 */
export function useWrite<Vars, Result>(write: Write<Vars, Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write.run,
    onSettled: (_result, _error, vars) => invalidateTouched(client, write.touches(vars)),
  });
}
