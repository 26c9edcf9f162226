// Up to 5 attachments for a chat message: each is uploaded at once (POST /files; the server screens type and size) and
// kept by id until the message is sent; one more than allowed is refused with the contracts' FILES_TOO_MANY text.
import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  fileRoutes,
  MAX_FILES_PER_UPLOAD,
  translateError,
  type StoredFileView,
  type SupportMessageView,
} from '@ledgerhouse/contracts';
import { showApiError } from '../api/apply-field-errors';
import { uploadFile } from '../api/upload-file';
import { useSupportLocale } from './use-support-locale';

export type SupportAttachedFile = SupportMessageView['files'][number];

export interface SupportFilesFieldProps {
  value?: SupportAttachedFile[];
  onChange?(files: SupportAttachedFile[]): void;
  disabled?: boolean;
  /** Uploads under way: a message must wait for them. */
  onBusyChange?(busy: boolean): void;
}

export function SupportFilesField({ value = [], onChange, disabled = false, onBusyChange }: SupportFilesFieldProps) {
  const { t } = useTranslation('support');
  const locale = useSupportLocale();
  const [uploading, setUploading] = useState(0);
  const [tooMany, setTooMany] = useState(false);
  // Picks arrive one callback per file and uploads finish together, before any re-render: count them synchronously.
  const latest = useRef(value);
  latest.current = value;
  const inFlight = useRef(0);
  useEffect(() => onBusyChange?.(uploading > 0), [uploading, onBusyChange]);

  const add = async (file: File) => {
    inFlight.current += 1;
    setUploading((n) => n + 1);
    try {
      const { files } = await uploadFile<{ files: StoredFileView[] }>(fileRoutes.upload.path, file, locale, 'files');
      const added = files.map(({ id, name, contentType, size }) => ({ id, name, contentType, size }));
      latest.current = [...latest.current, ...added].slice(0, MAX_FILES_PER_UPLOAD);
      onChange?.(latest.current);
    } catch (err) {
      showApiError(err);
    } finally {
      inFlight.current -= 1;
      setUploading((n) => n - 1);
    }
  };
  const remove = (id: string) => {
    latest.current = latest.current.filter((f) => f.id !== id);
    setTooMany(false);
    onChange?.(latest.current);
  };
  const full = value.length + uploading >= MAX_FILES_PER_UPLOAD;
  return (
    <div data-testid="support-files">
      {value.length > 0 ? (
        <ul style={{ listStyle: 'none', margin: '0 0 8px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {value.map((file) => (
            <li key={file.id} data-testid="support-file-chip" style={{ display: 'flex', alignItems: 'center', gap: 4, maxWidth: 260 }}>
              <Typography.Text ellipsis style={{ maxWidth: 210 }}>
                <PaperClipOutlined /> {file.name}
              </Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('composer.remove', { name: file.name })}
                data-testid="support-file-remove"
                disabled={disabled}
                onClick={() => remove(file.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Upload
        accept=".pdf,.png,.jpg,.jpeg,.webp,.xlsx,.csv"
        multiple
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          if (latest.current.length + inFlight.current >= MAX_FILES_PER_UPLOAD) {
            setTooMany(true);
            return false;
          }
          setTooMany(false);
          void add(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled} loading={uploading > 0} data-testid="support-attach">
          {t('composer.attach')}
        </Button>
      </Upload>
      <Typography.Text
        type={tooMany ? 'danger' : 'secondary'}
        role={tooMany ? 'alert' : undefined}
        data-testid="support-files-hint"
        style={{ display: 'block', marginTop: 4, fontSize: 12 }}
      >
        {tooMany
          ? translateError(ErrorCode.FILES_TOO_MANY, locale, { max: MAX_FILES_PER_UPLOAD })
          : uploading > 0
            ? t('composer.uploading')
            : full
              ? translateError(ErrorCode.FILES_TOO_MANY, locale, { max: MAX_FILES_PER_UPLOAD })
              : t('composer.hint', { max: MAX_FILES_PER_UPLOAD })}
      </Typography.Text>
    </div>
  );
}
