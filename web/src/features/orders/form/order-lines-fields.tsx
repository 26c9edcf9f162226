// The ordered products: SKU (typing offers the seller's products), quantity and price per piece per line; the server's
// answer ('product with this SKU not found', '{quantity} items available in stock') shows at the line it is about.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINES_MAX } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { MoneyInput } from '../../../shared/ui/money-input';
import { linesTotal, type OrderFormValues } from './order-form-values';
import { SkuInput } from './sku-input';

export function OrderLinesFields() {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const form = Form.useFormInstance<OrderFormValues>();
  const lines = Form.useWatch('lines', form);
  const required = { required: true, message: t('form.required') };
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={8} align="top" data-testid={`order-line-${index}`}>
              <Col xs={24} sm={9}>
                <Form.Item name={[field.name, 'sku']} label={index === 0 ? t('form.sku') : undefined} rules={[required]}>
                  <SkuInput />
                </Form.Item>
              </Col>
              <Col xs={10} sm={5}>
                <Form.Item name={[field.name, 'quantity']} label={index === 0 ? t('form.quantity') : undefined} rules={[required]}>
                  <InputNumber
                    data-testid="order-line-quantity"
                    placeholder={t('form.quantity')}
                    min={1}
                    max={ORDER_LINE_QUANTITY_MAX}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={11} sm={8}>
                <Form.Item name={[field.name, 'price']} label={index === 0 ? t('form.price') : undefined} rules={[required]}>
                  <MoneyInput data-testid="order-line-price" placeholder={t('form.price')} min={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={3} sm={2} style={index === 0 ? { paddingTop: 30 } : undefined}>
                <Button
                  aria-label={t('form.removeLine')}
                  data-testid="order-line-remove"
                  icon={<DeleteOutlined />}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              </Col>
            </Row>
          ))}
          <Row justify="space-between" align="middle" gutter={[8, 8]}>
            <Col>
              <Button
                data-testid="order-add-line"
                icon={<PlusOutlined />}
                disabled={fields.length >= ORDER_LINES_MAX}
                onClick={() => add({ quantity: 1 })}
              >
                {t('form.addLine')}
              </Button>
            </Col>
            <Col>
              <Typography.Text strong data-testid="order-form-total">
                {t('form.total', { total: f.money(linesTotal(lines)) })}
              </Typography.Text>
            </Col>
          </Row>
        </>
      )}
    </Form.List>
  );
}
