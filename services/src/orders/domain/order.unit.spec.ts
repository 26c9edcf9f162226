// The order's rules, one by one: placement, editing, cancelling, fulfillment, label, payment, picking, packing,
// manifests, returns and comments.
import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  addedToManifest,
  buyer,
  canceled,
  commands as c,
  costed,
  handedOver,
  histories,
  iso,
  label,
  labelAttached,
  labelFailed,
  labelRequested,
  lines,
  manifestedHistory,
  otherSeller,
  packed,
  packedHistory,
  paid,
  paymentFailed,
  paymentRequested,
  picked,
  pickingStarted,
  placed,
  reserved,
  retried,
  seller,
  short,
  shipmentCanceled,
  started,
  unitsPicked,
} from './order-fixtures';
import { orderDecider } from './order';

const { given } = deciderSpec(orderDecider);
const e = <T>(type: string, data: T) => ({ type, data: { ...data, at: iso } }) as never;

describe('order: placement', () => {
  it('places an order (RESERVING) with the number, source, buyer, lines and placedAt billing counts', () => {
    const next = given().when(c.place()).then([placed]);
    expect(next.state.facets.status).toBe('RESERVING');
    expect(next.state).toMatchObject({ sellerId: seller, number: 'SO-1', lines });
  });

  it('a retried placement by the same seller changes nothing; another seller’s id is NOT_FOUND', () => {
    given(placed).when(c.place()).thenNothing();
    given(placed)
      .when(c.place({ sellerId: otherSeller }))
      .thenThrows('NOT_FOUND');
  });

  it('refuses every other command on an order that does not exist with NOT_FOUND', () => {
    given().when(c.cancel()).thenThrows('NOT_FOUND');
    given().when(c.reserved()).thenThrows('NOT_FOUND');
    given().when(c.managerComment()).thenThrows('NOT_FOUND');
  });
});

describe('order: the seller’s order only', () => {
  it.each([
    ['EditOrder', c.edit({ sellerId: otherSeller })],
    ['StartFulfillment', c.start(otherSeller)],
    ['CancelOrder', c.cancel(otherSeller)],
    ['CancelShipment', c.cancelShipment(otherSeller)],
    ['AddComment', c.sellerComment(otherSeller)],
  ])('%s on another seller’s order is NOT_FOUND', (_name, command) => {
    given(...histories.processing)
      .when(command)
      .thenThrows('NOT_FOUND');
  });

  it('a manager comment carries no seller and is accepted in any open or canceled status', () => {
    given(placed)
      .when(c.managerComment())
      .then([e('OrderCommentAdded', { author: 'MANAGER', text: 'Noted' })]);
    given(placed, reserved, canceled)
      .when(c.managerComment())
      .then([e('OrderCommentAdded', { author: 'MANAGER', text: 'Noted' })]);
    given(placed)
      .when(c.sellerComment())
      .then([e('OrderCommentAdded', { author: 'SELLER', text: 'Hi' })]);
  });
});

describe('order: editing', () => {
  const edit = c.edit();
  const edited = () => {
    if (edit.type !== 'EditOrder') throw new Error('edit');
    const { orderDate, buyer, address, note } = edit;
    return e('OrderEdited', { orderDate, buyer, address, note, lines: edit.lines });
  };

  it.each([
    ['RESERVING', [placed]],
    ['READY_FOR_FULFILLMENT', [placed, reserved]],
    ['INSUFFICIENT_GOODS', [placed, short]],
  ])('edits while %s and reserving starts again', (_status, history) => {
    const next = given(...history)
      .when(edit)
      .then([edited()]);
    expect(next.state.facets.status).toBe('RESERVING');
    expect(next.state.missing).toEqual([]);
  });

  it('an edit that changes nothing answers nothing', () => {
    given(placed)
      .when(c.edit({ buyer, note: null }))
      .thenNothing();
  });

  it.each([
    ['PROCESSING', histories.processing],
    ['CANCELED', [placed, canceled]],
    ['PROCESSED', [...manifestedHistory, handedOver]],
  ])('refuses an edit once %s with ORDER_NOT_EDITABLE', (status, history) => {
    given(...history)
      .when(edit)
      .thenThrows('ORDER_NOT_EDITABLE', { params: { status }, status: 409 });
  });
});

