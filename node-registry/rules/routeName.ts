/** A route label as the peer names its output anchor: 'Software Engineer' → 'softwareEngineer'. */
export const routeName = (label: string) =>
  label
    .trim()
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w[0]!.toLowerCase() + w.slice(1)))
    .join('');
