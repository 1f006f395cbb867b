/**
 * Background jobs in the API process (mail delivery, alerts, feed refreshes): each runs on an interval and
 * can be nudged to run at once; a lease in the store makes one instance at a time run it (renewed while it
 * works), and `progress` keeps what a run has done in the store, so that a run cut short by a crash or a
 * deploy continues where it stopped.
 */
import type { Logger } from 'pino';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';
import type { Leases } from './leases';

interface JobStateDoc {
  name: string;
  state: unknown;
  updatedAt: Date;
}

export const JOB_STATE_COLLECTION: CollectionSpec = {
  name: 'job_state',
  indexes: [{ fields: { name: 1 }, unique: true }],
  mongooseFields: {
    name: { type: String, required: true },
    state: { type: Object },
    updatedAt: { type: Date, required: true },
  },
};

/** A job's own record in the store (JSON-like values), kept across runs and restarts. */
export interface JobProgress<State> {
  get(): Promise<State | undefined>;
  set(state: State): Promise<void>;
}

export interface JobContext<State> {
  /** Aborted when the scheduler stops or the lease was lost: stop at the next safe point. */
  signal: AbortSignal;
  progress: JobProgress<State>;
}

export interface JobDefinition<State = unknown> {
  name: string;
  /** Time between the end of one run and the start of the next. */
  intervalMs: number;
  /** The first run's delay after start (default: at once). */
  initialDelayMs?: number;
  /** How long a run may go without renewing its lease (it is renewed every third of this). */
  leaseMs?: number;
  run(context: JobContext<State>): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;

export class JobStates {
  constructor(private readonly states: DocumentCollection<JobStateDoc>) {}

  static async open(store: DocumentStore): Promise<JobStates> {
    return new JobStates(await store.collection<JobStateDoc>(JOB_STATE_COLLECTION));
  }

  progress<State>(name: string): JobProgress<State> {
    return {
      get: async () => (await this.states.findOne({ name }))?.state as State | undefined,
      set: async (state) => {
        await this.states.updateOne({ name }, { $set: { state, updatedAt: new Date() } }, { upsert: true });
      },
    };
  }
}

interface ScheduledJob {
  definition: JobDefinition<never>;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  /** Asked to run again as soon as the current run ends. */
  again: boolean;
}

export class Scheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly stopping = new AbortController();
  private started = false;
  private readonly stopHooks: (() => Promise<void>)[] = [];

  constructor(
    private readonly leases: Leases,
    private readonly states: JobStates,
    private readonly logger: Logger,
  ) {}

  add<State>(definition: JobDefinition<State>): void {
    if (this.jobs.has(definition.name)) throw new Error(`Job ${definition.name} is scheduled already`);
    const job: ScheduledJob = {
      definition: definition as JobDefinition<never>,
      timer: undefined,
      running: undefined,
      again: false,
    };
    this.jobs.set(definition.name, job);
    if (this.started) this.plan(job, definition.initialDelayMs ?? 0);
  }

  /** Starts every job (the first runs right away, then on their intervals). */
  start(): void {
    this.started = true;
    for (const job of this.jobs.values()) this.plan(job, job.definition.initialDelayMs ?? 0);
  }

  /** Runs the job now (or right after its current run); answers when that run has ended. */
  runNow(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`No job ${name}`));
    if (job.running) {
      job.again = true;
      return job.running;
    }
    clearTimeout(job.timer);
    return this.execute(job);
  }

  /** Work outside the jobs that has to end with them (e.g. an admin's import running in the background). */
  onStop(hook: () => Promise<void>): void {
    this.stopHooks.push(hook);
  }

  /** Stops planning runs, aborts the running ones and waits for them to end. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping.abort();
    await Promise.all(this.stopHooks.map((hook) => hook().catch(() => undefined)));
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    await Promise.all([...this.jobs.values()].map((job) => job.running?.catch(() => undefined)));
  }

  private plan(job: ScheduledJob, delayMs: number): void {
    if (!this.started) return;
    clearTimeout(job.timer);
    job.timer = setTimeout(() => void this.execute(job), delayMs);
    job.timer.unref();
  }

  private execute(job: ScheduledJob): Promise<void> {
    const running = this.runOnce(job).finally(() => {
      job.running = undefined;
      const again = job.again;
      job.again = false;
      this.plan(job, again ? 0 : job.definition.intervalMs);
    });
    job.running = running;
    return running;
  }

  private async runOnce(job: ScheduledJob): Promise<void> {
    const { definition } = job;
    if (this.stopping.signal.aborted) return;
    const leaseMs = definition.leaseMs ?? DEFAULT_LEASE_MS;
    const lease = await this.leases.acquire(`job:${definition.name}`, leaseMs).catch((error: unknown) => {
      this.logger.error({ err: error, job: definition.name }, 'could not take the job lease');
      return null;
    });
    if (!lease) return; // Another instance runs it.
    const lost = new AbortController();
    const renewal = setInterval(() => {
      lease.renew().then(
        (held) => held || lost.abort(),
        () => lost.abort(),
      );
    }, leaseMs / 3);
    renewal.unref();
    try {
      await definition.run({
        signal: AbortSignal.any([this.stopping.signal, lost.signal]),
        progress: this.states.progress(definition.name),
      });
    } catch (error) {
      if (!this.stopping.signal.aborted) this.logger.error({ err: error, job: definition.name }, 'job run failed');
    } finally {
      clearInterval(renewal);
      await lease.release().catch(() => undefined);
    }
  }
}
