import {
  canLeaveStep,
  initialWizard,
  isDirty,
  lineProblems,
  newLine,
  toInboundDelivery,
  toInboundLines,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const product = (n: number, barcode: string | null = null) => ({ productId: `p${n}`, sku: `SKU-${n}`, title: `Product ${n}`, barcode });
const run = (actions: WizardAction[], start: WizardState = initialWizard()) => actions.reduce(wizardReducer, start);

describe('inbound wizard state', () => {
  it('needs at least one product to leave step 1', () => {
    expect(canLeaveStep(0, initialWizard().data)).toBe(false);
    expect(canLeaveStep(0, run([{ type: 'addProduct', product: product(1) }]).data)).toBe(true);
  });

  it('adds a product once and starts its barcode from the product', () => {
    const state = run([
      { type: 'addProduct', product: product(1, '111') },
      { type: 'addProduct', product: product(1, '111') },
    ]);
    expect(state.data.lines).toHaveLength(1);
    expect(state.data.lines[0]?.barcode).toBe('111');
  });

  it('starts a line from the product’s size, weight and country, else the seller’s defaults; the line is editable', () => {
    const saved = {
      ...product(1),
      dimensions: { length: 10, width: 9, height: 12, unit: 'cm' as const },
      weight: { value: 0.4, unit: 'kg' as const },
      countryOfOrigin: 'US',
    };
    const defaults = {
      dimensions: { length: 5, width: 5, height: 5, unit: 'in' as const },
      weight: { value: 2, unit: 'lb' as const },
      countryOfOrigin: 'CN',
    };
    const state = run([
      { type: 'addProduct', product: saved, defaults },
      { type: 'addProduct', product: product(2), defaults },
      { type: 'editLine', productId: 'p1', patch: { length: 11 } },
    ]);
    expect(state.data.lines[0]).toMatchObject({
      length: 11,
      width: 9,
      height: 12,
      sizeUnit: 'cm',
      weight: 0.4,
      weightUnit: 'kg',
      countryOfOrigin: 'US',
    });
    expect(state.data.lines[1]).toMatchObject({
      length: 5,
      width: 5,
      height: 5,
      sizeUnit: 'in',
      weight: 2,
      weightUnit: 'lb',
      countryOfOrigin: 'CN',
    });
    expect(newLine(product(3))).toMatchObject({ length: null, weight: null, sizeUnit: 'cm', weightUnit: 'kg', countryOfOrigin: null });
  });

  it('blocks step 2 on a duplicate barcode and names both rows', () => {
    const state = run([
      { type: 'addProduct', product: product(1) },
      { type: 'addProduct', product: product(2) },
      { type: 'editLine', productId: 'p1', patch: { quantity: 2, barcode: 'X1' } },
      { type: 'editLine', productId: 'p2', patch: { quantity: 3, barcode: ' X1 ' } },
    ]);
    const problems = lineProblems(state.data.lines);
    expect(problems.get('p1')).toEqual(['DUPLICATE_BARCODE']);
    expect(problems.get('p2')).toEqual(['DUPLICATE_BARCODE']);
    expect(canLeaveStep(1, state.data)).toBe(false);
    expect(canLeaveStep(1, wizardReducer(state, { type: 'editLine', productId: 'p2', patch: { barcode: 'X2' } }).data)).toBe(true);
  });

  it('requires quantity and barcode, and all three sizes once one is given', () => {
    const line = { ...newLine(product(1)), length: 10 };
    expect(lineProblems([line]).get('p1')).toEqual(['QUANTITY_REQUIRED', 'BARCODE_REQUIRED', 'SIZE_INCOMPLETE']);
  });

  it('undoes the last change, typing into one field being one change', () => {
    const typed = run([
      { type: 'addProduct', product: product(1) },
      { type: 'editLine', productId: 'p1', patch: { barcode: 'A' } },
      { type: 'editLine', productId: 'p1', patch: { barcode: 'AB' } },
      { type: 'editLine', productId: 'p1', patch: { quantity: 4 } },
    ]);
    const once = wizardReducer(typed, { type: 'undo' });
    expect(once.data.lines[0]).toMatchObject({ barcode: 'AB', quantity: null });
    const twice = wizardReducer(once, { type: 'undo' });
    expect(twice.data.lines[0]?.barcode).toBe('');
    const thrice = wizardReducer(twice, { type: 'undo' });
    expect(thrice.data.lines).toEqual([]);
    expect(wizardReducer(thrice, { type: 'undo' })).toBe(thrice);
  });

  it('is dirty until saved, and clean again when undone back to the saved data', () => {
    const edited = run([{ type: 'editDelivery', patch: { trackingNumber: 'TRK' } }]);
    expect(isDirty(edited)).toBe(true);
    expect(isDirty(wizardReducer(edited, { type: 'markSaved' }))).toBe(false);
    expect(isDirty(wizardReducer(edited, { type: 'undo' }))).toBe(false);
  });

  it('sends complete sizes and weights, none when skipped, and no delivery while none of it is filled', () => {
    const state = run([
      { type: 'addProduct', product: product(1) },
      { type: 'addProduct', product: product(2) },
      { type: 'editLine', productId: 'p1', patch: { quantity: 1, barcode: 'B1', length: 1, width: 2, height: 3, weight: 0.5 } },
      { type: 'editLine', productId: 'p2', patch: { quantity: 2, barcode: 'B2' } },
    ]);
    expect(toInboundLines(state.data.lines)).toEqual([
      {
        productId: 'p1',
        quantity: 1,
        barcode: 'B1',
        packageSize: { length: 1, width: 2, height: 3, unit: 'cm' },
        weight: { value: 0.5, unit: 'kg' },
        countryOfOrigin: null,
      },
      { productId: 'p2', quantity: 2, barcode: 'B2', packageSize: null, weight: null, countryOfOrigin: null },
    ]);
    expect(toInboundDelivery(state.data.delivery)).toBeNull();
    expect(canLeaveStep(2, state.data)).toBe(false);
    const delivered = run(
      [{ type: 'editDelivery', patch: { trackingNumber: ' T1 ', courierService: 'UPS', deliveryType: 'CUSTOM' } }],
      state,
    );
    expect(toInboundDelivery(delivered.data.delivery)).toEqual({
      trackingNumber: 'T1',
      courierService: 'UPS',
      deliveryType: 'CUSTOM',
      packageType: null,
      comment: null,
    });
    expect(canLeaveStep(2, delivered.data)).toBe(true);
  });
});
