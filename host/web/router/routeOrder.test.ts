import { describe, expect, it } from 'vitest';
import { orderRoutes } from './routeOrder.ts';

describe('orderRoutes', () => {
  it('puts static segments before parameters', () => {
    const paths = [
      '/document-stores/:storeId/:name',
      '/document-stores/vector/:storeId',
      '/document-stores/:storeId',
      '/a',
    ];
    const ordered = orderRoutes(paths.map((path) => ({ value: { path } }))).map((r) => r.value.path);
    expect(ordered.indexOf('/document-stores/vector/:storeId')).toBeLessThan(
      ordered.indexOf('/document-stores/:storeId/:name'),
    );
  });
});
