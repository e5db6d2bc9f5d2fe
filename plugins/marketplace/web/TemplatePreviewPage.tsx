import { Badge, Button, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { Suspense } from 'react';
import { useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { lazyNamed } from '../../../host/web/components/lazyNamed.ts';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { marketplaceApi } from './marketplaceApi.ts';
import { TYPE_LABEL } from './TemplateCard.tsx';
import { useTemplateActions } from './useTemplateActions.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './marketplaceMessages.ts';

const TemplateCanvas = lazyNamed(() => import('./TemplateCanvas.tsx'), 'TemplateCanvas');

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    height: '100%',
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grow: { flex: 1 },
  canvas: {
    flex: 1,
    minHeight: '420px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
  },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
});

/** Finds a template among the built-in ones and the workspace's own. */
async function findTemplate(
  id: string,
  can: (p: string) => boolean,
): Promise<{ template?: MarketplaceTemplate }> {
  const [builtin, custom] = await Promise.all([
    can('templates:marketplace') ? marketplaceApi.builtin() : [],
    can('templates:custom') ? marketplaceApi.custom() : [],
  ]);
  const template = [...builtin, ...custom].find((t) => t.id === id);
  return template ? { template } : {};
}

/** /marketplace/{id} and /v2/marketplace/{id}: a template read-only, with "Use template". */
export default function TemplatePreviewPage() {
  const t = useT();
  const styles = useStyles();
  const { id = '' } = useParams<{ id: string }>();
  const access = useAccess();
  const actions = useTemplateActions();
  const { data, error } = useLoaded(() => findTemplate(id, (p) => access.can(p)));
  if (error) return <Text role="alert">{t('Could not load the template: {{error}}', { error })}</Text>;
  if (!data) return <Spinner label={t('Loading template')} />;
  const tpl = data.template;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Button
          appearance="subtle"
          icon={<ArrowLeft20Regular />}
          aria-label={t('Back to templates')}
          onClick={() => navigate('/marketplaces')}
        />
        <Title2 as="h1">{tpl?.templateName ?? t('Template not found')}</Title2>
        {tpl && <Badge appearance="tint">{t(TYPE_LABEL[tpl.type] ?? tpl.type)}</Badge>}
        {tpl?.badge && <Badge color="important">{tpl.badge}</Badge>}
        <span className={styles.grow} />
        {tpl && actions.canUse(tpl) && (
          <Button appearance="primary" onClick={() => void actions.use(tpl)}>
            {t('Use template')}
          </Button>
        )}
      </div>
      {!tpl ? (
        <Text>{t('This template does not exist, or it belongs to another workspace.')}</Text>
      ) : (
        <>
          <Text>{tpl.description}</Text>
          <Text size={200}>{t('Use cases: {{list}}', { list: tpl.usecases.join(', ') || '—' })}</Text>
          {tpl.flowData ? (
            <div className={styles.canvas} data-testid="template-canvas">
              <Suspense fallback={<Spinner label={t('Drawing the flow')} />}>
                <TemplateCanvas flowData={tpl.flowData} icons={tpl.nodeIcons ?? []} />
              </Suspense>
            </div>
          ) : (
            <>
              <Text weight="semibold">{t('Input schema')}</Text>
              <pre className={styles.code}>{tpl.schema}</pre>
              <Text weight="semibold">{t('Function')}</Text>
              <pre className={styles.code}>{tpl.func}</pre>
            </>
          )}
        </>
      )}
    </div>
  );
}
