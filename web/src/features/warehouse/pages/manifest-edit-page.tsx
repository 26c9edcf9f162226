// /admin/manifests/:manifestId/edit: add or remove parcels of the manifest's carrier while it is open.
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useChangeManifestOrdersMutation, useManifestQuery } from '../api/manifests-api';
import { ManifestForm } from '../manifests/manifest-form';

export function ManifestEditPage() {
  const { t } = useTranslation('manifests');
  const { manifestId = '' } = useParams();
  const navigate = useNavigate();
  const manifest = useManifestQuery(manifestId);
  const change = useChangeManifestOrdersMutation(manifestId);
  if (manifest.isPending) return <PageLoading />;
  if (manifest.isError) return <Alert type="error" showIcon title={manifest.error.message} />;
  const m = manifest.data;
  const submit = async (orderIds: string[]) => {
    try {
      await change.mutateAsync({ orderIds });
      toasts.push({ type: 'success', message: t('form.saved') });
      void navigate(paths.adminManifest.href(manifestId));
    } catch (err) {
      showApiError(err);
    }
  };
  return (
    <>
      <Typography.Title level={3}>{t('form.editTitle', { number: m.number })}</Typography.Title>
      <ManifestForm
        carrier={m.carrier}
        current={m.orders}
        submitText={t('form.save')}
        submitting={change.isPending}
        onSubmit={(_, ids) => void submit(ids)}
        onCancel={() => void navigate(paths.adminManifest.href(manifestId))}
      />
    </>
  );
}
