import { Button, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import {
  Copy16Regular,
  ThumbDislike16Filled,
  ThumbDislike16Regular,
  ThumbLike16Filled,
  ThumbLike16Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import type { ChatFeedback } from '../common/chatItem.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '2px', alignItems: 'center' },
  comment: { display: 'flex', flexDirection: 'column', gap: '6px', marginTop: '4px' },
  actions: { display: 'flex', gap: '6px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

type Rating = ChatFeedback['rating'];

/** Copy, thumbs up/down, then an optional comment for the rating just given. */
export function FeedbackControls({
  text,
  feedback,
  canRate,
  onRate,
}: {
  text: string;
  feedback?: ChatFeedback;
  canRate: boolean;
  onRate: (rating: Rating, content?: string) => Promise<void>;
}) {
  const t = useT();
  const s = useStyles();
  const [commenting, setCommenting] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const rate = async (rating: Rating, content?: string) => {
    setError('');
    try {
      await onRate(rating, content);
      setCommenting(content === undefined ? rating : null);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const up = feedback?.rating === 'THUMBS_UP';
  const down = feedback?.rating === 'THUMBS_DOWN';
  return (
    <div>
      <div className={s.row}>
        <Button
          size="small"
          appearance="subtle"
          icon={<Copy16Regular />}
          aria-label={t('Copy message')}
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? t('Copied') : undefined}
        </Button>
        {canRate && (
          <>
            <Button
              size="small"
              appearance="subtle"
              aria-label={t('Thumbs up')}
              aria-pressed={up}
              icon={up ? <ThumbLike16Filled /> : <ThumbLike16Regular />}
              onClick={() => void rate('THUMBS_UP')}
            />
            <Button
              size="small"
              appearance="subtle"
              aria-label={t('Thumbs down')}
              aria-pressed={down}
              icon={down ? <ThumbDislike16Filled /> : <ThumbDislike16Regular />}
              onClick={() => void rate('THUMBS_DOWN')}
            />
          </>
        )}
      </div>
      {commenting && (
        <div className={s.comment}>
          <Textarea
            aria-label={t('Feedback comment')}
            placeholder={t('Tell us more (optional)')}
            value={comment}
            onChange={(_, d) => setComment(d.value)}
          />
          <div className={s.actions}>
            <Button size="small" appearance="primary" onClick={() => void rate(commenting, comment)}>
              {t('Submit feedback')}
            </Button>
            <Button size="small" onClick={() => setCommenting(null)}>
              {t('Skip')}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <div role="alert" className={s.error}>
          {error}
        </div>
      )}
    </div>
  );
}
