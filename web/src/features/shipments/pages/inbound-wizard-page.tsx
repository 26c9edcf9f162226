// create-inbound-shipment, edit-inbound-shipment-draft/:id and edit-inbound-shipment/:id: the 3-step wizard
// (products, product information, delivery) with drafts, undo and the unsaved-changes prompt.
import { Alert, Button, Card, Space, Steps, Typography } from 'antd';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useLeaveGuard } from '../../../shared/ui/use-leave-guard';
import {
  useChangeInboundLines,
  useCreateInboundDraft,
  useDeleteInboundDraft,
  useInboundShipmentQuery,
  useSubmitInbound,
  useUpdateInboundDraft,
} from '../api/inbound-api';
import { useOwnProductQuery } from '../api/get-own-product';
import { useProductDefaultsQuery } from '../api/product-defaults-api';
import { DeliveryEditor } from '../wizard/delivery-editor';
import { FileFill } from '../wizard/file-fill';
import { LineEditor } from '../wizard/line-editor';
import { ProductPicker } from '../wizard/product-picker';
import { prefillOf, type WizardPrefill } from '../wizard/prefill';
import {
  canLeaveStep,
  deliveryProblems,
  emptyDelivery,
  fromLineView,
  fromShipmentDelivery,
  initialWizard,
  isDirty,
  lineProblems,
  newLine,
  toInboundDelivery,
  toInboundLines,
  wizardReducer,
} from '../wizard/wizard-state';

type Mode = 'create' | 'draft' | 'edit';

export function InboundWizardPage({ mode }: { mode: Mode }) {
  const { id = '' } = useParams();
  const shipment = useInboundShipmentQuery(mode === 'create' ? '' : id);
  const { t } = useTranslation('shipments');
  const [search] = useSearchParams();
  // The wizard edits the shipment as first loaded: a command it sends (delete, send) refetches the shipment, and the
  // refetched state (gone, or no longer a draft) must not unmount the wizard before it moves on to where it exits.
  const loaded = useRef<{ id: string; data: NonNullable<typeof shipment.data> } | null>(null);
  if (shipment.data && loaded.current?.id !== id) loaded.current = { id, data: shipment.data };
  const prefill = mode === 'create' ? prefillOf(search) : null;
  if (prefill) return <PrefilledInboundWizard key={`${prefill.productId}:${prefill.quantity}`} prefill={prefill} />;
  if (mode === 'create') return <InboundWizard mode="create" />;
  const s = loaded.current?.id === id ? loaded.current.data : undefined;
  if (!s && shipment.isError) return <Alert type="error" showIcon title={shipment.error.message} />;
  if (!s) return <PageLoading />;
  const expected = mode === 'draft' ? s.status === 'DRAFT' : s.status === 'NOT_DELIVERED';
  if (!s.changeable || !expected) return <Alert data-testid="not-editable" type="warning" showIcon title={t('wizard.notEditable')} />;
  return (
    <InboundWizard
      key={s.id}
      mode={mode}
      shipmentId={s.id}
      initial={{ lines: s.lines.map(fromLineView), delivery: fromShipmentDelivery(s) }}
    />
  );
}

/** A new shipment with one product's line and its quantity already in, as a reorder alert suggests (decision 0043). */
function PrefilledInboundWizard({ prefill }: { prefill: WizardPrefill }) {
  const product = useOwnProductQuery(prefill.productId);
  const defaults = useProductDefaultsQuery();
  if (product.isError) return <Alert type="error" showIcon title={product.error.message} />;
  if (!product.data || defaults.isPending) return <PageLoading />;
  const p = product.data;
  const line = { ...newLine({ ...p, productId: p.id, barcode: p.barcode ?? null }, defaults.data ?? {}), quantity: prefill.quantity };
  return <InboundWizard mode="create" initial={{ lines: [line], delivery: emptyDelivery }} />;
}

