/** Runs `count` tasks with at most `width` at once. */
export async function pool(count: number, width: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}
