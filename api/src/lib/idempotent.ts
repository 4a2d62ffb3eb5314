/**
 * Makes something once per Idempotency-Key (docs/decisions/booking-idempotency.md): a key that
 * made something before answers that (created: false) without running `create`; a `create` that
 * fails is checked against the key once more, since a retry racing the first attempt fails on the
 * key's unique index (or, on PostgreSQL, finds the first attempt's effects already committed):
 * the first attempt's result is then the answer.
 */
export async function onceForKey<T>(
  madeEarlier: () => Promise<T | undefined>,
  create: () => Promise<T>,
): Promise<{ result: T; created: boolean }> {
  const earlier = await madeEarlier();
  if (earlier !== undefined) return { result: earlier, created: false };
  try {
    return { result: await create(), created: true };
  } catch (error) {
    const raced = await madeEarlier();
    if (raced === undefined) throw error;
    return { result: raced, created: false };
  }
}
