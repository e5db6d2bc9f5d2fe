import { describe, expect, it } from 'vitest';
import { filterFlows } from './filterFlows.ts';
import type { FlowSummary } from './flowTypes.ts';

const flow = (
  id: string,
  name: string,
  updatedDate: string,
  category: string | null = null,
): FlowSummary => ({
  id,
  name,
  updatedDate,
  createdDate: updatedDate,
  category,
  type: 'AGENTFLOW',
  deployed: false,
  isPublic: false,
  apikeyid: null,
  chatbotConfig: null,
  apiConfig: null,
  analytic: null,
  workspaceId: 'w',
});

const flows = [
  flow('1', 'Support agent', '2025-01-02T00:00:00Z'),
  flow('2', 'sql helper', '2025-03-01T00:00:00Z', 'data'),
  flow('3', 'Agent 10', '2025-02-01T00:00:00Z'),
  flow('4', 'Agent 9', '2025-02-01T00:00:00Z'),
];
const ids = (list: FlowSummary[]) => list.map((f) => f.id);

describe('filterFlows', () => {
  it('sorts by last update, newest first, ties by id', () => {
    expect(ids(filterFlows(flows, '', 'updated-desc'))).toEqual(['2', '3', '4', '1']);
    expect(ids(filterFlows(flows, '', 'updated-asc'))).toEqual(['1', '3', '4', '2']);
  });

  it('sorts names case-insensitively with numbers in numeric order', () => {
    expect(ids(filterFlows(flows, '', 'name-asc'))).toEqual(['4', '3', '2', '1']);
    expect(ids(filterFlows(flows, '', 'name-desc'))).toEqual(['1', '2', '3', '4']);
  });

  it('searches every word in the name or category, ignoring case', () => {
    expect(ids(filterFlows(flows, 'AGENT', 'name-asc'))).toEqual(['4', '3', '1']);
    expect(ids(filterFlows(flows, 'agent sup', 'name-asc'))).toEqual(['1']);
    expect(ids(filterFlows(flows, 'data', 'name-asc'))).toEqual(['2']);
    expect(filterFlows(flows, 'nothing like it', 'name-asc')).toEqual([]);
  });

  it('does not reorder the list it is given', () => {
    filterFlows(flows, '', 'name-asc');
    expect(ids(flows)).toEqual(['1', '2', '3', '4']);
  });
});
