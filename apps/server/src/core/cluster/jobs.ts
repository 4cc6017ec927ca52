import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { metrics } from '../metrics.ts';

export interface Job {
  /** Unique; the `job_run` row of the job (at most 50 characters). */
  name: string;
  /** The period: the job runs once per period across all instances. */
  everyMs: number;
  run(): Promise<unknown>;
}

// How often an instance looks whether a job is due: a quarter of its period, within these bounds.
const MIN_TICK_MS = 1000;
const MAX_TICK_MS = 60_000;

/**
 * Periodic jobs that run once per period across every instance sharing the database. Each
 * instance looks regularly; the one whose single conditional upsert moves the job's
 * `next_run_time` forward has claimed this period and runs it, the others find it not due.
 * A job that fails is logged, counted (`/metrics`) and runs again next period.
 */
export class Jobs {
  private jobs = new Map<string, Job>();
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<Promise<unknown>>();

  constructor(private readonly database: Database, private readonly instance: string) {}

  register(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
  }

  /** A registered job by name. */
  get(name: string): Job | undefined {
    return this.jobs.get(name);
  }

  /** Claims the job's current period; true when this instance should run it. */
  async claim(job: Job): Promise<boolean> {
    const claimed = await this.database.rows(sql`
      insert into job_run as j (name, last_run_time, next_run_time, instance)
      values (${job.name}, now(), now() + make_interval(secs => ${job.everyMs / 1000}), ${this.instance})
      on conflict (name) do update set last_run_time = now(), next_run_time = excluded.next_run_time, instance = excluded.instance
      where j.next_run_time <= now()
      returning name`);
    return claimed.length > 0;
  }

  /** Runs the job when its period is due and not claimed elsewhere; resolves to whether it ran here. */
  async runIfDue(job: Job): Promise<boolean> {
    if (!(await this.claim(job))) return false;
    metrics.jobRun(job.name);
    await job.run();
    return true;
  }

  /** Starts looking (first look after one tick, so that start-up is not slowed). */
  start(): void {
    for (const job of this.jobs.values()) {
      const tick = Math.min(MAX_TICK_MS, Math.max(MIN_TICK_MS, job.everyMs / 4));
      const timer = setInterval(() => {
        const run = this.runIfDue(job)
          .catch((err) => {
            metrics.jobFailed(job.name);
            console.error(`job ${job.name} failed:`, err);
          })
          .finally(() => this.running.delete(run));
        this.running.add(run);
      }, tick);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Stops looking and waits for runs under way. */
  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await Promise.all(this.running);
  }
}
