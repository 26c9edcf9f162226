// The address verification answer before saving: a correction to apply or the address kept as typed (fix or keep);
// for an address the verifier cannot fix, its problems, with going back to fix them (taking what the verifier could
// correct, such as California → CA): such an address is never saved by "use the suggestion".
import { Alert, Button, Card, Col, Modal, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AddressVerification, ShippingAddress } from '@ledgerhouse/contracts';
import { countryName } from '../../../shared/countries/country-names';

function AddressLines({ address, testId }: { address: ShippingAddress; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Space orientation="vertical" size={0} data-testid={testId}>
      <span>{address.line1}</span>
      {address.line2 ? <span>{address.line2}</span> : null}
      <span>{[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}</span>
      <span>{countryName(address.country, i18n.resolvedLanguage)}</span>
    </Space>
  );
}

export function AddressCheckModal({
  typed,
  verification,
  onApply,
  onKeep,
  onFix,
}: {
  typed: ShippingAddress;
  verification: AddressVerification;
  onApply(suggestion: ShippingAddress): void;
  onKeep(): void;
  /** Back to the form with the problems marked, the verifier's partial correction (if any) taken. */
  onFix(partial: ShippingAddress | null): void;
}) {
  const { t } = useTranslation('orders');
  const { status, suggestion, problems } = verification;
  const fixable = status === 'CORRECTED' && suggestion;
  return (
    <Modal
      open
      width={640}
      title={t('address.title')}
      onCancel={() => onFix(null)}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button data-testid="address-keep" onClick={onKeep}>
            {t('address.keep')}
          </Button>
          {fixable ? (
            <Button data-testid="address-apply" type="primary" onClick={() => onApply(fixable)}>
              {t('address.apply')}
            </Button>
          ) : (
            <Button data-testid="address-fix" type="primary" onClick={() => onFix(suggestion)}>
              {t('address.fix')}
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="address-check">
        <Typography.Paragraph>{t(fixable ? 'address.text' : 'address.cannotFix')}</Typography.Paragraph>
        {problems.length ? (
          <Alert
            type="warning"
            showIcon
            title={
              <Space orientation="vertical" size={0}>
                {problems.map((p) => (
                  <span key={`${p.field}-${p.code}`} data-testid="address-problem" data-code={p.code}>
                    {t(`form.${p.field}`)}: {t(`address.problems.${p.code}`)}
                  </span>
                ))}
              </Space>
            }
          />
        ) : null}
        <Row gutter={[12, 12]}>
          <Col xs={24} sm={12}>
            <Card size="small" title={t('address.yours')}>
              <AddressLines address={typed} testId="address-typed" />
            </Card>
          </Col>
          <Col xs={24} sm={12}>
            <Card size="small" title={t('address.suggested')}>
              {suggestion ? (
                <AddressLines address={suggestion} testId="address-suggested" />
              ) : (
                <Typography.Text type="secondary">{t('address.noSuggestion')}</Typography.Text>
              )}
            </Card>
          </Col>
        </Row>
      </Space>
    </Modal>
  );
}
