import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Client as PgClient } from 'pg';

/** What instances tell each other: a named cache changed, drop it (`stock`: some product's stock rose, drop the sold-out marks). */
export type CacheTopic = 'admin-rules' | 'user-rules' | 'config' | 'sessions' | 'security-rules' | 'modules' | 'stock';

const CHANNEL = 'app_cache_changed';
const RECONNECT_MS = 1000;

/**
 * The change bus: every instance registers what it drops when a topic changes; a writer calls
 * `changed`, which drops here at once and tells the other instances. When the link to the
 * others was lost, every topic is dropped on reconnect (messages sent meanwhile are gone).
 */
export class ChangeBus {
  /** This process's id: its own messages come back through LISTEN and are skipped. */
  readonly instance = crypto.randomUUID();
  private handlers = new Map<CacheTopic, (() => void)[]>();

  constructor(private readonly send: (message: string) => Promise<unknown> = async () => undefined) {}

  on(topic: CacheTopic, drop: () => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), drop]);
  }

  changed(topic: CacheTopic): void {
    this.drop(topic);
    this.send(`${this.instance} ${topic}`).catch((err) => console.error(`cache change "${topic}" not sent to other instances:`, err));
  }

  /** A message from the link. */
  received(message: string): void {
    const [from, topic] = message.split(' ', 2);
    if (from !== this.instance) this.drop(topic as CacheTopic);
  }

  /** After the link was down: anything may have changed. */
  dropAll(): void {
    for (const topic of this.handlers.keys()) this.drop(topic);
  }

  private drop(topic: CacheTopic) {
    for (const drop of this.handlers.get(topic) ?? []) drop();
  }
}

export interface BusLink {
  bus: ChangeBus;
  close(): Promise<void>;
}

/** One process (PGlite): nothing to tell. */
export function localBus(): BusLink {
  return { bus: new ChangeBus(), close: async () => undefined };
}

/** PostgreSQL LISTEN/NOTIFY on a connection of its own, reconnected with every topic dropped. */
export async function postgresBus(databaseUrl: string, notify: (channel: string, message: string) => Promise<unknown>): Promise<BusLink> {
  const bus = new ChangeBus((message) => notify(CHANNEL, message));
  let client: PgClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const { default: pg } = await import('pg');
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) bus.received(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
    } catch (err) {
      c.end().catch(() => undefined);
      throw err;
    }
    client = c;
  };
  const reconnect = () => {
    connect().then(
      () => bus.dropAll(),
      () => {
        if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
      },
    );
  };

  await connect();
  return {
    bus,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end();
    },
  };
}

/**
 * Redis pub/sub: a subscriber connection and the shared command connection (ioredis reconnects
 * by itself). `namespace` keeps deployments on one Redis apart.
 */
export async function redisBus(redis: Redis, namespace: string): Promise<BusLink> {
  const channel = `${CHANNEL}:${namespace}`;
  const bus = new ChangeBus((message) => redis.publish(channel, message));
  const sub = redis.duplicate();
  let ready = false;
  sub.on('ready', () => {
    if (ready) bus.dropAll();
    ready = true;
  });
  sub.on('error', () => undefined); // reconnects; logged by nothing else, as the pool's errors
  sub.on('message', (from: string, message: string) => {
    if (from === channel) bus.received(message);
  });
  await sub.subscribe(channel);
  return { bus, close: async () => void (await sub.quit()) };
}
