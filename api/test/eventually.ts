/**
 * Waits until `read` answers `expected` (at most 5 s): what another api process shows once it has
 * heard of a change (the event goes through PostgreSQL). Fails with the last answer.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 5_000;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  expect(last).toEqual(expected);
}
