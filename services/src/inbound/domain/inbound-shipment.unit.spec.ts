// The inbound shipment's rules, one by one: lines, submitting, cancelling, scanning, corrections, loss and placement.
import { deciderSpec } from '../../../../test/support/decider-spec';
import {
  accepted,
  at,
  checkStarted,
  created,
  delivered,
  delivery,
  histories,
  iso,
  later,
  line,
  lines,
  placed,
  products,
  received,
  searchStarted,
  seller,
  submitted,
} from './inbound-fixtures';
import { inboundShipmentDecider, type InboundCommand } from './inbound-shipment';

const { given } = deciderSpec(inboundShipmentDecider);
const create = (over: Partial<Extract<InboundCommand, { type: 'CreateDraft' }>> = {}): InboundCommand => ({
  type: 'CreateDraft',
  shipmentId: 'ship-1',
  sellerId: seller,
  number: 'IN-000001',
  shipmentType: 'STANDARD',
  lines,
  delivery,
  products,
  at,
  ...over,
});
const scan = (barcode: string, quantity = 1, scanId = `s-${barcode}-${quantity}`, damaged = false): InboundCommand => ({
  type: 'Scan',
  scanId,
  barcode,
  quantity,
  damaged,
  products,
  at,
});
const place = (barcode: string, quantity: number, placementId = `p-${barcode}-${quantity}`): InboundCommand => ({
  type: 'Place',
  placementId,
  locationCode: 'A-01-02',
  barcode,
  quantity,
  products,
  at,
});
const checking = [created, submitted, delivered, checkStarted];

describe('inbound shipment: lines', () => {
  it('creates a draft and a retried create changes nothing', () => {
    given().when(create()).then([created]).when(create()).thenNothing();
  });
  it('needs at least one product', () => {
    given()
      .when(create({ lines: [] }))
      .thenThrows('INBOUND_NO_PRODUCTS');
  });
  it('refuses another seller’s product and a deleted one', () => {
    given()
      .when(create({ lines: [line('product-other', 1, 'X')] }))
      .thenThrows('INBOUND_PRODUCT_NOT_FOUND', { params: { productId: 'product-other' } });
    given()
      .when(create({ lines: [line('product-gone', 1, 'X')] }))
      .thenThrows('INBOUND_PRODUCT_NOT_FOUND');
    given()
      .when(create({ lines: [line('no-such', 1, 'X')] }))
      .thenThrows('INBOUND_PRODUCT_NOT_FOUND');
  });
  it('refuses a barcode on two lines, and one product twice', () => {
    given()
      .when(create({ lines: [line('product-a', 1, 'SAME'), line('product-b', 1, 'SAME')] }))
      .thenThrows('DUPLICATE_BARCODE', { params: { barcode: 'SAME' }, status: 422 });
    given()
      .when(create({ lines: [line('product-a', 1, 'A1'), line('product-a', 1, 'A2')] }))
      .thenThrows('INBOUND_DUPLICATE_PRODUCT');
  });
  it('refuses a quantity below one', () => {
    given()
      .when(create({ lines: [line('product-a', 0, 'A')] }))
      .thenThrows('INVALID_QUANTITY');
  });
  it('keeps a draft without barcodes or delivery, but does not send it', () => {
    const draft = given().when(create({ lines: [line('product-a', 1, '')], delivery: null })).events;
    given(...draft)
      .when({ type: 'Submit', sellerId: seller, products, at })
      .thenThrows('INBOUND_BARCODE_REQUIRED');
    const withBarcode = given().when(create({ delivery: null })).events;
    given(...withBarcode)
      .when({ type: 'Submit', sellerId: seller, products, at })
      .thenThrows('INBOUND_DELIVERY_REQUIRED');
    const noTracking = given().when(create({ delivery: { ...delivery, trackingNumber: '' } })).events;
    given(...noTracking)
      .when({ type: 'Submit', sellerId: seller, products, at })
      .thenThrows('INBOUND_DELIVERY_REQUIRED');
  });
  it('refuses to send a draft whose product was deleted since it was saved', () => {
    const gone = { ...products, 'product-a': { ...products['product-a']!, deleted: true } };
    given(created).when({ type: 'Submit', sellerId: seller, products: gone, at }).thenThrows('INBOUND_PRODUCT_NOT_FOUND');
  });
  it('sends a complete draft with its lines and delivery', () => {
    given(created).when({ type: 'Submit', sellerId: seller, products, at }).then([submitted]);
  });
  it('an unchanged draft update records nothing', () => {
    given(created).when({ type: 'UpdateDraft', sellerId: seller, lines, delivery, products, at }).thenNothing();
  });
  it('changes lines after sending, keeping the delivery when none is given', () => {
    const changed = [line('product-b', 7, 'BC-B')];
    given(created, submitted)
      .when({ type: 'ChangeLines', sellerId: seller, lines: changed, delivery: null, products, at })
      .then([{ type: 'InboundLinesChanged', data: { lines: changed, delivery, at: iso } }]);
  });
  it('another seller’s shipment does not exist for them', () => {
    given(created).when({ type: 'Submit', sellerId: 'seller-2', products, at }).thenThrows('NOT_FOUND', { status: 404 });
    given(created).when({ type: 'AddComment', author: 'SELLER', sellerId: 'seller-2', text: 'hi', at }).thenThrows('NOT_FOUND');
  });
});

