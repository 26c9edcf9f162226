// /test-page: the page frame every screen sits in (breadcrumbs and title from the route, heading with actions,
// sections) and the shared states and messages, each with the piece to import. Copy from here.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../shared/ui/modal-queue';
import { NotAvailableYet } from '../../../shared/ui/not-available-yet';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';

function Section({ title, source, children }: { title: string; source: string; children: React.ReactNode }) {
  return (
    <Card title={title} extra={<Typography.Text code>{source}</Typography.Text>} styles={{ header: { flexWrap: 'wrap' } }}>
      {children}
    </Card>
  );
}

export function PageShowcasePage() {
  const { t } = useTranslation('showcase');
  const ask = async () => {
    const ok = await confirm({ title: t('page.confirmTitle'), content: t('page.confirmText'), okText: t('page.confirmOk') });
    toasts.push({ type: ok ? 'success' : 'info', message: ok ? t('page.confirmed') : t('page.cancelled') });
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="page-showcase">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('page.title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => toasts.push({ type: 'success', message: t('page.toast') })}
          data-testid="showcase-toast"
        >
          {t('page.primaryAction')}
        </Button>
      </Space>
      <Typography.Paragraph>{t('page.about')}</Typography.Paragraph>
      <Section title={t('page.frame')} source="app/router.tsx · app/layouts/app-shell.tsx">
        <Descriptions
          size="small"
          column={1}
          bordered
          items={(['breadcrumbs', 'pageTitle', 'heading', 'narrow'] as const).map((key) => ({
            key,
            label: t(`page.frameParts.${key}.label`),
            children: t(`page.frameParts.${key}.text`),
          }))}
        />
      </Section>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Section title={t('page.loading')} source="shared/ui/page-loading">
            <PageLoading />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('page.empty')} source="antd Empty">
            <Empty description={t('page.emptyText')} />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('page.error')} source="antd Alert · shared/api/apply-field-errors">
            <Alert type="error" showIcon title={t('page.errorText')} />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('page.messages')} source="shared/ui/toast-queue · modal-queue">
            <Space wrap>
              <Button onClick={() => toasts.push({ type: 'success', message: t('page.toast') })}>{t('page.showToast')}</Button>
              <Button data-testid="showcase-confirm" onClick={() => void ask()}>
                {t('page.showConfirm')}
              </Button>
            </Space>
          </Section>
        </Col>
      </Row>
      <Section title={t('page.notYet')} source="shared/ui/not-available-yet">
        <NotAvailableYet screen={t('page.notYetScreen')} />
      </Section>
    </Space>
  );
}
