import { describeHostileMatrix } from './describeHostileMatrix.ts';

// Every mutating /api/v1 route × hostile bodies: see hostileMatrix.ts.
describeHostileMatrix('oss');