describe('order: reservation', () => {
  it('reserved → READY_FOR_FULFILLMENT; a repeated answer changes nothing', () => {
    given(placed).when(c.reserved()).then([reserved]).when(c.reserved()).thenNothing();
  });

  it('short → INSUFFICIENT_GOODS with the missing goods; retried → RESERVING', () => {
    const next = given(placed).when(c.short()).then([short]);
    expect(next.state.missing).toEqual([{ productId: 'product-a', sku: 'SKU-A', requested: 2, available: 1 }]);
    next.when(c.short()).thenNothing();
    next.when(c.retry()).then([retried]).when(c.retry()).thenNothing();
  });

  it('a reservation answer outside RESERVING is ORDER_STATUS_CONFLICT', () => {
    given(placed, reserved).when(c.short()).thenThrows('ORDER_STATUS_CONFLICT');
    given(placed, canceled).when(c.reserved()).thenThrows('ORDER_STATUS_CONFLICT');
    given(placed, reserved).when(c.retry()).thenThrows('ORDER_STATUS_CONFLICT');
  });
});

describe('order: fulfillment start', () => {
  it('starts a ready order (PROCESSING, NOT_PICKED, no payment yet); the same start again changes nothing', () => {
    const next = given(placed, reserved).when(c.start()).then([started]);
    expect(next.state.facets).toEqual({ status: 'PROCESSING', pick: 'NOT_PICKED', payment: null, packed: false });
    expect(next.state.options).toEqual(started.type === 'FulfillmentStarted' && started.data.options);
    next.when(c.start()).thenNothing();
  });

  it('refuses a start with other options while PROCESSING, and any start before READY_FOR_FULFILLMENT', () => {
    const own = { ...(started.type === 'FulfillmentStarted' ? started.data.options : ({} as never)) };
    own.label = { kind: 'OWN', trackingNumber: 'T1', courier: 'UPS', labelFileId: 'f-1' };
    given(...histories.processing)
      .when(c.start(seller, own))
      .thenThrows('ORDER_STATUS_CONFLICT', { params: { status: 'PROCESSING' } });
    given(placed)
      .when(c.start())
      .thenThrows('ORDER_STATUS_CONFLICT', { params: { status: 'RESERVING' } });
    given(placed, short).when(c.start()).thenThrows('ORDER_STATUS_CONFLICT');
  });
});

describe('order: label', () => {
  it('a purchase request, counted once per request id', () => {
    given(...histories.processing)
      .when(c.requestLabel())
      .then([labelRequested])
      .when(c.requestLabel())
      .thenNothing();
  });

  it('attaches a label; the same label again changes nothing', () => {
    const next = given(...histories.processing)
      .when(c.attachLabel())
      .then([labelAttached]);
    expect(next.state.label).toEqual(label);
    next.when(c.attachLabel()).thenNothing();
  });

  it('AttachLabel needs a label with a tracking number (ORDER_LABEL_REQUIRED)', () => {
    given(...histories.processing)
      .when(c.attachLabel({ ...label, trackingNumber: ' ' }))
      .thenThrows('ORDER_LABEL_REQUIRED');
    given(...histories.processing)
      .when(c.attachLabel(null as never))
      .thenThrows('ORDER_LABEL_REQUIRED');
  });

  it('records a failed purchase once per request', () => {
    given(...histories.processing, labelRequested)
      .when(c.labelFailure())
      .then([labelFailed])
      .when(c.labelFailure())
      .thenNothing();
  });

  it('refuses label commands outside PROCESSING', () => {
    given(placed, reserved).when(c.attachLabel()).thenThrows('ORDER_STATUS_CONFLICT');
    given(placed, reserved).when(c.requestLabel()).thenThrows('ORDER_STATUS_CONFLICT');
  });
});

