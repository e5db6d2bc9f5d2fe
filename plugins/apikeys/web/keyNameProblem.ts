/** Inline check of a key name, matching the server's rule (1 to 100 characters, not blank). */
export function keyNameProblem(name: string): string | null {
  if (!name.trim()) return 'Key name is required';
  if (name.trim().length > 100) return 'Key name must be at most 100 characters';
  return null;
}
