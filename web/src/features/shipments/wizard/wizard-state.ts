// The inbound wizard's data (spec 5): products, their lines, the delivery; every change can be undone one at a time
// (typing into one field is one change), and the rules that let each step go on.
import type { DeliveryType, InboundDeliveryBody, InboundLineBody, InboundLineView, LengthUnit, WeightUnit } from '@ledgerhouse/contracts';

export interface WizardLine {
  productId: string;
  sku: string;
  title: string;
  quantity: number | null;
  barcode: string;
  length: number | null;
  width: number | null;
  height: number | null;
  sizeUnit: LengthUnit;
  weight: number | null;
  weightUnit: WeightUnit;
  countryOfOrigin: string | null;
}

export interface WizardDelivery {
  trackingNumber: string;
  courierService: string;
  deliveryType: DeliveryType | null;
  comment: string;
}

export interface WizardData {
  lines: WizardLine[];
  delivery: WizardDelivery;
}

export interface WizardState {
  data: WizardData;
  /** Earlier data, newest last; `undoKey` names the field the last change typed into (one undo per field edit). */
  history: WizardData[];
  undoKey: string | null;
  /** What the server holds (or the empty form): leaving with anything else asks first. */
  saved: WizardData;
}

export type WizardAction =
  | { type: 'load'; data: WizardData }
  | { type: 'addProduct'; product: LineSource; defaults?: LineDefaults }
  | { type: 'removeProduct'; productId: string }
  | { type: 'editLine'; productId: string; patch: Partial<Omit<WizardLine, 'productId' | 'sku' | 'title'>> }
  | { type: 'replaceLines'; lines: WizardLine[] }
  | { type: 'editDelivery'; patch: Partial<WizardDelivery> }
  | { type: 'undo' }
  | { type: 'markSaved' };

export const emptyDelivery: WizardDelivery = { trackingNumber: '', courierService: '', deliveryType: null, comment: '' };
export const emptyData: WizardData = { lines: [], delivery: emptyDelivery };

export const initialWizard = (data: WizardData = emptyData): WizardState => ({ data, history: [], undoKey: null, saved: data });

/** What a new line starts from: the product's saved size, weight and country, else the seller's product defaults. */
export interface LineSource {
  productId: string;
  sku: string;
  title: string;
  barcode: string | null;
  dimensions?: { length: number; width: number; height: number; unit: LengthUnit } | null;
  weight?: { value: number; unit: WeightUnit } | null;
  countryOfOrigin?: string | null;
}
export type LineDefaults = Pick<LineSource, 'dimensions' | 'weight' | 'countryOfOrigin'>;

export const newLine = (product: LineSource, defaults: LineDefaults = {}): WizardLine => {
  const size = product.dimensions ?? defaults.dimensions ?? null;
  const weight = product.weight ?? defaults.weight ?? null;
  return {
    productId: product.productId,
    sku: product.sku,
    title: product.title,
    quantity: null,
    barcode: product.barcode ?? '',
    length: size?.length ?? null,
    width: size?.width ?? null,
    height: size?.height ?? null,
    sizeUnit: size?.unit ?? 'cm',
    weight: weight?.value ?? null,
    weightUnit: weight?.unit ?? 'kg',
    countryOfOrigin: product.countryOfOrigin ?? defaults.countryOfOrigin ?? null,
  };
};

/** A change: the previous data goes on the history unless the same field is being typed into again. */
function change(state: WizardState, data: WizardData, undoKey: string | null): WizardState {
  const coalesce = undoKey !== null && undoKey === state.undoKey;
  return { ...state, data, history: coalesce ? state.history : [...state.history, state.data], undoKey };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const { data } = state;
  switch (action.type) {
    case 'load':
      return initialWizard(action.data);
    case 'addProduct':
      if (data.lines.some((l) => l.productId === action.product.productId)) return state;
      return change(state, { ...data, lines: [...data.lines, newLine(action.product, action.defaults)] }, null);
    case 'removeProduct':
      return change(state, { ...data, lines: data.lines.filter((l) => l.productId !== action.productId) }, null);
    case 'editLine': {
      const lines = data.lines.map((l) => (l.productId === action.productId ? { ...l, ...action.patch } : l));
      return change(state, { ...data, lines }, `line:${action.productId}:${Object.keys(action.patch).sort().join(',')}`);
    }
    case 'replaceLines':
      return change(state, { ...data, lines: action.lines }, null);
    case 'editDelivery':
      return change(
        state,
        { ...data, delivery: { ...data.delivery, ...action.patch } },
        `delivery:${Object.keys(action.patch).sort().join(',')}`,
      );
    case 'undo': {
      const previous = state.history.at(-1);
      return previous ? { ...state, data: previous, history: state.history.slice(0, -1), undoKey: null } : state;
    }
    case 'markSaved':
      return { ...state, saved: state.data };
  }
}

