/**
 * Counts of what the instance did (jobs, orders, payments, commissions, withdrawals), kept
 * whether or not `/metrics` is on: each is a plain number per label set, so counting costs an
 * increment and this module loads nothing. `/metrics` (core/http/metrics-endpoint.ts, loaded only
 * when it is on) reads them at each scrape. Count only what has committed: after the
 * transaction returns, never inside it (a rolled-back one would count).
 */

/** A Prometheus counter kept as plain numbers, by label values. */
export class Tally<L extends string = never> {
  /** By the label values joined: the labels and the count so far. */
  readonly counts = new Map<string, { labels: Record<L, string>; value: number }>();

  constructor(readonly name: string, readonly help: string, readonly labelNames: readonly L[] = []) {}

  inc(labels: Record<L, string>, by = 1): void {
    const key = this.labelNames.length ? this.labelNames.map((l) => labels[l]).join('\0') : '';
    const entry = this.counts.get(key);
    if (entry) entry.value += by;
    else this.counts.set(key, { labels, value: by });
  }
}

const jobRuns = new Tally('app_job_runs_total', 'Periodic job runs claimed and started by this instance', ['job']);
const jobFailures = new Tally('app_job_failures_total', 'Periodic job runs that failed (the claim or the run threw)', ['job']);
const ordersCreated = new Tally('app_orders_created_total', 'Orders created by members');
const ordersPaid = new Tally('app_orders_paid_total', 'Orders paid, by how: balance or the gateway', ['method']);
const paymentNotifies = new Tally('app_payment_notifies_total', 'Payment notifies from a gateway, by outcome: paid, duplicate, refunding (the order could not take it), rejected (not applied), refused (not authentic)', ['gateway', 'outcome']);
const commissionsSettled = new Tally('app_commissions_settled_total', 'Commissions settled into their agents\' wallets');
const withdrawalsPaid = new Tally('app_withdrawals_paid_total', 'Withdrawals paid out, by channel', ['channel']);

/** Every tally, as `/metrics` lists them. */
export const tallies: readonly Tally<string>[] = [jobRuns, jobFailures, ordersCreated, ordersPaid, paymentNotifies, commissionsSettled, withdrawalsPaid];

/** One-line counting at the places that do the work. */
export const metrics = {
  jobRun: (job: string) => jobRuns.inc({ job }),
  jobFailed: (job: string) => jobFailures.inc({ job }),
  orderCreated: () => ordersCreated.inc({}),
  orderPaid: (method: string) => ordersPaid.inc({ method }),
  paymentNotify: (gateway: string, outcome: string) => paymentNotifies.inc({ gateway, outcome }),
  commissionsSettled: (n: number) => commissionsSettled.inc({}, n),
  withdrawalPaid: (channel: string) => withdrawalsPaid.inc({ channel }),
};
