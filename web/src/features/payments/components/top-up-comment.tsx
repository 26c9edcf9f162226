// A top-up's comment; a refund's says what it gives back, in the words of the spending's note, linked to the order or
// shipment it belongs to.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeSpendingReference, resolveLocale, type TopUpView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';

const documentHref = (document: NonNullable<NonNullable<TopUpView['refundOf']>['document']>) =>
  document.kind === 'ORDER' ? paths.orderView.href('all', document.id) : `${paths.shipmentsInbound.href()}/${document.id}`;

export function TopUpComment({ topUp }: { topUp: TopUpView }) {
  const { t, i18n } = useTranslation('payments');
  const reference = topUp.refundOf?.reference;
  if (!reference) return <>{topUp.comment ?? '—'}</>;
  const text = t('history.refundOf', { what: describeSpendingReference(reference, resolveLocale(i18n.resolvedLanguage)) });
  const document = topUp.refundOf?.document;
  return document ? (
    <Link data-testid="refund-document" to={documentHref(document)}>
      {text}
    </Link>
  ) : (
    <span data-testid="refund-document">{text}</span>
  );
}
