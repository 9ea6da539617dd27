/**
 * Work that runs after the answer has gone out, such as sending a mail. The answer to "send me a
 * reset link" must not take longer when the address exists (that would tell who has an account),
 * and a slow or unreachable SMTP server must not hold a browser waiting. A failure is logged and
 * never reaches the client; closing the app waits for whatever is still running.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface BackgroundTasks {
  /** Starts `task` now without waiting for it; `what` names it in the log if it fails. */
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished (tests and shutdown wait on this). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export function createBackgroundTasks(log: () => FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      const promise: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log().error({ err: error }, `${what} failed`),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export function registerBackgroundTasks(app: FastifyInstance): void {
  app.decorate(
    'background',
    createBackgroundTasks(() => app.log),
  );
  app.addHook('onClose', async () => app.background.idle());
}
