/**
 * A state machine declared once, for the server and the pages alike. Each action names the
 * states it moves a row from, the state it moves it to, and what else the row must hold (by its
 * wire field names). The server's conditional UPDATEs take their WHERE from it
 * (`allowedWhere` in the server's crud kit), so of two requests racing on one row exactly one
 * moves it; the pages show an action's button only where `can` says the server would accept it.
 */

/** A field's condition besides the status: one of these values, or set / unset (not null / null). */
export type FieldGuard = readonly (string | number | boolean)[] | 'set' | 'unset';

export interface Transition<S extends string> {
  readonly from: readonly S[];
  /** The state after; none when the action changes other fields only (an order shipped stays paid). */
  readonly to?: S;
  /** Other fields the row must hold, by wire name. */
  readonly when?: Readonly<Record<string, FieldGuard>>;
}

export interface StateMachine<S extends string, A extends string> {
  readonly states: readonly S[];
  readonly transitions: Readonly<Record<A, Transition<S>>>;
  /** Whether a row in wire form (field names as the API sends them) allows the action now. */
  can(action: A, row: { readonly status: string }): boolean;
  /** The state an action moves a row to; throws for an action that keeps the state (a mistake in the caller). */
  to(action: A): S;
}

const guardHolds = (guard: FieldGuard, value: unknown): boolean => {
  if (guard === 'set') return value !== null && value !== undefined;
  if (guard === 'unset') return value === null || value === undefined;
  return (guard as readonly unknown[]).includes(value);
};

export function stateMachine<const S extends string, const A extends string>(
  states: readonly S[],
  transitions: Record<A, Transition<NoInfer<S>>>,
): StateMachine<S, A> {
  return {
    states,
    transitions,
    to(action) {
      const to = transitions[action].to;
      if (to === undefined) throw new Error(`The action "${action}" keeps the state`);
      return to;
    },
    can(action, row) {
      const t = transitions[action];
      const fields = row as unknown as Record<string, unknown>;
      return (t.from as readonly string[]).includes(row.status) && Object.entries(t.when ?? {}).every(([field, guard]) => guardHolds(guard, fields[field]));
    },
  };
}
