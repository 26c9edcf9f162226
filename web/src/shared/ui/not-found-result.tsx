// A modal route's record that is not there (a mistyped or deleted id): "not found" and the way back to its list.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';

/** An id the API refuses (not an id at all, 400) or does not know (404) is a record that is not there. */
export const isMissingRecord = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function NotFoundResult({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="not-found"
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" data-testid="not-found-back" onClick={onBack}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
