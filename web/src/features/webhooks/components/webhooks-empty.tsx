// What a webhook is, where its events are described, and the way to add the first endpoint.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The API reference the server serves (Swagger UI, the webhooks tag); the integration guide is docs/integration.md. */
export const WEBHOOK_DOCS_URL = '/api/docs#/webhooks';

export function WebhooksEmpty({ onAdd }: { onAdd(): void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Card data-testid="webhooks-empty">
      <Empty
        description={
          <div style={{ maxWidth: 560, margin: '0 auto', textAlign: 'start' }}>
            <Typography.Title level={5}>{t('empty.title')}</Typography.Title>
            <Typography.Paragraph>{t('empty.text')}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {t('empty.docs')}{' '}
              <Typography.Link href={WEBHOOK_DOCS_URL} target="_blank" rel="noopener" data-testid="webhooks-docs-link">
                {t('docsLink')}
              </Typography.Link>
            </Typography.Paragraph>
          </div>
        }
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="webhook-add-first">
          {t('add')}
        </Button>
      </Empty>
    </Card>
  );
}
