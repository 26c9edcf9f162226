// Contacts and working hours: email and phone, whether support is open now, the week's hours in the reader's time
// zone, and how fast support usually answers a new chat.
import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Badge, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../shared/format/intl';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useSupportHoursQuery } from '../api/get-support-hours';
import { SUPPORT_CONTACTS } from '../support-contacts';
import { localSupportSchedule, type LocalScheduleRow } from './local-support-schedule';

const MONDAY = Date.UTC(2024, 0, 1);
const weekdayName = (isoWeekday: number, locale: string) =>
  dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(MONDAY + (isoWeekday - 1) * 86_400_000));
const clockTime = (hhmm: string, locale: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
};
const daysLabel = ({ weekdays }: LocalScheduleRow, locale: string) =>
  weekdays.length === 1 ? weekdayName(weekdays[0], locale) : `${weekdayName(weekdays[0], locale)}–${weekdayName(weekdays.at(-1)!, locale)}`;

function Hours() {
  const { t } = useTranslation('support');
  const { locale } = useFormatters();
  const hours = useSupportHoursQuery();
  if (hours.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (hours.isError) return <Typography.Text type="danger">{t('contacts.hoursFailed')}</Typography.Text>;
  const view = hours.data;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const next = dateTimeFormat(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(view.nextChangeAt));
  const nextTime = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(view.nextChangeAt));
  const rows = localSupportSchedule(view, new Date(), zone);
  const minutes = view.averageFirstReplySeconds === null ? null : Math.max(1, Math.round(view.averageFirstReplySeconds / 60));
  return (
    <div data-testid="support-hours" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Badge
        status={view.openNow ? 'success' : 'default'}
        data-testid="support-open-now"
        data-open={view.openNow}
        text={view.openNow ? t('contacts.closesAt', { time: nextTime }) : t('contacts.closedOpensAt', { time: next })}
      />
      {rows.map((row) => (
        <Typography.Text key={row.weekdays.join()} data-testid="support-schedule-row">
          {t(row.closesNextDay ? 'contacts.scheduleOvernight' : 'contacts.schedule', {
            days: daysLabel(row, locale),
            opens: clockTime(row.opens, locale),
            closes: clockTime(row.closes, locale),
          })}
        </Typography.Text>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('contacts.zone', { zone })}
      </Typography.Text>
      <Typography.Text data-testid="support-reply-time">
        {minutes === null ? t('contacts.replyTimeDefault') : t('contacts.replyTime', { count: minutes })}
      </Typography.Text>
    </div>
  );
}

export function SupportContactsPanel() {
  const { t } = useTranslation('support');
  return (
    <Card size="small" title={t('contacts.title')} data-testid="support-contacts">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Typography.Text>
          <MailOutlined aria-hidden /> {t('contacts.email')}: <a href={`mailto:${SUPPORT_CONTACTS.email}`}>{SUPPORT_CONTACTS.email}</a>
        </Typography.Text>
        <Typography.Text>
          <PhoneOutlined aria-hidden /> {t('contacts.phone')}:{' '}
          <a href={`tel:${SUPPORT_CONTACTS.phone.replace(/[^+\d]/g, '')}`}>{SUPPORT_CONTACTS.phone}</a>
        </Typography.Text>
        <Typography.Text strong>
          <ClockCircleOutlined aria-hidden /> {t('contacts.hours')}
        </Typography.Text>
        <Hours />
      </div>
    </Card>
  );
}
