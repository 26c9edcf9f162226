// Available integrations: a card per marketplace leading to its connect page; others by the request form below.
import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { MARKETPLACES } from '../../../shared/sales-channels/marketplaces';

export function AvailableIntegrations() {
  const { t } = useTranslation('salesChannels');
  return (
    <Card title={t('integrations.title')} data-testid="available-integrations">
      <Row gutter={[16, 16]}>
        {MARKETPLACES.map((m) => (
          <Col key={m.slug} xs={24} sm={12} lg={8}>
            <Card size="small" title={m.label} style={{ height: '100%' }}>
              <Typography.Paragraph type="secondary" style={{ minHeight: 44 }}>
                {t(`integrations.${m.marketplace}`)}
              </Typography.Paragraph>
              {m.managersHelp ? <Tag style={{ marginBottom: 8 }}>{t('integrations.managersHelpTag')}</Tag> : null}
              <div>
                <Link to={paths.connectChannel.href(m.slug)} data-testid={`connect-${m.slug}`}>
                  <Button type="primary" tabIndex={-1}>
                    {t('integrations.connect')}
                  </Button>
                </Link>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
