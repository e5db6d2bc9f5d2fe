// Fast queries for form tests: getByRole computes styles of the whole tree (slow with Fluent in
// jsdom), so these read roles and names straight from the DOM.

/** An option of an open dropdown (single: option, multi-select: menuitemcheckbox) by its text. */
export function option(text: string | RegExp): HTMLElement {
  const all = [...document.querySelectorAll<HTMLElement>('[role="option"],[role="menuitemcheckbox"]')];
  const found = all.find((el) =>
    typeof text === 'string'
      ? el.textContent === text || el.textContent?.startsWith(text)
      : text.test(el.textContent ?? ''),
  );
  if (!found)
    throw new Error(`No option ${String(text)} among: ${all.map((e) => e.textContent).join(' | ')}`);
  return found;
}

export function queryOption(text: string): HTMLElement | null {
  try {
    return option(text);
  } catch {
    return null;
  }
}

/** An array row by its label ('Header 1'). */
export function row(label: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`section[aria-label="${label}"]`);
  if (!el) throw new Error(`No row ${label}`);
  return el;
}

/** A button by its accessible name (aria-label, or its text). */
export function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const all = [...within.querySelectorAll<HTMLButtonElement>('button')];
  const found =
    all.find((b) => b.getAttribute('aria-label') === name || b.textContent === name) ??
    all.find((b) => {
      const by = b.getAttribute('aria-labelledby') ?? b.getAttribute('aria-describedby');
      return by?.split(' ').some((id) => document.getElementById(id)?.textContent === name);
    });
  if (!found) throw new Error(`No button ${name}`);
  return found;
}