describe('inbound shipment: cancel', () => {
  it('cancels only before delivery', () => {
    given(created, submitted)
      .when({ type: 'Cancel', sellerId: seller, at })
      .then([{ type: 'InboundCanceled', data: { at: iso } }]);
    given(...histories.DELIVERED)
      .when({ type: 'Cancel', sellerId: seller, at })
      .thenThrows('INBOUND_CANNOT_BE_CANCELED', { status: 409 });
    given(...histories.DRAFT)
      .when({ type: 'Cancel', sellerId: seller, at })
      .thenThrows('INBOUND_CANNOT_BE_CANCELED');
  });
});

describe('inbound shipment: scanning', () => {
  it('counts a scan of the line barcode, or of the product’s catalog barcode', () => {
    expect(given(...checking).when(scan('BC-A', 2)).events).toMatchObject([
      { type: 'InboundUnitsReceived', data: { productId: 'product-a', quantity: 2, damaged: false } },
    ]);
    expect(given(...checking).when(scan('CAT-A')).events).toMatchObject([{ data: { productId: 'product-a' } }]);
  });
  it('an unknown barcode counts nothing', () => {
    given(...checking)
      .when(scan('NOPE'))
      .thenThrows('UNKNOWN_BARCODE', { params: { barcode: 'NOPE' }, status: 422 });
  });
  it('a retried scan counts once', () => {
    const after = given(...checking)
      .when(scan('BC-A', 1, 'scan-1'))
      .then([
        {
          type: 'InboundUnitsReceived',
          data: { scanId: 'scan-1', productId: 'product-a', barcode: 'BC-A', quantity: 1, damaged: false, at: iso },
        },
      ]);
    after.when(scan('BC-A', 1, 'scan-1')).thenNothing();
    expect(after.state.received['product-a']).toEqual({ good: 1, damaged: 0 });
  });
  it('counts damaged units apart, and over and under receipt as scanned', () => {
    const state = given(...checking, received('product-a', 12), received('product-a', 2, 'd', true)).state;
    expect(state.received['product-a']).toEqual({ good: 12, damaged: 2 });
  });
  it('a scan before check-in is a status conflict, not an unknown barcode', () => {
    given(created, submitted, delivered)
      .when(scan('NOPE'))
      .thenThrows('INBOUND_STATUS_CONFLICT', { params: { status: 'DELIVERED' } });
  });
  it('corrects a count but never below zero, and only for a product of the shipment', () => {
    const counted = [...checking, received('product-a', 3)];
    given(...counted)
      .when({ type: 'CorrectReceipt', productId: 'product-a', delta: -4, damaged: false, reason: 'x', at })
      .thenThrows('INBOUND_COUNT_BELOW_ZERO', { params: { count: 3 } });
    given(...counted)
      .when({ type: 'CorrectReceipt', productId: 'product-z', delta: 1, damaged: false, reason: 'x', at })
      .thenThrows('INBOUND_PRODUCT_NOT_IN_SHIPMENT');
    const fixed = given(...counted).when({
      type: 'CorrectReceipt',
      productId: 'product-a',
      delta: -1,
      damaged: false,
      reason: 'double scan',
      at,
    });
    expect(fixed.events).toHaveLength(1);
  });
  it('accepts with received, damaged and declared per line and the billable seconds since check-in', () => {
    const events = given(...checking, received('product-a', 12), received('product-b', 1, 'd', true)).when({
      type: 'Accept',
      at: later,
    }).events;
    expect(events).toEqual([
      {
        type: 'InboundAccepted',
        data: {
          received: [
            { productId: 'product-a', received: 12, damaged: 0, declared: 10 },
            { productId: 'product-b', received: 0, damaged: 1, declared: 5 },
          ],
          billableSeconds: 1800,
          at: later.toISOString(),
        },
      },
    ]);
  });
});

