export { abbreviateCount } from './abbreviateCount.ts';
export { formatBytes } from './formatBytes.ts';
export { truncate } from './truncate.ts';
