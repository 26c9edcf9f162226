// Spec 1: Amazon, Shopify and Walmart are set up with a manager's help on request. The request opens a support chat
// (the system-chats saga), where the managers answer; the dialog says so and links to the seller's chats.
import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import type { MarketplaceInfo } from '../../../shared/sales-channels/marketplaces';
import { IntegrationRequestForm } from './integration-request-form';

export function ManagerHelpButton({ info }: { info: MarketplaceInfo }) {
  const { t } = useTranslation('salesChannels');
  const [open, setOpen] = useState(false);
  if (!info.managersHelp) return null;
  return (
    <>
      <Button data-testid="manager-help" icon={<CustomerServiceOutlined />} onClick={() => setOpen(true)}>
        {t('managersHelp.button')}
      </Button>
      {open ? (
        <Modal
          open
          data-testid="manager-help-dialog"
          title={t('managersHelp.title', { marketplace: info.label })}
          width={DEFAULT_MODAL_WIDTH}
          footer={null}
          onCancel={() => setOpen(false)}
        >
          <Typography.Paragraph>
            {t('managersHelp.text', { marketplace: info.label })}{' '}
            <Link data-testid="manager-help-chats" to={paths.support.href()}>
              {t('managersHelp.openChats')}
            </Link>
          </Typography.Paragraph>
          <IntegrationRequestForm
            testId="manager-help"
            pageSize={10}
            initialValues={{ marketplace: info.label, comment: t('managersHelp.comment', { marketplace: info.label }) }}
            onCreated={() => setOpen(false)}
          />
        </Modal>
      ) : null}
    </>
  );
}
