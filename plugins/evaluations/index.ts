import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Datasets, evaluators and evaluations, in every edition: run a dataset's rows through flows on
 * the prediction path the API uses, check the answers (text, JSON, numeric rules, LLM judges),
 * and read the results with charts; runs resume after a restart.
 */
// The pages declare no feature flag: the spec's route guard sends feature pages of open source to
// /unauthorized, and these pages are offered in every edition. The menu entries and the API keep
// the flags, so an organisation that turns them off sees neither entries nor data.
export default definePlugin({
  id: 'evaluations',
  description: 'Datasets, evaluators and evaluation runs of flows, with results and charts',
  server: () => import('./server/index.ts'),
  routes: [
    {
      path: '/datasets',
      layout: 'main',
      title: 'Datasets',
      page: () => import('./web/DatasetsPage.tsx'),
      permission: 'datasets:view',
    },
    {
      path: '/dataset_rows/:id',
      layout: 'main',
      title: 'Dataset',
      page: () => import('./web/DatasetRowsPage.tsx'),
      permission: 'datasets:view',
    },
    {
      path: '/evaluators',
      layout: 'main',
      title: 'Evaluators',
      page: () => import('./web/EvaluatorsPage.tsx'),
      permission: 'evaluators:view',
    },
    {
      path: '/evaluations',
      layout: 'main',
      title: 'Evaluations',
      page: () => import('./web/EvaluationsPage.tsx'),
      permission: 'evaluations:view',
    },
    {
      path: '/evaluation_results/:id',
      layout: 'main',
      title: 'Evaluation results',
      page: () => import('./web/EvaluationResultsPage.tsx'),
      permission: 'evaluations:view',
    },
  ],
  menuItems: [
    {
      group: 'Operations',
      section: 'Evaluations',
      label: 'Datasets',
      icon: 'Table24Regular',
      route: '/datasets',
      rank: 60,
      permission: 'datasets:view',
      feature: 'feat:datasets',
    },
    {
      group: 'Operations',
      section: 'Evaluations',
      label: 'Evaluators',
      icon: 'ClipboardTaskListLtr24Regular',
      route: '/evaluators',
      rank: 61,
      permission: 'evaluators:view',
      feature: 'feat:evaluators',
    },
    {
      group: 'Operations',
      section: 'Evaluations',
      label: 'Evaluations',
      icon: 'DataBarVertical24Regular',
      route: '/evaluations',
      rank: 62,
      permission: 'evaluations:view',
      feature: 'feat:evaluations',
    },
  ],
});
