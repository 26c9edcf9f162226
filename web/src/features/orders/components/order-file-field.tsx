// One file (a label or a commercial invoice) uploaded at once through the files API and kept by id.
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { uploadOrderFile } from '../api/upload-order-file';

export interface UploadedFile {
  id: string;
  name: string;
}

export function OrderFileField({
  value,
  onChange,
  testId,
}: {
  value?: UploadedFile | null;
  onChange?(file: UploadedFile | null): void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const [uploading, setUploading] = useState(false);
  const add = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await uploadOrderFile(file, i18n.resolvedLanguage ?? 'en-US'));
    } catch (err) {
      showApiError(err);
    } finally {
      setUploading(false);
    }
  };
  if (value)
    return (
      <Space wrap data-testid={testId}>
        <Typography.Text ellipsis style={{ maxWidth: 240 }} data-testid={`${testId}-name`}>
          <PaperClipOutlined /> {value.name}
        </Typography.Text>
        <Button type="link" danger size="small" onClick={() => onChange?.(null)}>
          {t('fulfillment.remove')}
        </Button>
      </Space>
    );
  return (
    <Upload
      data-testid={testId}
      accept=".pdf,.png,.jpg,.jpeg,.webp"
      showUploadList={false}
      beforeUpload={(file) => {
        void add(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={uploading}>
        {t('fulfillment.upload')}
      </Button>
    </Upload>
  );
}
