// Step 2: per product its quantity and barcode (required, barcodes unique in the shipment), package size and weight
// (optional: the warehouse measures what is missing, which takes longer and costs more) and country of origin.
import { Alert, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LENGTH_UNITS, WEIGHT_UNITS } from '@ledgerhouse/contracts';
import { CountrySelect } from '../../../shared/ui/country-select';
import { linesWithoutMeasurements, type LineProblem, type WizardAction, type WizardLine } from './wizard-state';

export function LineEditor({
  lines,
  problems,
  showProblems,
  dispatch,
}: {
  lines: WizardLine[];
  problems: Map<string, LineProblem[]>;
  showProblems: boolean;
  dispatch(action: WizardAction): void;
}) {
  const { t } = useTranslation('shipments');
  const { t: tc } = useTranslation();
  const unmeasured = linesWithoutMeasurements(lines);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="wizard-lines">
      {unmeasured > 0 ? (
        <Alert data-testid="measurements-warning" type="warning" showIcon title={t('wizard.measurementsWarning', { count: unmeasured })} />
      ) : null}
      {showProblems && problems.size > 0 ? <Alert data-testid="fix-rows" type="error" showIcon title={t('wizard.fixRows')} /> : null}
      {lines.map((line, index) => {
        const found = showProblems ? (problems.get(line.productId) ?? []) : [];
        const has = (p: LineProblem) => found.includes(p);
        const edit = (patch: Partial<WizardLine>) => dispatch({ type: 'editLine', productId: line.productId, patch });
        return (
          <Card
            key={line.productId}
            size="small"
            data-testid={`wizard-line-${index}`}
            data-sku={line.sku}
            title={
              <Typography.Text ellipsis>
                {line.title} · {line.sku}
              </Typography.Text>
            }
            style={found.length ? { borderColor: '#ff4d4f' } : undefined}
          >
            <Form layout="vertical" component="div">
              <Row gutter={[12, 0]}>
                <Col xs={12} md={4}>
                  <Form.Item label={t('wizard.quantity')} required validateStatus={has('QUANTITY_REQUIRED') ? 'error' : undefined}>
                    <InputNumber
                      data-testid="line-quantity"
                      min={1}
                      precision={0}
                      style={{ width: '100%' }}
                      value={line.quantity}
                      onChange={(value) => edit({ quantity: value })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    label={t('wizard.barcode')}
                    required
                    validateStatus={has('BARCODE_REQUIRED') || has('DUPLICATE_BARCODE') ? 'error' : undefined}
                  >
                    <Input
                      data-testid="line-barcode"
                      maxLength={64}
                      value={line.barcode}
                      onChange={(e) => edit({ barcode: e.target.value })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item label={t('wizard.size')} validateStatus={has('SIZE_INCOMPLETE') ? 'error' : undefined}>
                    <Space.Compact style={{ width: '100%' }}>
                      {(['length', 'width', 'height'] as const).map((side) => (
                        <InputNumber
                          key={side}
                          aria-label={side}
                          min={0.01}
                          style={{ width: '28%' }}
                          value={line[side]}
                          onChange={(value) => edit({ [side]: value })}
                        />
                      ))}
                      <Select
                        aria-label={t('wizard.size')}
                        style={{ width: '26%' }}
                        value={line.sizeUnit}
                        onChange={(sizeUnit) => edit({ sizeUnit })}
                        options={LENGTH_UNITS.map((u) => ({ value: u, label: tc(`units.${u}`) }))}
                      />
                    </Space.Compact>
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={6}>
                  <Form.Item label={t('wizard.weight')}>
                    <Space.Compact style={{ width: '100%' }}>
                      <InputNumber
                        aria-label={t('wizard.weight')}
                        min={0.001}
                        style={{ width: '60%' }}
                        value={line.weight}
                        onChange={(weight) => edit({ weight })}
                      />
                      <Select
                        aria-label={t('wizard.weight')}
                        style={{ width: '40%' }}
                        value={line.weightUnit}
                        onChange={(weightUnit) => edit({ weightUnit })}
                        options={WEIGHT_UNITS.map((u) => ({ value: u, label: tc(`units.${u}`) }))}
                      />
                    </Space.Compact>
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12} md={8}>
                  <Form.Item label={t('wizard.country')}>
                    <CountrySelect
                      value={line.countryOfOrigin ?? undefined}
                      onChange={(value?: string) => edit({ countryOfOrigin: value ?? null })}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Form>
            {found.map((problem) => (
              <Typography.Text
                key={problem}
                type="danger"
                role="alert"
                data-testid={`line-problem-${problem}`}
                style={{ display: 'block' }}
              >
                {t(`wizard.problems.${problem}`)}
              </Typography.Text>
            ))}
          </Card>
        );
      })}
    </Space>
  );
}
