// A column chart (@ant-design/plots), stacked by a series field; loaded on its own (charts are heavy).
import { Column } from '@ant-design/plots';

export interface ColumnPoint {
  x: string;
  y: number;
  series: string;
}

export default function ColumnChart({ data, label, yTitle }: { data: ColumnPoint[]; label: string; yTitle: string }) {
  return (
    <div role="img" aria-label={label} data-testid="floor-chart">
      <Column
        data={data}
        xField="x"
        yField="y"
        colorField="series"
        stack
        autoFit
        height={260}
        animate={false}
        axis={{ x: { title: false }, y: { title: yTitle } }}
      />
    </div>
  );
}
