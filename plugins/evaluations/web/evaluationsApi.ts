import {
  type ServerPage,
  type ServerPageRequest,
  serverPageQuery,
} from '../../../host/web/components/useServerList.ts';
import { http } from '../../../host/web/http/http.ts';
import type { RunComparison } from '../common/compareRuns.ts';
import type {
  Dataset,
  DatasetRow,
  DatasetRowsPage,
  Evaluation,
  EvaluationResultsPage,
  Evaluator,
  EvaluatorConfig,
  EvaluatorType,
} from '../common/evaluationTypes.ts';

export type RowInput = { input: string; expectedOutput: string; metadata?: Record<string, string> };
const id = encodeURIComponent;

export const datasetsApi = {
  list: () => http.get<Dataset[]>('/datasets'),
  page: (request: ServerPageRequest) =>
    http.get<ServerPage<Dataset>>('/datasets', { query: serverPageQuery(request), signal: request.signal }),
  rows: (datasetId: string, query: { page: number; limit: number; search?: string }) =>
    http.get<DatasetRowsPage>(`/datasets/set/${id(datasetId)}`, { query }),
  create: (body: { name: string; description: string }) => http.post<Dataset>('/datasets/set', body),
  update: (datasetId: string, body: { name: string; description: string }) =>
    http.put<Dataset>(`/datasets/set/${id(datasetId)}`, body),
  remove: (datasetId: string) => http.delete<void>(`/datasets/set/${id(datasetId)}`),
  csv: (datasetId: string) => http.get<Blob>(`/datasets/csv/${id(datasetId)}`, { responseType: 'blob' }),
  addRows: (datasetId: string, rows: RowInput[]) =>
    http.post<{ added: number }>('/datasets/rows', { datasetId, rows }),
  updateRow: (rowId: string, body: RowInput) => http.put<DatasetRow>(`/datasets/rows/${id(rowId)}`, body),
  removeRows: (datasetId: string, ids: string[]) =>
    http.patch<{ deleted: number }>('/datasets/rows', { datasetId, ids }),
  reorder: (datasetId: string, rows: { id: string; sequenceNo: number }[]) =>
    http.post<void>('/datasets/reorder', { datasetId, rows }),
};

export type EvaluatorInput = { name: string; type: EvaluatorType; config: EvaluatorConfig };

export const evaluatorsApi = {
  list: () => http.get<Evaluator[]>('/evaluators'),
  page: (request: ServerPageRequest) =>
    http.get<ServerPage<Evaluator>>('/evaluators', {
      query: serverPageQuery(request),
      signal: request.signal,
    }),
  create: (body: EvaluatorInput) => http.post<Evaluator>('/evaluators', body),
  update: (evaluatorId: string, body: EvaluatorInput) =>
    http.put<Evaluator>(`/evaluators/${id(evaluatorId)}`, body),
  remove: (evaluatorId: string) => http.delete<void>(`/evaluators/${id(evaluatorId)}`),
};

export interface EvaluationVersion {
  id: string;
  version: number;
  status: string;
  runDate: string;
  passRate: number | null;
  done: number;
  total: number;
}

export interface Outdated {
  isOutdated: boolean;
  dataset: { name: string; changed: boolean; deleted: boolean };
  flows: { id: string; name: string; changed: boolean; deleted: boolean }[];
  evaluators: { id: string; name: string; changed: boolean; deleted: boolean }[];
}

export const evaluationsApi = {
  list: () => http.get<Evaluation[]>('/evaluations'),
  get: (evaluationId: string) => http.get<Evaluation>(`/evaluations/${id(evaluationId)}`),
  results: (
    evaluationId: string,
    query: { page: number; limit: number; status?: string; flowId?: string; search?: string },
  ) => http.get<EvaluationResultsPage>(`/evaluations/${id(evaluationId)}/results`, { query }),
  create: (body: {
    name: string;
    datasetId: string;
    flowIds: string[];
    evaluatorIds: string[];
    concurrency: number;
  }) => http.post<Evaluation>('/evaluations', body),
  runAgain: (evaluationId: string) => http.post<Evaluation>(`/evaluations/run-again/${id(evaluationId)}`),
  cancel: (evaluationId: string) => http.post<void>(`/evaluations/${id(evaluationId)}/cancel`),
  remove: (evaluationId: string) => http.delete<void>(`/evaluations/${id(evaluationId)}`),
  versions: (evaluationId: string) =>
    http.get<EvaluationVersion[]>(`/evaluations/versions/${id(evaluationId)}`),
  outdated: (evaluationId: string) => http.get<Outdated>(`/evaluations/is-outdated/${id(evaluationId)}`),
  compare: (evaluationId: string, otherId: string) =>
    http.get<RunComparison>(`/evaluations/${id(evaluationId)}/compare/${id(otherId)}`),
};
