// /admin/manifests/create: a carrier, then its packed parcels.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCreateManifestMutation } from '../api/manifests-api';
import { ManifestForm } from '../manifests/manifest-form';

export function ManifestCreatePage() {
  const { t } = useTranslation('manifests');
  const navigate = useNavigate();
  const create = useCreateManifestMutation();
  const submit = async (carrier: string, orderIds: string[]) => {
    try {
      const result = await create.mutateAsync({ carrier, orderIds });
      toasts.push({ type: 'success', message: t('form.created', { number: result.number }) });
      void navigate(paths.adminManifest.href(result.id));
    } catch (err) {
      showApiError(err);
    }
  };
  return (
    <>
      <Typography.Title level={3}>{t('form.createTitle')}</Typography.Title>
      <ManifestForm
        submitText={t('form.create')}
        submitting={create.isPending}
        onSubmit={(carrier, ids) => void submit(carrier, ids)}
        onCancel={() => void navigate(paths.adminWarehouse.href('manifests'))}
      />
    </>
  );
}
