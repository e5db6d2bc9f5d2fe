import { expect } from 'vitest';
import { GuardedFetchError } from '../../host/server/sandbox/guardedFetchError.ts';

/** The error `promise` fails with, after asserting that it fails with a GuardedFetchError. */
export async function guardedFailure(promise: Promise<unknown>): Promise<GuardedFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GuardedFetchError);
  return error as GuardedFetchError;
}
