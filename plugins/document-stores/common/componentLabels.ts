import { LOADERS } from './loaderCatalogue.ts';
import { SPLITTERS } from './splitterCatalogue.ts';

const labels = new Map([...LOADERS, ...SPLITTERS].map((c) => [c.name, c.label]));

export const loaderLabel = (name: string) => labels.get(name) ?? name;
export const splitterLabel = (name: string) => labels.get(name) ?? name;
