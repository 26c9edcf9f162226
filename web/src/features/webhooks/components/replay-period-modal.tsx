// Replay a period: a date-time range within the last 30 days, at most 7 long; confirmed, then the count sent is shown.
import { Button, DatePicker, Form, Modal, Result, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, resolveLocale, WEBHOOK_REPLAY_MAX_AGE_DAYS, WEBHOOK_REPLAY_MAX_DAYS } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { errorMessage } from '../../../shared/api/error-message';
import { useFormatters } from '../../../shared/format/use-formatters';
import { DEFAULT_MODAL_WIDTH } from '../../../shared/ui/modal-host';
import { confirm } from '../../../shared/ui/modal-queue';
import { useReplayPeriodMutation } from '../api/replay-webhook-period';
import { isReplayDayDisabled, replayPeriodOf, type ReplayPeriodProblem } from './replay-period';
import { showWebhookError } from './webhook-server-error';

/** The server's refusals of a period, shown under the range (the rest are toasts). */
const PERIOD_REFUSALS = new Set<string>([
  ErrorCode.WEBHOOK_REPLAY_PERIOD_INVALID,
  ErrorCode.WEBHOOK_REPLAY_TOO_LARGE,
  ErrorCode.WEBHOOK_REPLAY_IN_PROGRESS,
]);

const limits = { maxDays: WEBHOOK_REPLAY_MAX_DAYS, maxAge: WEBHOOK_REPLAY_MAX_AGE_DAYS };

export function ReplayPeriodModal({ webhookId, onClose }: { webhookId: string; onClose(): void }) {
  const { t, i18n } = useTranslation('webhooks');
  const f = useFormatters();
  const replay = useReplayPeriodMutation();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [problem, setProblem] = useState<ReplayPeriodProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const submit = async () => {
    const [from, to] = range ?? [];
    if (!from || !to) return setProblem('EMPTY');
    const period = replayPeriodOf(from.toDate(), to.toDate(), new Date());
    if ('problem' in period) return setProblem(period.problem);
    setProblem(null);
    setRefusal(null);
    const confirmed = await confirm({
      title: t('replayPeriod.confirmTitle'),
      content: t('replayPeriod.confirmText', { from: f.dateTime(period.from), to: f.dateTime(period.to) }),
      okText: t('replayPeriod.submit'),
    });
    if (!confirmed) return;
    try {
      setSent((await replay.mutateAsync({ webhookId, ...period })).count);
    } catch (err) {
      if (err instanceof ApiError && PERIOD_REFUSALS.has(err.code)) setRefusal(errorMessage(err, resolveLocale(i18n.resolvedLanguage)));
      else showWebhookError(err, undefined, i18n.resolvedLanguage);
    }
  };

  return (
    <Modal open title={t('replayPeriod.title')} footer={null} width={DEFAULT_MODAL_WIDTH} onCancel={onClose} destroyOnHidden>
      {sent === null ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="replay-period-form">
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('replayPeriod.text', limits)}</Typography.Paragraph>
          <Form.Item
            label={t('replayPeriod.range')}
            layout="vertical"
            style={{ marginBottom: 0 }}
            validateStatus={problem || refusal ? 'error' : undefined}
            help={
              problem || refusal ? (
                <span data-testid="replay-period-problem">{problem ? t(`replayPeriod.problems.${problem}`, limits) : refusal}</span>
              ) : undefined
            }
          >
            <DatePicker.RangePicker
              data-testid="replay-period-range"
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              placeholder={[t('replayPeriod.start'), t('replayPeriod.end')]}
              style={{ width: '100%' }}
              disabledDate={(day, info) => isReplayDayDisabled(day.toDate(), new Date(), info?.from?.toDate() ?? null)}
              onChange={(value) => {
                setRange(value);
                setProblem(null);
                setRefusal(null);
              }}
            />
          </Form.Item>
          <Button type="primary" onClick={() => void submit()} loading={replay.isPending} data-testid="replay-period-submit">
            {t('replayPeriod.submit')}
          </Button>
        </Space>
      ) : (
        <Result
          status="success"
          data-testid="replay-period-sent"
          title={t('replayPeriod.sent', { count: sent })}
          extra={<Button onClick={onClose}>{t('replayPeriod.close')}</Button>}
        />
      )}
    </Modal>
  );
}
