// The stock chart: total, reserved and available as step lines, a mark at every change with a document (inbound,
// fulfillment, stock taking, return); a click on a mark that has a page opens it. Loaded on its own (charts are heavy).
import { Line, type LineConfig } from '@ant-design/plots';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StockSeries } from '@ledgerhouse/contracts';
import { formatDate } from '../../../shared/format/dates';
import { documentHref } from './document-href';
import { MARKED_CAUSES, stepData } from './stock-steps';

export default function StockChart({ series, from, to }: { series: StockSeries; from: string; to: string }) {
  const { t, i18n } = useTranslation('insights');
  const navigate = useNavigate();
  const locale = i18n.resolvedLanguage;
  const config = useMemo<LineConfig>(() => {
    const data = stepData(series, from, to).map((d) => ({ ...d, levelName: t(`levels.${d.level}`) }));
    const marks = series.points
      .filter((p) => MARKED_CAUSES.has(p.cause))
      .map((p) => ({
        at: new Date(p.at),
        value: p.total,
        cause: t(`causes.${p.cause}`),
        document: p.document?.number ?? '',
        href: documentHref(p),
      }));
    return {
      data,
      xField: 'at',
      yField: 'value',
      colorField: 'levelName',
      shapeField: 'hv',
      autoFit: true,
      height: 320,
      animate: false,
      axis: {
        x: { title: false, labelFormatter: (d: Date) => formatDate(d.toISOString(), locale) },
        y: { title: t('units') },
      },
      tooltip: { title: (d: { at: Date }) => formatDate(d.at.toISOString(), locale, true) },
      annotations: [
        {
          type: 'point',
          data: marks,
          encode: { x: 'at', y: 'value', shape: 'triangle', size: 6 },
          style: { fill: '#fa8c16', stroke: '#fff', cursor: 'pointer' },
          tooltip: {
            title: (d: { at: Date }) => formatDate(d.at.toISOString(), locale, true),
            items: [(d: { cause: string; document: string }) => ({ name: d.cause, value: d.document })],
          },
        },
      ],
      onEvent: (_chart, event) => {
        const href = (event as { type?: string; data?: { data?: { href?: string | null } } }).data?.data?.href;
        if (event.type === 'point:click' && href) void navigate(href);
      },
    };
  }, [series, from, to, t, locale, navigate]);
  return (
    <div data-testid="insights-stock-chart" role="img" aria-label={t('chartLabel')}>
      <Line {...config} />
    </div>
  );
}
