import { listPageProperties, listSearchProperties } from '../../../host/server/http/listPage.ts';
import { FLOW_SORTS } from '../common/flowSorts.ts';
import { FLOW_NAME_MAX, FLOW_TYPES } from '../common/flowTypes.ts';

const nullableText = { type: ['string', 'null'] };

/** Writable fields of a flow, as the peer names them. */
const flowFields = {
  name: { type: 'string', minLength: 1, maxLength: FLOW_NAME_MAX },
  flowData: { type: 'string', minLength: 1 },
  type: { enum: [...FLOW_TYPES] },
  deployed: { type: 'boolean' },
  isPublic: { type: 'boolean' },
  apikeyid: nullableText,
  chatbotConfig: nullableText,
  apiConfig: nullableText,
  analytic: { type: ['string', 'null'], maxLength: 20_000 },
  category: nullableText,
};

/**
 * Other fields (id, workspaceId, createdDate...) are accepted and ignored: the peer's clients
 * send the whole flow back on save, and those fields are the server's to set.
 */
export const createFlowBody = {
  type: 'object',
  required: ['name', 'flowData'],
  properties: flowFields,
};

export const updateFlowBody = {
  type: 'object',
  properties: { ...flowFields, updatedDate: { type: 'string', format: 'date-time' } },
};

export const duplicateFlowBody = {
  type: ['object', 'null'],
  properties: { name: flowFields.name },
};

export const listFlowsQuery = {
  type: 'object',
  properties: {
    // One kind or several (type=AGENTFLOW&type=MULTIAGENT: the agentflows page lists both).
    type: { type: 'array', items: { enum: [...FLOW_TYPES] }, maxItems: FLOW_TYPES.length },
    ...listPageProperties,
    ...listSearchProperties,
    sort: { enum: FLOW_SORTS.map((s) => s.value) },
    includeFlowData: { type: 'boolean' },
  },
};

export const updateFlowQuery = {
  type: 'object',
  properties: { force: { type: 'boolean' } },
};

export const flowIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
};
