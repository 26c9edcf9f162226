// sales-channels/connect-<marketplace>: the connect wizard. Step 1 names the account (and eBay's country); step 2 takes
// the credentials (Shopify, Walmart, Amazon) or sends the seller to the marketplace to allow access (eBay, Etsy), who
// comes back to the OAuth return page. Amazon shows the spec's guide; Amazon, Shopify and Walmart offer a manager's help.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { CountrySelect } from '../../../shared/ui/country-select';
import { toasts } from '../../../shared/ui/toast-queue';
import { useConnectChannel, useStartOAuth, type OAuthMarketplace } from '../api/sales-channel-commands';
import { AmazonGuide } from '../components/amazon-guide';
import { useChannelNameRules } from '../components/channel-name-rules';
import { showConnectError } from '../components/connect-error';
import { credentialsInput, CredentialsFields, type FormMarketplace } from '../components/credentials-fields';
import { ManagerHelpButton } from '../components/manager-help-dialog';
import { SandboxHint } from '../components/sandbox-hint';
import { marketplaceBySlug, type ChannelSlug } from '../../../shared/sales-channels/marketplaces';

interface Values {
  name: string;
  country?: string;
  credentials?: Record<string, string>;
}

export function ConnectChannelPage({ slug }: { slug: ChannelSlug }) {
  const { t } = useTranslation('salesChannels');
  const info = marketplaceBySlug(slug);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const connect = useConnectChannel();
  const startOAuth = useStartOAuth();
  const nameRules = useChannelNameRules();

  const next = async () => {
    await form.validateFields(['name', 'country']);
    setStep(1);
  };

  const finish = async () => {
    const values = form.getFieldsValue(true) as Values;
    const name = values.name.trim();
    if (info.connects === 'oauth') {
      try {
        const { url } = await startOAuth.mutateAsync({
          marketplace: info.marketplace as OAuthMarketplace,
          body: { name, country: info.marketplace === 'EBAY' ? values.country : undefined },
        });
        window.location.assign(url);
      } catch (err) {
        showApiError(err, form);
      }
      return;
    }
    await form.validateFields();
    const marketplace = info.marketplace as FormMarketplace;
    try {
      await connect.mutateAsync({ name, credentials: credentialsInput(marketplace, values.credentials ?? {}) });
      toasts.push({ type: 'success', message: t('wizard.connected', { name }) });
      await navigate(paths.salesChannels.href());
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CHANNEL_NAME_TAKEN') setStep(0);
      await showConnectError(err, info.marketplace, form);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={`connect-${slug}-page`}>
      <Link to={paths.salesChannels.href()}>
        <ArrowLeftOutlined /> {t('wizard.backToList')}
      </Link>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('wizard.title', { marketplace: info.label })}
        </Typography.Title>
        <ManagerHelpButton info={info} />
      </Space>
      <SandboxHint info={info} form={form} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={info.marketplace === 'AMAZON' ? 14 : 24}>
          <Card>
            <Steps
              current={step}
              responsive
              size="small"
              style={{ marginBottom: 24 }}
              items={[
                { title: t('wizard.steps.name') },
                { title: t(info.connects === 'oauth' ? 'wizard.steps.authorize' : 'wizard.steps.credentials') },
              ]}
            />
            <Form form={form} layout="vertical" onFinish={() => void (step === 0 ? next() : finish())} style={{ maxWidth: 560 }}>
              <div hidden={step !== 0}>
                <Form.Item name="name" label={t('wizard.accountName')} extra={t('wizard.accountNameHint')} rules={nameRules}>
                  <Input data-testid="connect-name" maxLength={60} autoFocus />
                </Form.Item>
                {info.marketplace === 'EBAY' ? (
                  <Form.Item name="country" label={t('wizard.country')} rules={[{ required: true, message: t('credentials.required') }]}>
                    <CountrySelect data-testid="connect-country" placeholder={t('wizard.countryPlaceholder')} />
                  </Form.Item>
                ) : null}
              </div>
              {step === 1 && info.connects === 'form' ? <CredentialsFields marketplace={info.marketplace as FormMarketplace} /> : null}
              {step === 1 && info.connects === 'oauth' ? (
                <Typography.Paragraph data-testid="connect-oauth-text">
                  {t('wizard.oauthText', { marketplace: info.label })}
                </Typography.Paragraph>
              ) : null}
              <Space wrap>
                {step === 1 ? <Button onClick={() => setStep(0)}>{t('wizard.back')}</Button> : null}
                <Button data-testid="connect-submit" type="primary" htmlType="submit" loading={connect.isPending || startOAuth.isPending}>
                  {step === 0
                    ? t('wizard.next')
                    : info.connects === 'oauth'
                      ? t('wizard.goTo', { marketplace: info.label })
                      : t('wizard.connect')}
                </Button>
              </Space>
            </Form>
          </Card>
        </Col>
        {info.marketplace === 'AMAZON' ? (
          <Col xs={24} lg={10}>
            <AmazonGuide />
          </Col>
        ) : null}
      </Row>
    </Space>
  );
}