describe('inbound shipment: lost', () => {
  it('is lost from a search only when no good unit was received', () => {
    given(...checking, received('product-a', 1), searchStarted)
      .when({ type: 'MarkLost', note: null, at })
      .thenThrows('INBOUND_GOODS_RECEIVED');
    expect(given(...histories.SEARCHING).when({ type: 'MarkLost', note: 'gone', at }).events).toMatchObject([
      { type: 'InboundMarkedLost' },
    ]);
  });
});

describe('inbound shipment: placement', () => {
  const acceptedWith3 = [...checking, received('product-a', 3), accepted];
  it('places never more than received good units minus placed', () => {
    given(...acceptedWith3)
      .when(place('BC-A', 4))
      .thenThrows('INBOUND_PLACEMENT_EXCEEDS_RECEIVED', { params: { remaining: 3 } });
    given(...acceptedWith3, placed('product-a', 2))
      .when(place('BC-A', 2))
      .thenThrows('INBOUND_PLACEMENT_EXCEEDS_RECEIVED', { params: { remaining: 1 } });
    given(...acceptedWith3)
      .when(place('BC-B', 1))
      .thenThrows('INBOUND_PRODUCT_ALL_PLACED');
    given(...acceptedWith3, placed('product-a', 3))
      .when(place('BC-A', 1))
      .thenThrows('INBOUND_PRODUCT_ALL_PLACED');
  });
  it('a retried placement counts once, and an unknown barcode places nothing', () => {
    const once = given(...acceptedWith3).when(place('BC-A', 2, 'p1'));
    expect(once.events).toMatchObject([
      { type: 'InboundUnitsPlaced', data: { productId: 'product-a', sellerId: seller, locationCode: 'A-01-02', quantity: 2 } },
    ]);
    once
      .then(once.events)
      .when(place('BC-A', 2, 'p1'))
      .thenNothing();
    given(...acceptedWith3)
      .when(place('NOPE', 1))
      .thenThrows('UNKNOWN_BARCODE');
  });
  it('is LOCATED only when every good unit is placed', () => {
    given(...acceptedWith3, placed('product-a', 2))
      .when({ type: 'FinishPlacement', at })
      .thenThrows('INBOUND_PLACEMENT_INCOMPLETE', { params: { remaining: 1 } });
    given(...acceptedWith3, placed('product-a', 2), placed('product-a', 1, 'p2'))
      .when({ type: 'FinishPlacement', at })
      .then([{ type: 'InboundLocated', data: { at: iso } }]);
  });
});
