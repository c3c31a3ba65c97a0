/**
 * Waits until `read` answers `expected` (at most `withinMs`, 5 s unless told): what another api
 * process shows once it has heard of a change (the event goes through PostgreSQL). Fails with the last answer.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  expect(last).toEqual(expected);
}