export const isDirty = (state: WizardState) => JSON.stringify(state.data) !== JSON.stringify(state.saved);

export type LineProblem = 'QUANTITY_REQUIRED' | 'BARCODE_REQUIRED' | 'DUPLICATE_BARCODE' | 'SIZE_INCOMPLETE';

/** Per product, what keeps step 2 from going on (empty when nothing does). */
export function lineProblems(lines: readonly WizardLine[]): Map<string, LineProblem[]> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const barcode = line.barcode.trim();
    if (barcode) counts.set(barcode, (counts.get(barcode) ?? 0) + 1);
  }
  const problems = new Map<string, LineProblem[]>();
  for (const line of lines) {
    const found: LineProblem[] = [];
    if (line.quantity === null || !Number.isInteger(line.quantity) || line.quantity < 1) found.push('QUANTITY_REQUIRED');
    const barcode = line.barcode.trim();
    if (!barcode) found.push('BARCODE_REQUIRED');
    else if ((counts.get(barcode) ?? 0) > 1) found.push('DUPLICATE_BARCODE');
    const sizes = [line.length, line.width, line.height].filter((v) => v !== null).length;
    if (sizes > 0 && sizes < 3) found.push('SIZE_INCOMPLETE');
    if (found.length) problems.set(line.productId, found);
  }
  return problems;
}

/** Lines without a size or weight: the spec warns that skipping them raises time and cost. */
export const linesWithoutMeasurements = (lines: readonly WizardLine[]) =>
  lines.filter((l) => l.length === null || l.weight === null).length;

export type DeliveryProblem = 'trackingNumber' | 'courierService' | 'deliveryType';

export function deliveryProblems(delivery: WizardDelivery): DeliveryProblem[] {
  const found: DeliveryProblem[] = [];
  if (!delivery.trackingNumber.trim()) found.push('trackingNumber');
  if (!delivery.courierService.trim()) found.push('courierService');
  if (!delivery.deliveryType) found.push('deliveryType');
  return found;
}

export const canLeaveStep = (step: number, data: WizardData): boolean =>
  step === 0 ? data.lines.length > 0 : step === 1 ? lineProblems(data.lines).size === 0 : deliveryProblems(data.delivery).length === 0;

/** The lines as the server takes them (sizes and weights only when complete). */
export const toInboundLines = (lines: readonly WizardLine[]): InboundLineBody[] =>
  lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity ?? 0,
    barcode: l.barcode.trim(),
    packageSize:
      l.length !== null && l.width !== null && l.height !== null
        ? { length: l.length, width: l.width, height: l.height, unit: l.sizeUnit }
        : null,
    weight: l.weight !== null ? { value: l.weight, unit: l.weightUnit } : null,
    countryOfOrigin: l.countryOfOrigin,
  }));

/** The delivery as the server takes it; null while nothing of it is filled (a draft). */
export function toInboundDelivery(delivery: WizardDelivery): InboundDeliveryBody | null {
  const comment = delivery.comment.trim() || null;
  if (!delivery.deliveryType && !delivery.trackingNumber.trim() && !delivery.courierService.trim() && !comment) return null;
  return {
    trackingNumber: delivery.trackingNumber.trim(),
    courierService: delivery.courierService.trim(),
    deliveryType: delivery.deliveryType ?? 'CUSTOM',
    packageType: null,
    comment,
  };
}

/** The wizard's line from a stored one. */
export const fromLineView = (line: InboundLineView): WizardLine => ({
  productId: line.productId,
  sku: line.sku ?? '—',
  title: line.title ?? '—',
  quantity: line.declared || null,
  barcode: line.barcode,
  length: line.packageSize?.length ?? null,
  width: line.packageSize?.width ?? null,
  height: line.packageSize?.height ?? null,
  sizeUnit: line.packageSize?.unit ?? 'cm',
  weight: line.weight?.value ?? null,
  weightUnit: line.weight?.unit ?? 'kg',
  countryOfOrigin: line.countryOfOrigin,
});

export const fromShipmentDelivery = (shipment: {
  trackingNumber: string | null;
  courierService: string | null;
  deliveryType: DeliveryType | null;
  sellerComment: string | null;
}): WizardDelivery => ({
  trackingNumber: shipment.trackingNumber ?? '',
  courierService: shipment.courierService ?? '',
  deliveryType: shipment.deliveryType,
  comment: shipment.sellerComment ?? '',
});
