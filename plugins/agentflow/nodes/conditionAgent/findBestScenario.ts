/** The scenario a model's answer names: exact, then prefix, then substring either way, else the last one. */
export function findBestScenarioIndex(answer: string, scenarios: string[]): number {
  const a = answer.trim().toLowerCase();
  const list = scenarios.map((s) => s.trim().toLowerCase());
  let i = list.indexOf(a);
  if (i < 0) i = list.findIndex((s) => s.startsWith(a) && a.length > 0);
  if (i < 0) i = list.findIndex((s) => a.length > 0 && (s.includes(a) || a.includes(s)) && s.length > 0);
  return i < 0 ? scenarios.length - 1 : i;
}

/** The `output` of a `{"output": "..."}` answer, tolerating code fences and surrounding text. */
export function parseScenarioAnswer(text: string): string {
  const match = /\{[\s\S]*\}/.exec(text.replace(/```(json)?/g, ''));
  if (match) {
    try {
      const value = JSON.parse(match[0]) as { output?: unknown };
      if (typeof value.output === 'string') return value.output;
    } catch {
      // fall through to the plain text
    }
  }
  return text.trim();
}
