// The embedded start's sandbox store (a local simulator of the marketplace): a newcomer connects it without an account.
// Clearly marked as a sandbox; for form marketplaces one click fills its credentials in.
import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarketplaceInfo } from '../../../shared/sales-channels/marketplaces';
import { useSandboxStoresQuery } from '../api/sales-channel-queries';

export function SandboxHint({ info, form }: { info: MarketplaceInfo; form: FormInstance }) {
  const { t } = useTranslation('salesChannels');
  const sandbox = useSandboxStoresQuery().data?.[info.marketplace];
  if (!sandbox) return null;
  const fill = () =>
    form.setFieldsValue({
      name: form.getFieldValue('name') || t('sandbox.defaultName', { marketplace: info.label }),
      credentials: sandbox,
    });
  return (
    <Alert
      data-testid="sandbox-hint"
      type="info"
      showIcon
      icon={<ExperimentOutlined />}
      title={t('sandbox.title', { marketplace: info.label })}
      description={t(info.connects === 'form' ? 'sandbox.formText' : 'sandbox.oauthText', { marketplace: info.label })}
      action={
        info.connects === 'form' ? (
          <Button data-testid="sandbox-fill" size="small" onClick={fill}>
            {t('sandbox.fill')}
          </Button>
        ) : null
      }
    />
  );
}
