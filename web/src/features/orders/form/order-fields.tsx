// The order's own fields: number (fixed once created), date, sales channel (manual), buyer, address and note.
import { Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../shared/ui/country-select';

export function OrderFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation('orders');
  const required = { required: true, message: t('form.required') };
  return (
    <>
      <Card size="small" title={t('form.order')}>
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item name="number" label={t('form.number')} rules={[required]}>
              <Input data-testid="order-number" maxLength={50} disabled={editing} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="orderDate" label={t('form.orderDate')} rules={[required]}>
              <DatePicker data-testid="order-date" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="channel" label={t('form.channel')}>
              <Select data-testid="order-channel" disabled options={[{ value: 'MANUAL', label: t('channels.MANUAL') }]} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('form.buyer')}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name={['buyer', 'fullName']} label={t('form.fullName')} rules={[required]}>
              <Input data-testid="order-buyer-name" maxLength={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['buyer', 'phone']} label={t('form.phone')} rules={[required]}>
              <Input data-testid="order-buyer-phone" maxLength={40} inputMode="tel" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('form.address')}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name={['address', 'country']} label={t('form.country')} rules={[required]}>
              <CountrySelect data-testid="order-country" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['address', 'region']} label={t('form.region')} rules={[required]}>
              <Input data-testid="order-region" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['address', 'city']} label={t('form.city')} rules={[required]}>
              <Input data-testid="order-city" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['address', 'postalCode']} label={t('form.postalCode')} rules={[required]}>
              <Input data-testid="order-postal-code" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['address', 'line1']} label={t('form.line1')} rules={[required]}>
              <Input data-testid="order-line1" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={['address', 'line2']} label={t('form.line2')}>
              <Input data-testid="order-line2" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="note" label={t('form.note')}>
          <Input.TextArea data-testid="order-note" rows={2} maxLength={1000} />
        </Form.Item>
      </Card>
    </>
  );
}
