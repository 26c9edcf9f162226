// A message of the order-commands topic read as a command, or the refusal that dead-letters it: JSON first, then the
// contract's schema, then the one idempotency-key rule (the value's `idempotencyKey`, else the `idempotency-key`
// header; both given, they must be equal).
import {
  ErrorCode,
  FieldErrorCode,
  ORDER_COMMAND_IDEMPOTENCY_HEADER,
  orderCommandIdempotencyKey,
  orderCommandMessage,
  type OrderCommandMessage,
} from '@ledgerhouse/contracts';
import type { IncomingMessage } from '@ledgerhouse/infra';
import { fieldErrorsFrom } from '../../http/validation-failed';
import { refusal, validationRefusal, type OrderCommandRefusal } from './order-command-refusal';

export type OrderCommandReading =
  { ok: true; command: OrderCommandMessage; idempotencyKey: string } | { ok: false; refusal: OrderCommandRefusal };

const refused = (why: OrderCommandRefusal): OrderCommandReading => ({ ok: false, refusal: why });

/** The header's value, whatever case its name was sent in (Kafka header names are case-sensitive; HTTP's are not). */
function headerOf(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}

function parseJson(value: string | null): { ok: true; json: unknown } | { ok: false } {
  if (value === null || value.trim() === '') return { ok: false };
  try {
    return { ok: true, json: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

export function readOrderCommand(message: Pick<IncomingMessage, 'value' | 'headers'>): OrderCommandReading {
  const parsed = parseJson(message.value);
  if (!parsed.ok) return refused(refusal(ErrorCode.MALFORMED_JSON, 'The message value is not JSON'));
  const checked = orderCommandMessage.safeParse(parsed.json, { reportInput: true });
  if (!checked.success) return refused(validationRefusal(fieldErrorsFrom(checked.error, '')));

  const command = checked.data;
  const fromHeader = headerOf(message.headers, ORDER_COMMAND_IDEMPOTENCY_HEADER);
  const header = `header ${ORDER_COMMAND_IDEMPOTENCY_HEADER}`;
  if (fromHeader !== undefined && !orderCommandIdempotencyKey.safeParse(fromHeader).success)
    return refused(validationRefusal([{ field: header, code: FieldErrorCode.INVALID_VALUE }]));
  if (command.idempotencyKey !== undefined && fromHeader !== undefined && command.idempotencyKey !== fromHeader)
    return refused(refusal(ErrorCode.VALIDATION_FAILED, `The idempotencyKey field and the ${header} differ`));
  const idempotencyKey = command.idempotencyKey ?? fromHeader;
  if (idempotencyKey === undefined)
    return refused(refusal(ErrorCode.VALIDATION_FAILED, `No idempotency key: neither the idempotencyKey field nor the ${header}`));
  return { ok: true, command, idempotencyKey };
}
