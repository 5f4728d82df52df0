/**
 * What `reading` gives, or null when it fails or takes longer than `budgetMs`: a page goes out on
 * time with what it has. `signal` (when given) is aborted at the budget, so the work can stop too.
 */
export async function withinBudget<T>(
  reading: (signal: AbortSignal) => Promise<T | null>,
  budgetMs: number,
): Promise<T | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, budgetMs);
  });
  try {
    return await Promise.race([reading(controller.signal).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
