// /admin/promocodes/:promocodeId: the code's usage and status, its editable fields, and deactivation.
import { Alert, Button, Descriptions, Divider, Form, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { formatDate } from '../../../shared/format/dates';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { confirm } from '../../../shared/ui/modal-queue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useDeactivatePromoCodeMutation } from '../api/deactivate-promo-code';
import { usePromoCodeQuery } from '../api/get-promo-code';
import { useUpdatePromoCodeMutation } from '../api/update-promo-code';
import { bodyOf, PromoCodeForm, type PromoCodeFormValues } from '../components/promo-code-form';

export function PromoCodeModal() {
  const { t, i18n } = useTranslation('admin');
  const { promocodeId = '' } = useParams();
  const navigate = useNavigate();
  const promo = usePromoCodeQuery(promocodeId);
  const update = useUpdatePromoCodeMutation(promocodeId);
  const deactivate = useDeactivatePromoCodeMutation();
  const [form] = Form.useForm<PromoCodeFormValues>();
  const close = () => navigate(paths.adminPromocodes.href());
  const p = promo.data;

  const save = async (values: PromoCodeFormValues) => {
    const { code: _code, ...body } = bodyOf({ ...values, code: p?.code ?? '' });
    try {
      await update.mutateAsync(body);
      toasts.push({ type: 'success', message: t('promocodes.saved') });
      close();
    } catch (err) {
      showApiError(err, form);
    }
  };

  const deactivateCode = async () => {
    if (
      !p ||
      !(await confirm({ title: t('promocodes.deactivateConfirm', { code: p.code }), okText: t('promocodes.deactivate'), danger: true }))
    )
      return;
    deactivate.mutate(promocodeId, {
      onSuccess: () => toasts.push({ type: 'success', message: t('promocodes.deactivated') }),
      onError: (err) => showApiError(err),
    });
  };

  return (
    <Modal
      open
      data-testid="promo-code-modal"
      title={p ? t('promocodes.edit', { code: p.code }) : t('promocodes.title')}
      footer={null}
      width={DEFAULT_MODAL_WIDTH}
      onCancel={close}
    >
      {promo.isPending ? (
        <PageLoading />
      ) : promo.isError ? (
        <Alert type="error" showIcon title={promo.error.message} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('promocodes.status')}>
              {promo.data.active ? <Tag color="green">{t('promocodes.active')}</Tag> : <Tag>{t('promocodes.inactive')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('promocodes.used')}>
              <span data-testid="promo-code-used">
                {promo.data.usageLimit === null
                  ? promo.data.usedCount
                  : t('promocodes.usedOf', { used: promo.data.usedCount, limit: promo.data.usageLimit })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('promocodes.createdAt')}>
              {formatDate(promo.data.createdAt, i18n.resolvedLanguage)}
            </Descriptions.Item>
          </Descriptions>
          <PromoCodeForm key={promo.data.id} form={form} initial={promo.data} submitting={update.isPending} onSubmit={save} />
          {promo.data.active ? (
            <>
              <Divider />
              <Button data-testid="promo-code-deactivate" danger loading={deactivate.isPending} onClick={deactivateCode}>
                {t('promocodes.deactivate')}
              </Button>
            </>
          ) : null}
        </Space>
      )}
    </Modal>
  );
}
