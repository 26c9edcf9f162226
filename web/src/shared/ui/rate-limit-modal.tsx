import { ClockCircleOutlined } from '@ant-design/icons';
import i18n from '../../i18n/i18n';
import { modals } from './modal-queue';

/** Spec 8, HTTP 429: clock icon, the title and text, one 'Got it' button, no confirm. */
export function showRateLimitModal(): void {
  void modals.open({
    key: 'rate-limit',
    icon: <ClockCircleOutlined />,
    title: i18n.t('rateLimit.title'),
    content: i18n.t('rateLimit.text'),
    okText: i18n.t('rateLimit.ok'),
    cancelText: null,
  });
}
