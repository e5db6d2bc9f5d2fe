import type { ReactNode } from 'react';

/** No chrome at all (chat embed, public execution view). */
export function BareLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
