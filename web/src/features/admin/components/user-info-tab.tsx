import { Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminUserRow } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { sessionStore } from '../../../shared/session/session-store';
import { toSessionUser } from '../../../shared/session/use-auth-actions';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useSetBlockedMutation, useShareLinkMutation, useStartImpersonationMutation } from '../api/admin-users-api';
import { formatDate } from '../../../shared/format/dates';

export function UserInfoTab({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const setBlocked = useSetBlockedMutation(user.id);
  const impersonate = useStartImpersonationMutation();
  const shareLink = useShareLinkMutation();
  const [link, setLink] = useState<string | null>(null);
  const date = (iso: string | null) => formatDate(iso, i18n.resolvedLanguage, true);
  const isSeller = user.userType === null;

  const toggleBlocked = async () => {
    const blocking = !user.blocked;
    const ok = await confirm({
      title: t(blocking ? 'actions.blockConfirm' : 'actions.unblockConfirm', { name: user.fullName }),
      okText: t(blocking ? 'actions.block' : 'actions.unblock'),
      danger: blocking,
    });
    if (!ok) return;
    setBlocked.mutate(blocking, {
      onSuccess: () => toasts.push({ type: 'success', message: t(blocking ? 'actions.blocked' : 'actions.unblocked') }),
      onError: (err) => showApiError(err),
    });
  };

  const actAs = async () => {
    try {
      const { user: target } = await impersonate.mutateAsync({ userId: user.id });
      sessionStore.set({ impersonatedUser: toSessionUser(target), originalUser: sessionStore.get().user });
      navigate('/');
    } catch (err) {
      showApiError(err);
    }
  };

  const makeLink = async () => {
    try {
      const { token } = await shareLink.mutateAsync(user.id);
      setLink(`${window.location.origin}${paths.adminImpersonationLink.href()}?token=${encodeURIComponent(token)}`);
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered column={1} size="small" style={{ maxWidth: 720 }}>
        <Descriptions.Item label={t('users.fullName')}>{user.fullName}</Descriptions.Item>
        <Descriptions.Item label={t('users.email')}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={t('users.phone')}>{user.phone}</Descriptions.Item>
        <Descriptions.Item label={t('users.type')}>{t(`types.${user.userType ?? 'SELLER'}`)}</Descriptions.Item>
        <Descriptions.Item label={t('users.status')}>
          <span data-testid="user-status">
            {user.blocked ? <Tag color="red">{t('status.blocked')}</Tag> : <Tag color="green">{t('status.active')}</Tag>}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('users.registeredAt')}>{date(user.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label={t('users.lastLoginAt')}>{date(user.lastLoginAt)}</Descriptions.Item>
      </Descriptions>
      <Space wrap>
        <Button data-testid="toggle-blocked" danger={!user.blocked} loading={setBlocked.isPending} onClick={toggleBlocked}>
          {t(user.blocked ? 'actions.unblock' : 'actions.block')}
        </Button>
        {isSeller ? (
          <>
            <Button data-testid="impersonate" type="primary" loading={impersonate.isPending} onClick={actAs}>
              {t('actions.actAs')}
            </Button>
            <Button loading={shareLink.isPending} onClick={makeLink}>
              {t('actions.shareLink')}
            </Button>
          </>
        ) : null}
      </Space>
      {link ? <Typography.Paragraph copyable={{ text: link }}>{t('actions.linkReady')}</Typography.Paragraph> : null}
    </Space>
  );
}
