// /admin/support/{tab}/new: staff opens a chat with a seller — the seller, a category, a subject from the category's
// numbered list or their own, the first message and up to 5 files. Such a chat is listed under system-initiated.
import { Button, Card, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_NAMES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECTS,
  type SupportCategory,
} from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { SupportFilesField, type SupportAttachedFile } from '../../../shared/support-chat/support-files-field';
import { useSupportLocale } from '../../../shared/support-chat/use-support-locale';
import { useCreateAdminSupportChatMutation } from '../api/create-admin-support-chat';
import { SellerPicker } from '../components/seller-picker';
import { useSupportKind } from '../components/use-support-kind';

interface NewChatForm {
  sellerId: string;
  category: SupportCategory;
  subjectKind: 'list' | 'free';
  subjectNumber?: number;
  subject?: string;
  text?: string;
  files?: SupportAttachedFile[];
}

export function AdminSupportNewChatPage() {
  const { t } = useTranslation('adminSupport');
  const locale = useSupportLocale();
  const kind = useSupportKind();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewChatForm>();
  const create = useCreateAdminSupportChatMutation();
  const [uploading, setUploading] = useState(false);
  const category = Form.useWatch('category', form);
  const subjectKind = Form.useWatch('subjectKind', form) ?? 'list';
  const files = Form.useWatch('files', form) ?? [];

  const submit = async (values: NewChatForm) => {
    try {
      const { id } = await create.mutateAsync({
        sellerId: values.sellerId,
        category: values.category,
        subjectNumber: values.subjectKind === 'list' ? (values.subjectNumber ?? null) : null,
        subject: values.subjectKind === 'free' ? (values.subject?.trim() ?? null) : null,
        text: values.text?.trim() ?? '',
        fileIds: (values.files ?? []).map((f) => f.id),
      });
      navigate(`${paths.adminSupport.href('system-initiated')}/${id}`);
    } catch (err) {
      showApiError(err, form);
    }
  };

  return (
    <Card size="small" data-testid="admin-support-new-chat" style={{ maxWidth: 720 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('new.title')}
      </Typography.Title>
      <Form<NewChatForm> form={form} layout="vertical" initialValues={{ subjectKind: 'list' }} onFinish={(values) => void submit(values)}>
        <Form.Item name="sellerId" label={t('new.seller')} rules={[{ required: true, message: t('new.sellerRequired') }]}>
          <SellerPicker />
        </Form.Item>
        <Form.Item name="category" label={t('new.category')} rules={[{ required: true, message: t('new.categoryRequired') }]}>
          <Select<SupportCategory>
            data-testid="admin-support-new-category"
            onChange={() => form.setFieldValue('subjectNumber', undefined)}
            options={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: SUPPORT_CATEGORY_NAMES[c][locale] }))}
          />
        </Form.Item>
        <Form.Item name="subjectKind" label={t('new.subjectKind')}>
          <Radio.Group
            data-testid="admin-support-new-subject-kind"
            options={[
              { value: 'list', label: t('new.subjectFromList') },
              { value: 'free', label: t('new.subjectFree') },
            ]}
          />
        </Form.Item>
        {subjectKind === 'list' ? (
          <Form.Item name="subjectNumber" label={t('new.subject')} rules={[{ required: true, message: t('new.subjectRequired') }]}>
            <Select<number>
              data-testid="admin-support-new-subject"
              disabled={!category}
              options={(category ? SUPPORT_SUBJECTS[category] : []).map((s, i) => ({ value: i + 1, label: `${i + 1}. ${s[locale]}` }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="subject"
            label={t('new.subject')}
            rules={[{ required: true, whitespace: true, message: t('new.subjectRequired') }]}
          >
            <Input data-testid="admin-support-new-subject-text" maxLength={SUPPORT_SUBJECT_MAX} />
          </Form.Item>
        )}
        <Form.Item
          name="text"
          label={t('new.message')}
          rules={[{ required: files.length === 0, whitespace: true, message: t('new.messageRequired') }]}
        >
          <Input.TextArea data-testid="admin-support-new-text" autoSize={{ minRows: 3, maxRows: 10 }} maxLength={SUPPORT_MESSAGE_MAX} />
        </Form.Item>
        <Form.Item name="files">
          <SupportFilesField onBusyChange={setUploading} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={uploading} data-testid="admin-support-new-send">
            {t('new.send')}
          </Button>
          <Link to={paths.adminSupport.href(kind)}>
            <Button>{t('new.cancel')}</Button>
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
