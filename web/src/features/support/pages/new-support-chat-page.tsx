// /support/new-chat: category, a numbered subject of that category (or one written by the seller), message and files.
import { Button, Card, Form, Input, Select } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { useCreateSupportChatMutation } from '../api/create-support-chat';

/** The subject select's value for "write your own". */
const OWN_SUBJECT = 'own';

interface NewChatValues {
  category?: SupportCategory;
  subjectChoice?: number | typeof OWN_SUBJECT;
  subject?: string;
  text?: string;
  files?: SupportAttachedFile[];
}

export function NewSupportChatPage() {
  const { t } = useTranslation('support');
  const locale = useSupportLocale();
  const navigate = useNavigate();
  const create = useCreateSupportChatMutation();
  const [form] = Form.useForm<NewChatValues>();
  const category = Form.useWatch('category', form);
  const subjectChoice = Form.useWatch('subjectChoice', form);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const submit = async (values: NewChatValues) => {
    const own = values.subjectChoice === OWN_SUBJECT;
    try {
      const { id } = await create.mutateAsync({
        category: values.category!,
        subjectNumber: own ? null : (values.subjectChoice as number),
        subject: own ? (values.subject ?? '').trim() : null,
        text: (values.text ?? '').trim(),
        fileIds: (values.files ?? []).map((f) => f.id),
      });
      navigate(paths.supportChat.href(id));
    } catch (err) {
      showApiError(err, form);
    }
  };

  return (
    <Card title={t('newChat.title')} data-testid="support-new-chat-form">
      <Form<NewChatValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ files: [] }}
        onValuesChange={(changed: NewChatValues) => {
          if ('category' in changed) form.setFieldValue('subjectChoice', undefined);
        }}
      >
        <Form.Item name="category" label={t('newChat.category')} rules={[{ required: true, message: t('newChat.required.category') }]}>
          <Select
            data-testid="support-category"
            placeholder={t('newChat.categoryPlaceholder')}
            options={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: SUPPORT_CATEGORY_NAMES[c][locale] }))}
          />
        </Form.Item>
        <Form.Item name="subjectChoice" label={t('newChat.subject')} rules={[{ required: true, message: t('newChat.required.subject') }]}>
          <Select
            data-testid="support-subject"
            disabled={!category}
            placeholder={t('newChat.subjectPlaceholder')}
            options={[
              ...(category ? SUPPORT_SUBJECTS[category] : []).map((s, i) => ({ value: i + 1, label: `${i + 1}. ${s[locale]}` })),
              { value: OWN_SUBJECT, label: t('newChat.otherSubject') },
            ]}
          />
        </Form.Item>
        {subjectChoice === OWN_SUBJECT ? (
          <Form.Item
            name="subject"
            label={t('newChat.ownSubject')}
            rules={[
              { required: true, whitespace: true, message: t('newChat.required.ownSubject') },
              { max: SUPPORT_SUBJECT_MAX, message: t('newChat.tooLong', { max: SUPPORT_SUBJECT_MAX }) },
            ]}
          >
            <Input data-testid="support-own-subject" placeholder={t('newChat.ownSubjectPlaceholder')} maxLength={SUPPORT_SUBJECT_MAX} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="text"
          label={t('newChat.message')}
          dependencies={['files']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                (value ?? '').trim() !== '' || (getFieldValue('files') as SupportAttachedFile[] | undefined)?.length
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('newChat.required.message'))),
            }),
            { max: SUPPORT_MESSAGE_MAX, message: t('newChat.tooLong', { max: SUPPORT_MESSAGE_MAX }) },
          ]}
        >
          <Input.TextArea
            data-testid="support-message"
            placeholder={t('newChat.messagePlaceholder')}
            autoSize={{ minRows: 4, maxRows: 12 }}
          />
        </Form.Item>
        <Form.Item name="files" label={t('newChat.files')}>
          <SupportFilesField onBusyChange={onBusyChange} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={uploading} data-testid="support-start-chat">
          {t('newChat.submit')}
        </Button>
      </Form>
    </Card>
  );
}
