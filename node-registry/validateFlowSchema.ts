import type { ValidateFunction } from 'ajv';
import validateFlow from '../schemas/validators/flow.js';
import type { Flow } from './flow.ts';

/** schemas/flow.schema.json, precompiled (schemas/validators), for everything that checks saved flows. */
export const validateFlowSchema = validateFlow as ValidateFunction<Flow>;
