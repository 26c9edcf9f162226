// One attached file: images (PNG, JPEG, WEBP) as a thumbnail that opens larger, every file as a download link.
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupportMessageView } from '@ledgerhouse/contracts';
import { showApiError } from '../api/apply-field-errors';
import { downloadFile } from '../api/download';
import { useAuthorizedObjectUrl } from './use-authorized-object-url';

type SupportFileView = SupportMessageView['files'][number];

const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);
const THUMB = 120;

function Thumbnail({ file, path, locale }: { file: SupportFileView; path: string; locale: string }) {
  const { t } = useTranslation('support');
  const preview = useAuthorizedObjectUrl(path, locale);
  if (preview.state === 'loading') return <Skeleton.Image active style={{ width: THUMB, height: THUMB }} />;
  if (preview.state === 'failed') return <Typography.Text type="secondary">{t('thread.previewFailed')}</Typography.Text>;
  return (
    <Image
      src={preview.url}
      alt={file.name}
      width={THUMB}
      height={THUMB}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      data-testid="support-attachment-preview"
    />
  );
}

/** `path` is the file's download route relative to /api (the seller's or staff's). */
export function SupportAttachment({ file, path, locale }: { file: SupportFileView; path: string; locale: string }) {
  const { t } = useTranslation('support');
  return (
    <div data-testid="support-attachment" style={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 240 }}>
      {PREVIEWABLE.has(file.contentType) ? <Thumbnail file={file} path={path} locale={locale} /> : null}
      <Button
        type="link"
        size="small"
        icon={<PaperClipOutlined />}
        aria-label={t('thread.download', { name: file.name })}
        style={{ padding: 0, height: 'auto', justifyContent: 'flex-start', maxWidth: '100%' }}
        onClick={() => downloadFile(path, {}, locale).catch((err) => showApiError(err))}
      >
        <Typography.Text ellipsis style={{ maxWidth: 210, color: 'inherit' }}>
          {file.name}
        </Typography.Text>
      </Button>
    </div>
  );
}