function InboundWizard({ mode, shipmentId, initial }: { mode: Mode; shipmentId?: string; initial?: Parameters<typeof initialWizard>[0] }) {
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, initial, initialWizard);
  const [step, setStep] = useState(0);
  const [tried, setTried] = useState<Set<number>>(new Set());
  /** Saving a draft asks only for quantities: barcodes and the rest may wait until sending. */
  const [draftTried, setDraftTried] = useState(false);
  const [exitTo, setExitTo] = useState<string | null>(null);
  const create = useCreateInboundDraft();
  const update = useUpdateInboundDraft();
  const change = useChangeInboundLines();
  const submit = useSubmitInbound();
  const remove = useDeleteInboundDraft();
  const busy = create.isPending || update.isPending || change.isPending || submit.isPending || remove.isPending;
  const { data } = state;
  const allProblems = lineProblems(data.lines);
  const problems = tried.has(1)
    ? allProblems
    : new Map(
        [...allProblems]
          .map(([id, found]) => [id, found.filter((p) => p === 'QUANTITY_REQUIRED')] as const)
          .filter(([, found]) => found.length),
      );
  const area = mode === 'create' ? paths.createInboundShipment.href() : window.location.pathname;

  useLeaveGuard(isDirty(state) && exitTo === null, area, {
    title: t('wizard.leaveTitle'),
    content: t('wizard.leaveText'),
    okText: t('wizard.leave'),
    danger: true,
  });
  useEffect(() => {
    if (exitTo !== null) void navigate(exitTo, { replace: true });
  }, [exitTo]);

  const attempt = (upTo: number) => {
    setTried((prev) => new Set([...prev, ...Array.from({ length: upTo + 1 }, (_, i) => i)]));
    for (let s = 0; s <= upTo; s++)
      if (!canLeaveStep(s, data)) {
        setStep(s);
        return false;
      }
    return true;
  };
  const lines = () => toInboundLines(data.lines);

  /** Creates the draft or saves it; the draft's id. */
  const saveDraft = async (): Promise<string> => {
    const delivery = toInboundDelivery(data.delivery);
    if (shipmentId) {
      await update.mutateAsync({ shipmentId, body: { lines: lines(), delivery } });
      return shipmentId;
    }
    return (await create.mutateAsync({ type: 'STANDARD', lines: lines(), delivery })).id;
  };

  const onSaveDraft = async () => {
    setTried((prev) => new Set([...prev, 0]));
    if (!canLeaveStep(0, data) || data.lines.some((l) => !l.quantity)) {
      setDraftTried(true);
      setStep(data.lines.length ? 1 : 0);
      return;
    }
    try {
      const draftId = await saveDraft();
      dispatch({ type: 'markSaved' });
      toasts.push({ type: 'success', message: t('wizard.draftSaved') });
      if (!shipmentId) setExitTo(paths.editInboundShipmentDraft.href(draftId));
    } catch (err) {
      showApiError(err);
    }
  };

  const onSubmit = async () => {
    if (!attempt(2)) return;
    try {
      if (mode === 'edit' && shipmentId) {
        await change.mutateAsync({ shipmentId, body: { lines: lines(), delivery: toInboundDelivery(data.delivery) ?? undefined } });
        toasts.push({ type: 'success', message: t('wizard.saved') });
        setExitTo(`${paths.shipmentsInbound.href()}/${shipmentId}`);
        return;
      }
      const draftId = await saveDraft();
      await submit.mutateAsync(draftId);
      toasts.push({ type: 'success', message: t('wizard.submitted') });
      setExitTo(paths.shipmentsInbound.href());
    } catch (err) {
      showApiError(err);
    }
  };

  const onDelete = async () => {
    if (!shipmentId) return;
    const sure = await confirm({
      title: t('wizard.deleteConfirm'),
      content: t('wizard.deleteText'),
      okText: t('wizard.deleteDraft'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(shipmentId);
      toasts.push({ type: 'success', message: t('wizard.deleted') });
      setExitTo(paths.shipmentsInbound.href());
    } catch (err) {
      showApiError(err);
    }
  };

  const next = () => {
    if (attempt(step)) setStep(step + 1);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="inbound-wizard">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(mode === 'create' ? 'hub.createInbound' : mode === 'draft' ? 'detail.editDraft' : 'detail.edit')}
      </Typography.Title>
      <Steps
        current={step}
        responsive
        onChange={(target) => (target < step || attempt(target - 1) ? setStep(target) : undefined)}
        items={(['products', 'info', 'delivery'] as const).map((key) => ({ title: t(`wizard.steps.${key}`) }))}
      />
      <Card>
        {step === 0 ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {/* A file picks the products and fills their information at once: step 2 shows what it read. */}
            <FileFill
              onLines={(filled) => {
                dispatch({ type: 'replaceLines', lines: filled });
                if (filled.length) setStep(1);
              }}
            />
            <ProductPicker lines={data.lines} dispatch={dispatch} showNeed={tried.has(0)} />
          </Space>
        ) : null}
        {step === 1 ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <FileFill onLines={(filled) => dispatch({ type: 'replaceLines', lines: filled })} />
            <LineEditor lines={data.lines} problems={problems} showProblems={tried.has(1) || draftTried} dispatch={dispatch} />
          </Space>
        ) : null}
        {step === 2 ? (
          <DeliveryEditor
            delivery={data.delivery}
            problems={deliveryProblems(data.delivery)}
            showProblems={tried.has(2)}
            dispatch={dispatch}
          />
        ) : null}
      </Card>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Button data-testid="wizard-undo" disabled={state.history.length === 0 || busy} onClick={() => dispatch({ type: 'undo' })}>
            {t('wizard.undo')}
          </Button>
          {mode === 'draft' ? (
            <Button data-testid="wizard-delete" danger disabled={busy} onClick={() => void onDelete()}>
              {t('wizard.deleteDraft')}
            </Button>
          ) : null}
          {mode !== 'edit' ? (
            <Button
              data-testid="wizard-save-draft"
              disabled={busy}
              loading={create.isPending || update.isPending}
              onClick={() => void onSaveDraft()}
            >
              {t('wizard.saveDraft')}
            </Button>
          ) : null}
        </Space>
        <Space wrap>
          {step > 0 ? (
            <Button data-testid="wizard-back" disabled={busy} onClick={() => setStep(step - 1)}>
              {t('wizard.back')}
            </Button>
          ) : null}
          {step < 2 ? (
            <Button data-testid="wizard-next" type="primary" onClick={next}>
              {t('wizard.next')}
            </Button>
          ) : (
            <Button data-testid="wizard-submit" type="primary" loading={busy} onClick={() => void onSubmit()}>
              {t(mode === 'edit' ? 'wizard.save' : 'wizard.submit')}
            </Button>
          )}
        </Space>
      </Space>
    </Space>
  );
}
