/**
 * Runs `run` with these environment variables set (undefined: unset) and puts the earlier values
 * back afterwards, for settings the server reads per request.
 */
export async function withEnv<T>(
  vars: Record<string, string | undefined>,
  run: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(vars);
  try {
    return await run();
  } finally {
    apply(saved);
  }
}
