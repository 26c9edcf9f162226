// The receiving bill: started minutes at the hourly rate after the plan's free minutes, a label, a sticker per unit.
import { inboundCosts, INBOUND_HOURLY_COST_CENTS, INBOUND_LABEL_COST_CENTS, INBOUND_STICKER_COST_CENTS } from './inbound-costs';

describe('inbound costs', () => {
  it('bills started minutes of check-in at the hourly rate, plus the label and one sticker per good unit', () => {
    const costs = inboundCosts({ billableSeconds: 20 * 60 + 1, freeSeconds: 0, stickerCount: 12 });
    expect(costs).toEqual({
      processingCostCents: Math.ceil((21 * INBOUND_HOURLY_COST_CENTS) / 60),
      billableSeconds: 1201,
      freeSeconds: 0,
      hourlyCostCents: INBOUND_HOURLY_COST_CENTS,
      labelCostCents: INBOUND_LABEL_COST_CENTS,
      stickerCount: 12,
      stickerCostCents: 12 * INBOUND_STICKER_COST_CENTS,
      totalCents: 1050 + 150 + 120,
    });
  });

  it("takes the plan's free minutes off the billable time, never below zero", () => {
    expect(inboundCosts({ billableSeconds: 30 * 60, freeSeconds: 20 * 60, stickerCount: 0 }).processingCostCents).toBe(500);
    expect(inboundCosts({ billableSeconds: 30 * 60, freeSeconds: 60 * 60, stickerCount: 0 })).toMatchObject({
      processingCostCents: 0,
      totalCents: INBOUND_LABEL_COST_CENTS,
    });
  });
});
