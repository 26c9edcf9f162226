// /admin/promocodes: search, active filter, pages; a code opens its modal route; create in a modal.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ErrorCode, resolveLocale, type PromoCodeView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../shared/api/error-message';
import { formatDate } from '../../../shared/format/dates';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCreatePromoCodeMutation } from '../api/create-promo-code';
import { usePromoCodesQuery, type PromoCodeFilters } from '../api/list-promo-codes';
import { bodyOf, PromoCodeForm, type PromoCodeFormValues } from '../components/promo-code-form';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

function CreatePromoCodeModal({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation('admin');
  const [form] = Form.useForm<PromoCodeFormValues>();
  const create = useCreatePromoCodeMutation();
  const submit = async (values: PromoCodeFormValues) => {
    try {
      await create.mutateAsync(bodyOf(values));
      toasts.push({ type: 'success', message: t('promocodes.created') });
      onClose();
    } catch (err) {
      // A taken code belongs on the code field.
      if (err instanceof ApiError && err.code === ErrorCode.PROMO_CODE_EXISTS)
        form.setFields([{ name: 'code', errors: [errorMessage(err, resolveLocale(i18n.resolvedLanguage))] }]);
      else showApiError(err, form);
    }
  };
  return (
    <Modal open title={t('promocodes.create')} footer={null} width={DEFAULT_MODAL_WIDTH} onCancel={onClose}>
      <PromoCodeForm form={form} submitting={create.isPending} onSubmit={submit} />
    </Modal>
  );
}

export function PromoCodesPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: ts } = useTranslation('subscription');
  const locale = i18n.resolvedLanguage;
  const [filters, setFilters] = useState<PromoCodeFilters>({ page: 1, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const promos = usePromoCodesQuery(filters);
  const set = (patch: Partial<PromoCodeFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('promocodes.title')}
        </Typography.Title>
        <Button data-testid="create-promo-code" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('promocodes.create')}
        </Button>
      </Space>
      <Space wrap>
        <Input.Search
          data-testid="promo-codes-search"
          allowClear
          placeholder={t('promocodes.search')}
          onSearch={(search) => set({ search: search || undefined })}
          style={{ width: 260 }}
        />
        <Select
          data-testid="promo-codes-active"
          allowClear
          placeholder={t('promocodes.status')}
          style={{ width: 180 }}
          onChange={(active?: 'true' | 'false') => set({ active })}
          options={[
            { value: 'true', label: t('promocodes.active') },
            { value: 'false', label: t('promocodes.inactive') },
          ]}
        />
      </Space>
      {promos.isError ? <Alert type="error" showIcon title={promos.error.message} /> : null}
      <Table<PromoCodeView>
        scroll={{ x: 'max-content' }}
        data-testid="promo-codes-table"
        rowKey="id"
        loading={promos.isFetching}
        dataSource={promos.data?.items ?? []}
        locale={{
          emptyText: emptyUntilAnswered(promos, filters.search || filters.active ? t('promocodes.emptyFiltered') : t('promocodes.empty')),
        }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: promos.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setFilters((f) => ({ ...f, page, pageSize })),
        }}
        columns={[
          { key: 'code', title: t('promocodes.code'), render: (_, p) => <Link to={paths.adminPromocode.href(p.id)}>{p.code}</Link> },
          { key: 'discount', title: t('promocodes.discount'), render: (_, p) => `${p.discountPercent}%` },
          { key: 'plan', title: t('promocodes.plan'), render: (_, p) => ts(`plans.${p.plan}`) },
          {
            key: 'used',
            title: t('promocodes.used'),
            render: (_, p) => (p.usageLimit === null ? p.usedCount : t('promocodes.usedOf', { used: p.usedCount, limit: p.usageLimit })),
          },
          {
            key: 'expiresAt',
            title: t('promocodes.expiresAt'),
            render: (_, p) => (p.expiresAt ? formatDate(p.expiresAt, locale) : t('promocodes.never')),
          },
          {
            key: 'status',
            title: t('promocodes.status'),
            render: (_, p) => (p.active ? <Tag color="green">{t('promocodes.active')}</Tag> : <Tag>{t('promocodes.inactive')}</Tag>),
          },
          { key: 'createdAt', title: t('promocodes.createdAt'), render: (_, p) => formatDate(p.createdAt, locale) },
        ]}
      />
      {creating ? <CreatePromoCodeModal onClose={() => setCreating(false)} /> : null}
      <Outlet />
    </Space>
  );
}
