import {
  Badge,
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  SearchBox,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { PanelLeftContract20Regular } from '@fluentui/react-icons';
import { type DragEvent, type KeyboardEvent, memo, useMemo, useState } from 'react';
import { PluginIcon } from '../../../../host/web/icons/PluginIcon.tsx';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { ROOM } from '../../common/canvasRoom.ts';
import { paletteGroups } from './paletteFilter.ts';
import { useNodeText } from '../forms/NodeTextContext.tsx';
import { useT } from '../../../../host/web/i18n/i18n.ts';

/** The drag payload type of a palette item: the node type's name. */
export const NODE_DRAG_TYPE = 'application/x-brains-node';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: `${ROOM.palette}px`,
    flex: '0 0 auto',
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'grab',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusMedium,
    color: '#1b1b1f',
    flex: '0 0 auto',
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  desc: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
  empty: { color: tokens.colorNeutralForeground3 },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  search: { flex: '1 1 auto', minWidth: 0 },
});

/**
 * The node types of this flow type by category, with search. Drag an item onto the canvas, or
 * focus it and press Enter to add it in the middle of the view.
 */
export const NodePalette = memo(function NodePalette({
  definitions,
  categories,
  onAdd,
  onHide,
  className,
}: {
  definitions: readonly NodeDefinition[];
  /** Categories in this order first; the others follow as first seen. */
  categories?: readonly string[];
  onAdd(name: string): void;
  /** Folds the palette to a rail (the canvas page on a small screen). */
  onHide?(): void;
  className?: string;
}) {
  const t = useT();
  const nt = useNodeText();
  const styles = useStyles();
  const [search, setSearch] = useState('');
  // shown and searched in the reader's language; a pick adds the type by name
  const shown = useMemo(
    () =>
      definitions.map((d) => ({
        ...d,
        label: nt(d.label),
        description: nt(d.description),
        category: nt(d.category),
      })),
    [definitions, nt],
  );
  const groups = useMemo(
    () => paletteGroups(shown, search, categories?.map(nt)),
    [shown, search, categories, nt],
  );
  const onDragStart = (e: DragEvent, name: string) => {
    e.dataTransfer.setData(NODE_DRAG_TYPE, name);
    e.dataTransfer.effectAllowed = 'move';
  };
  const onKey = (e: KeyboardEvent, name: string) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onAdd(name);
    }
  };
  return (
    <aside className={mergeClasses(styles.root, className)} aria-label={t('Add nodes')}>
      <div className={styles.top}>
        <SearchBox
          className={styles.search}
          placeholder={t('Search nodes')}
          aria-label={t('Search nodes')}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        {onHide && (
          <Tooltip content={t('Hide the nodes')} relationship="label">
            <Button
              appearance="subtle"
              icon={<PanelLeftContract20Regular />}
              onClick={onHide}
              data-testid="palette-hide"
            />
          </Tooltip>
        )}
      </div>
      {groups.length === 0 && (
        <Caption1 className={styles.empty}>{t('No node matches "{{search}}".', { search })}</Caption1>
      )}
      {groups.map((g) => (
        <section key={g.category} aria-label={g.category}>
          <Body1Strong>{g.category}</Body1Strong>
          <ul className={styles.list}>
            {g.nodes.map((def) => (
              <li key={def.name}>
                {/* biome-ignore lint/a11y/useSemanticElements: a <button> cannot be dragged in every browser */}
                <div
                  role="button"
                  className={styles.item}
                  draggable
                  tabIndex={0}
                  aria-label={t('Add {{name}}', {
                    name: `${def.label}${def.tags?.length ? ` (${def.tags.join(', ')})` : ''}`,
                  })}
                  data-testid={`palette-${def.name}`}
                  onDragStart={(e) => onDragStart(e, def.name)}
                  onKeyDown={(e) => onKey(e, def.name)}
                  onDoubleClick={() => onAdd(def.name)}
                  title={def.description}
                >
                  <span className={styles.icon} style={{ backgroundColor: def.color }}>
                    <PluginIcon name={def.icon} fontSize={18} />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.title}>
                      <Body1Strong>{def.label}</Body1Strong>
                      {/* Tags tell apart nodes of one name from different families (ChatOpenAI, LlamaIndex's). */}
                      {def.tags?.map((tag) => (
                        <Badge key={tag} size="small" appearance="tint" color="informative">
                          {tag}
                        </Badge>
                      ))}
                    </span>
                    <Caption1 className={styles.desc}>{def.description}</Caption1>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
});
