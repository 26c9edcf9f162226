// The order-command topic's part of docs/integration.md, from contracts/src/integration/order-commands.ts.
import { z } from 'zod';
import { ORDER_COMMANDS } from '@ledgerhouse/contracts';
import { json, table } from './markdown-blocks';

export function orderCommandsSection(): string {
  const schema = z.toJSONSchema(ORDER_COMMANDS.schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  return [
    `## Order commands: \`${ORDER_COMMANDS.topic}\``,
    ORDER_COMMANDS.description,
    table(
      ['', ''],
      [
        ['Topic', `\`${ORDER_COMMANDS.topic}\``],
        ['Dead-letter topic', `\`${ORDER_COMMANDS.deadLetterTopic}\``],
        ['Consumer group', `\`${ORDER_COMMANDS.consumerGroup}\``],
        ['Key', ORDER_COMMANDS.key],
      ],
    ),
    'Headers a command message may carry:',
    table(
      ['Header', 'Meaning'],
      Object.entries(ORDER_COMMANDS.headers).map(([name, meaning]) => [`\`${name}\``, meaning]),
    ),
    'Message schema (the value, JSON):',
    json(schema),
    'Example:',
    json(ORDER_COMMANDS.example),
    `A message that can never succeed is copied to \`${ORDER_COMMANDS.deadLetterTopic}\` with its original key, value and headers, plus:`,
    table(
      ['Header', 'Meaning'],
      Object.entries(ORDER_COMMANDS.deadLetterHeaders).map(([name, meaning]) => [`\`${name}\``, meaning]),
    ),
    '`dlt-reason` is one of these, or the code of the order rule that refused the order (e.g. `ORDER_SKU_NOT_FOUND`):',
    table(
      ['Reason', 'When'],
      Object.entries(ORDER_COMMANDS.deadLetterReasons).map(([code, when]) => [`\`${code}\``, when]),
    ),
  ].join('\n\n');
}
