/** Runs `act` and returns what it threw, so a test can assert the error's class, name and message together. */
export function catchError(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw, but it returned');
}