describe('order: payment', () => {
  it('costs, request, paid; a repeated request or payment changes nothing', () => {
    given(...histories.labeled)
      .when(c.recordCosts())
      .then([costed])
      .when(c.requestPayment())
      .then([paymentRequested])
      .when(c.requestPayment())
      .thenNothing()
      .when(c.paid())
      .then([paid])
      .when(c.paid())
      .thenNothing();
  });

  it('a failed payment is retried with the next attempt number', () => {
    const failed = given(...histories.labeled, costed, paymentRequested)
      .when(c.paymentFailed())
      .then([paymentFailed]);
    expect(failed.state.facets.payment).toBe('PAYMENT_FAILED');
    failed.when(c.paymentFailed()).thenNothing();
    failed.when(c.requestPayment()).then([e('FulfillmentPaymentRequested', { attempt: 2 })]);
  });

  it('a payment answer without a request is ORDER_STATUS_CONFLICT', () => {
    given(...histories.labeled)
      .when(c.paid())
      .thenThrows('ORDER_STATUS_CONFLICT');
  });
});

describe('order: picking', () => {
  it('picks only what is paid for', () => {
    given(...histories.labeled)
      .when(c.startPicking())
      .thenThrows('ORDER_STATUS_CONFLICT');
    given(...histories.paid)
      .when(c.startPicking())
      .then([pickingStarted])
      .when(c.startPicking())
      .thenNothing();
  });

  it('counts units per product and emits OrderPicked with the last unit', () => {
    given(...histories.picking)
      .when(c.pick('product-a', 1, 's1'))
      .then([unitsPicked('product-a', 1, 's1')])
      .when(c.pick('product-b', 1, 's2'))
      .then([unitsPicked('product-b', 1, 's2')])
      .when(c.pick('product-a', 1, 's3'))
      .then([unitsPicked('product-a', 1, 's3'), picked]);
  });

  it('a repeated scan id counts nothing', () => {
    given(...histories.picking, unitsPicked('product-a', 1, 's1'))
      .when(c.pick('product-a', 1, 's1'))
      .thenNothing();
  });

  it('refuses more units than the lines need with PICK_QUANTITY_EXCEEDED (remaining)', () => {
    given(...histories.picking)
      .when(c.pick('product-a', 3))
      .thenThrows('PICK_QUANTITY_EXCEEDED', { params: { remaining: 2 } });
    given(...histories.picking, unitsPicked('product-b', 1))
      .when(c.pick('product-b', 1, 'again'))
      .thenThrows('PICK_QUANTITY_EXCEEDED', { params: { remaining: 0 } });
  });

  it('refuses a product not in the order with ORDER_PRODUCT_NOT_IN_ORDER', () => {
    given(...histories.picking)
      .when(c.pick('product-z', 1))
      .thenThrows('ORDER_PRODUCT_NOT_IN_ORDER');
  });

  it('refuses picking before StartPicking', () => {
    given(...histories.paid)
      .when(c.pick('product-a', 1))
      .thenThrows('ORDER_STATUS_CONFLICT');
  });
});

describe('order: packing', () => {
  it('packs a picked order with a label; a repeat changes nothing', () => {
    given(...histories.picked)
      .when(c.pack())
      .then([packed])
      .when(c.pack())
      .thenNothing();
  });

  it('Pack needs a label attached (ORDER_LABEL_REQUIRED) and a picked order', () => {
    const noLabel = histories.picked.filter((event) => event !== labelAttached);
    given(...noLabel)
      .when(c.pack())
      .thenThrows('ORDER_LABEL_REQUIRED');
    given(...histories.picking)
      .when(c.pack())
      .thenThrows('ORDER_STATUS_CONFLICT');
  });
});

describe('order: cancelling', () => {
  it.each([
    ['RESERVING', [placed]],
    ['READY_FOR_FULFILLMENT', [placed, reserved]],
    ['INSUFFICIENT_GOODS', [placed, short]],
    ['PROCESSING', histories.picked],
  ])('cancels while %s (final); a repeat changes nothing', (_status, history) => {
    const next = given(...history)
      .when(c.cancel())
      .then([canceled]);
    expect(next.state.facets.status).toBe('CANCELED');
    next.when(c.cancel()).thenNothing();
    next.when(c.start()).thenThrows('ORDER_STATUS_CONFLICT');
  });

  it('refuses once packed with ORDER_CANCEL_AFTER_PACKING', () => {
    given(...packedHistory)
      .when(c.cancel())
      .thenThrows('ORDER_CANCEL_AFTER_PACKING', { status: 409 });
    given(...packedHistory)
      .when(c.cancelShipment())
      .thenThrows('ORDER_CANCEL_AFTER_PACKING');
  });

  it('refuses a processed order (packed) with ORDER_CANCEL_AFTER_PACKING', () => {
    given(...manifestedHistory, handedOver)
      .when(c.cancel())
      .thenThrows('ORDER_CANCEL_AFTER_PACKING');
    given(...manifestedHistory, handedOver)
      .when(c.cancelShipment())
      .thenThrows('ORDER_CANCEL_AFTER_PACKING');
  });
});

