// The picker scanned a bin: it must be the batch's next bin with something to pick (PICK_WRONG_BIN names the right
// one); the answer is what to take from it. Changes nothing.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type PickStopView } from '@ledgerhouse/contracts';
import { DomainError } from '../../../errors/domain-error';
import type { PickRoute } from '../domain/pick-route';
import { pickLineViewOf } from '../queries/get-pick-list';
import { PickBatch } from '../services/pick-batch';

export class ScanPickBin extends Command<PickStopView> {
  constructor(
    readonly orderIds: readonly string[],
    readonly binCode: string,
  ) {
    super();
  }
}

/** The route's first stop must be `binCode`: else PICK_WRONG_BIN (or PICK_NOTHING_TO_PICK), nothing counted. */
export function assertNextBin(route: PickRoute, binCode: string) {
  const next = route.stops[0];
  if (!next) throw new DomainError(ErrorCode.PICK_NOTHING_TO_PICK);
  if (next.binCode !== binCode) throw new DomainError(ErrorCode.PICK_WRONG_BIN, { binCode, expected: next.binCode });
  return next;
}

@CommandHandler(ScanPickBin)
export class ScanPickBinHandler implements ICommandHandler<ScanPickBin, PickStopView> {
  constructor(private readonly batch: PickBatch) {}

  async execute({ orderIds, binCode }: ScanPickBin): Promise<PickStopView> {
    const stop = assertNextBin(await this.batch.route(await this.batch.load(orderIds)), binCode);
    const lineView = pickLineViewOf(await this.batch.products(stop.lines.map((l) => l.productId)));
    return { binCode: stop.binCode, lines: stop.lines.map(lineView) };
  }
}
