import { useMemo, useState } from 'react';

/** A list page's search box state and the items whose text holds it (case-insensitive). */
export function useSearchFilter<T>(items: readonly T[] | null, text: (item: T) => string) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!items || !q) return items ?? [];
    return items.filter((item) => text(item).toLowerCase().includes(q));
  }, [items, search, text]);
  return { search, setSearch, shown };
}
