// Up to 5 attachments: each is uploaded at once (POST /files; the server screens type and size) and kept by id; several
// chosen in one dialog are all attached, and those beyond the limit are refused with the limit's text.
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, List, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileRoutes, MAX_FILES_PER_UPLOAD, type ForwardingFile, type StoredFileView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { uploadFile } from '../../../shared/api/upload-file';

export function ForwardingFilesField({ value = [], onChange }: { value?: ForwardingFile[]; onChange?(files: ForwardingFile[]): void }) {
  const { t, i18n } = useTranslation('forwarding');
  const [uploading, setUploading] = useState(0);
  const [tooMany, setTooMany] = useState(false);
  // One callback per chosen file, and uploads may finish before a re-render: count and collect synchronously.
  const latest = useRef(value);
  latest.current = value;
  const inFlight = useRef(0);
  const full = value.length + uploading >= MAX_FILES_PER_UPLOAD;
  const add = async (file: File) => {
    inFlight.current += 1;
    setUploading((n) => n + 1);
    try {
      const { files } = await uploadFile<{ files: StoredFileView[] }>(
        fileRoutes.upload.path,
        file,
        i18n.resolvedLanguage ?? 'en-US',
        'files',
      );
      latest.current = [...latest.current, ...files.map((f) => ({ id: f.id, name: f.name }))].slice(0, MAX_FILES_PER_UPLOAD);
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
  return (
    <div data-testid="forwarding-files">
      {value.length > 0 ? (
        <List
          size="small"
          dataSource={value}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button key="remove" type="link" danger size="small" onClick={() => remove(file.id)}>
                  {t('files.remove')}
                </Button>,
              ]}
            >
              <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                <PaperClipOutlined /> {file.name}
              </Typography.Text>
            </List.Item>
          )}
        />
      ) : null}
      <Upload
        accept=".pdf,.png,.jpg,.jpeg,.webp,.xlsx,.csv"
        multiple
        showUploadList={false}
        disabled={full}
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
        <Button icon={<UploadOutlined />} disabled={full} loading={uploading > 0} data-testid="forwarding-attach">
          {t('files.attach')}
        </Button>
      </Upload>
      <Typography.Paragraph
        type={tooMany ? 'danger' : 'secondary'}
        role={tooMany ? 'alert' : undefined}
        data-testid="forwarding-files-hint"
        style={{ marginTop: 8, marginBottom: 0 }}
      >
        {tooMany || full ? t('files.limitReached', { max: MAX_FILES_PER_UPLOAD }) : t('files.hint', { max: MAX_FILES_PER_UPLOAD })}
      </Typography.Paragraph>
    </div>
  );
}