describe('order: cancelling the shipment', () => {
  it('takes a processing order back to READY_FOR_FULFILLMENT and forgets its fulfillment', () => {
    const next = given(...histories.picked)
      .when(c.cancelShipment())
      .then([shipmentCanceled]);
    expect(next.state.facets).toEqual({ status: 'READY_FOR_FULFILLMENT', pick: null, payment: null, packed: false });
    expect(next.state).toMatchObject({ label: null, costs: null, options: null, picked: {} });
    next.when(c.start()).then([started]);
  });

  it('refuses outside PROCESSING', () => {
    given(placed, reserved).when(c.cancelShipment()).thenThrows('ORDER_STATUS_CONFLICT');
  });
});

describe('order: manifests and hand-over', () => {
  it('adds a packed order to one manifest, removes it, hands it over (PROCESSED)', () => {
    given(...packedHistory)
      .when(c.addToManifest())
      .then([addedToManifest])
      .when(c.addToManifest())
      .thenNothing()
      .when(c.handOver())
      .then([handedOver])
      .when(c.handOver())
      .thenNothing();
    given(...manifestedHistory)
      .when(c.removeFromManifest())
      .then([e('OrderRemovedFromManifest', { manifestId: 'man-1' })])
      .when(c.removeFromManifest())
      .thenNothing();
  });

  it('refuses an unpacked order (ORDER_NOT_PACKED), a second manifest and a hand-over by another manifest', () => {
    given(...histories.picked)
      .when(c.addToManifest())
      .thenThrows('ORDER_NOT_PACKED');
    given(...manifestedHistory)
      .when(c.addToManifest('man-2'))
      .thenThrows('ORDER_STATUS_CONFLICT', { params: { manifestId: 'man-1' } });
    given(...manifestedHistory)
      .when(c.handOver('man-2'))
      .thenThrows('ORDER_STATUS_CONFLICT');
  });
});

describe('order: returns and registration', () => {
  it('records a return shipment from a canceled order once', () => {
    given(placed, canceled)
      .when(c.recordReturn())
      .then([e('ReturnShipmentCreated', { inboundShipmentId: 'in-1' })])
      .when(c.recordReturn())
      .thenNothing()
      .when(c.recordReturn('in-2'))
      .thenThrows('ORDER_STATUS_CONFLICT');
  });

  it('refuses a return from an order that is not canceled', () => {
    given(placed, reserved).when(c.recordReturn()).thenThrows('ORDER_STATUS_CONFLICT');
  });

  it('records a registration change once', () => {
    given(placed)
      .when(c.registration())
      .then([e('OrderRegistrationChanged', { registration: 'PENDING' })])
      .when(c.registration())
      .thenNothing();
  });
});

describe('order: folding', () => {
  it('an OrderPlaced written before orders existed (billing) folds to a RESERVING order without lines', () => {
    const old = { type: 'OrderPlaced', data: { orderId: 'o', sellerId: seller, placedAt: iso } } as const;
    const { state } = given(old);
    expect(state).toMatchObject({ facets: { status: 'RESERVING' }, lines: [], number: null, orderDate: iso });
  });

  it('a label failure, a retried reservation and a canceled shipment fold as the table says', () => {
    expect(given(placed, short, retried).state.facets.status).toBe('RESERVING');
    expect(given(...histories.processing, labelRequested, labelFailed).state.labelFailedRequestId).toBe('req-1');
    expect(given(...histories.picked, shipmentCanceled).state.scanIds.size).toBe(0);
  });
});
