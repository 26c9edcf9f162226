// Spec 1, the Amazon guide: how a seller gets the SP-API app's credentials and refresh token before connecting.
import { Card, Steps } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['apply', 'credentials', 'client', 'copy', 'authorize', 'enter'] as const;

export function AmazonGuide() {
  const { t } = useTranslation('salesChannels');
  return (
    <Card data-testid="amazon-guide" title={t('amazonGuide.title')} size="small">
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={STEPS.map((step) => ({ title: t(`amazonGuide.steps.${step}.title`), content: t(`amazonGuide.steps.${step}.text`) }))}
      />
    </Card>
  );
}
