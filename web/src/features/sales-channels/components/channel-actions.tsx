// What the seller may do with a channel (spec 4): rename, update connection, activate or deactivate (confirmed), delete
// (confirmed: permanent, with its settings and product listings), import now, and open the drift view.
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SalesChannelView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import {
  useActivateChannel,
  useDeactivateChannel,
  useImportNow,
  useRemoveChannel,
  useStartOAuth,
  type OAuthMarketplace,
} from '../api/sales-channel-commands';
import { marketplaceInfo } from '../../../shared/sales-channels/marketplaces';
import { RenameDialog } from './rename-dialog';
import { UpdateConnectionDialog } from './update-connection-dialog';

type Action = 'rename' | 'update' | 'activate' | 'deactivate' | 'delete' | 'import' | 'drift';

export function ChannelActions({ channel }: { channel: SalesChannelView }) {
  const { t } = useTranslation('salesChannels');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'rename' | 'update' | null>(null);
  const activate = useActivateChannel();
  const deactivate = useDeactivateChannel();
  const remove = useRemoveChannel();
  const importNow = useImportNow();
  const startOAuth = useStartOAuth();
  const info = marketplaceInfo(channel.marketplace);
  const busy = activate.isPending || deactivate.isPending || remove.isPending || importNow.isPending || startOAuth.isPending;
  const active = channel.status !== 'DEACTIVATED';

  const confirmed = (action: 'activate' | 'deactivate' | 'delete') =>
    confirm({
      title: t(`confirm.${action}.title`, { name: channel.name }),
      content: <span data-testid={`confirm-${action}-text`}>{t(`confirm.${action}.text`, { name: channel.name })}</span>,
      okText: t(`confirm.${action}.ok`),
      danger: action !== 'activate',
    });

  const run: Record<Action, () => Promise<void>> = {
    rename: async () => setDialog('rename'),
    drift: async () => void (await navigate(paths.channelDrift.href(channel.id))),
    update: async () => {
      if (info.connects === 'form') return setDialog('update');
      // eBay and Etsy authorize again on the marketplace and come back to the OAuth return page.
      const { url } = await startOAuth.mutateAsync({
        marketplace: channel.marketplace as OAuthMarketplace,
        body: { name: channel.name, country: channel.country ?? undefined, channelId: channel.id },
      });
      window.location.assign(url);
    },
    activate: async () => {
      if (!(await confirmed('activate'))) return;
      await activate.mutateAsync(channel.id);
      toasts.push({ type: 'success', message: t('done.activated', { name: channel.name }) });
    },
    deactivate: async () => {
      if (!(await confirmed('deactivate'))) return;
      await deactivate.mutateAsync(channel.id);
      toasts.push({ type: 'success', message: t('done.deactivated', { name: channel.name }) });
    },
    delete: async () => {
      if (!(await confirmed('delete'))) return;
      await remove.mutateAsync(channel.id);
      toasts.push({ type: 'success', message: t('done.deleted', { name: channel.name }) });
    },
    import: async () => {
      const { imported, skipped } = await importNow.mutateAsync(channel.id);
      toasts.push({ type: 'success', message: t('done.imported', { count: imported, skipped }) });
    },
  };

  const item = (key: Action, danger = false): NonNullable<MenuProps['items']>[number] => ({
    key,
    danger,
    label: <span data-testid={`channel-action-${key}`}>{t(`actions.${key}`)}</span>,
  });
  const items: MenuProps['items'] = [
    ...(channel.status === 'ACTIVE' ? [item('import')] : []),
    item('drift'),
    item('rename'),
    item('update'),
    item(active ? 'deactivate' : 'activate'),
    { type: 'divider' },
    item('delete', true),
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => void run[key as Action]().catch((err: unknown) => showApiError(err)),
        }}
      >
        <Button data-testid="channel-actions" loading={busy} aria-label={t('actions.label', { name: channel.name })}>
          {t('actions.button')} <DownOutlined />
        </Button>
      </Dropdown>
      {dialog === 'rename' ? <RenameDialog channel={channel} onClose={() => setDialog(null)} /> : null}
      {dialog === 'update' ? <UpdateConnectionDialog channel={channel} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
