/**
 * Runs tasks one after another. PGlite is a single connection: without this, a query issued while
 * a transaction is open would land inside that transaction.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    // The chain must survive a failed task; the caller still sees the failure through `result`.
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
