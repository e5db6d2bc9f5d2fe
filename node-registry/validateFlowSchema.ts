import flowSchema from '../schemas/flow.schema.json';
import { lazyValidator } from '../host/common/ajv.ts';
import type { Flow } from './flow.ts';

/** schemas/flow.schema.json, compiled once on first use for everything that checks saved flows. */
export const validateFlowSchema = lazyValidator<Flow>(flowSchema);
