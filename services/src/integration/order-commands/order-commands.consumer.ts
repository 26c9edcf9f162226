// The order-commands topic's consumer: a background job (`kafka-order-commands`) that exists only when a message
// broker does (KAFKA_BROKERS, or one handed in) and KAFKA_ORDER_COMMAND_SELLERS says for which sellers it may place
// orders (off without it: the topic is a door into every seller's orders, opened only on purpose). Each message is handled once its predecessor on the partition is; a
// refused one is copied to the dead-letter topic before its offset commits, so none is lost between the two. Logs name
// ids, codes and offsets, never a message's contents (buyer names, phones and addresses). The job creates the topic
// and its dead-letter topic before it consumes (KAFKA_CREATE_TOPICS).
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ORDER_COMMANDS_CONSUMER_GROUP, ORDER_COMMANDS_DEAD_LETTER_TOPIC, ORDER_COMMANDS_TOPIC } from '@ledgerhouse/contracts';
import type { BrokerConsumer, Clock, IncomingMessage, MessageBroker } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, CLOCK } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { ensureJobTopics } from '../job-topics';
import { MESSAGE_BROKER } from '../message-broker.provider';
import { exhaustedRefusal, FailedAttempts, isTransientFailure, ORDER_COMMAND_MAX_ATTEMPTS } from './order-command-attempts';
import { deadLetterOf } from './order-command-dead-letter';
import { OrderCommandHandling, type OrderCommandOutcome } from './order-command-handling';

export const ORDER_COMMANDS_JOB = 'kafka-order-commands';

@Injectable()
export class OrderCommandsConsumer implements OnModuleInit {
  private readonly logger = new Logger('OrderCommands');
  private consumer: BrokerConsumer | null = null;
  private readonly attempts = new FailedAttempts();

  constructor(
    @Inject(MESSAGE_BROKER) private readonly broker: MessageBroker | null,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly work: BackgroundWork,
    private readonly handling: OrderCommandHandling,
  ) {}

  onModuleInit(): void {
    if (!this.broker) return;
    const sellers = this.config.KAFKA_ORDER_COMMAND_SELLERS;
    if (!sellers) {
      this.logger.log('off: KAFKA_ORDER_COMMAND_SELLERS is not set (the order-commands topic is not consumed)');
      return;
    }
    this.logger.log(`on for ${sellers === '*' ? 'every seller' : `${sellers.length} listed seller(s)`}`);
    this.work.register({ name: ORDER_COMMANDS_JOB, start: () => this.start(), stop: () => this.stop() });
  }

  private async start(): Promise<void> {
    if (this.consumer) return;
    await ensureJobTopics(this.broker!, [ORDER_COMMANDS_TOPIC, ORDER_COMMANDS_DEAD_LETTER_TOPIC], this.config, this.logger);
    this.consumer ??= await this.broker!.consume(ORDER_COMMANDS_CONSUMER_GROUP, [ORDER_COMMANDS_TOPIC], (message) => this.take(message));
  }

  private async stop(): Promise<void> {
    const consumer = this.consumer;
    this.consumer = null;
    await consumer?.stop();
  }

  private async take(message: IncomingMessage): Promise<void> {
    const where = `${message.topic}/${message.partition}@${message.offset}`;
    const outcome = await this.outcomeOf(message, where);
    if (outcome.kind === 'placed') this.logger.log(`order command ${where} placed order ${outcome.orderId} for seller ${outcome.sellerId}`);
    if (outcome.kind === 'refused') {
      // A failed publish throws on (uncounted): the message comes again and is refused again.
      await this.broker!.publish(ORDER_COMMANDS_DEAD_LETTER_TOPIC, [deadLetterOf(message, outcome.refusal, this.clock.now())]);
      this.logger.warn(
        `order command ${where} dead-lettered: ${outcome.refusal.reason}${outcome.sellerId ? ` (seller ${outcome.sellerId})` : ''}`,
      );
    }
    this.attempts.done(message);
  }

  /** The handling's outcome; a transient failure, or one of the first failures of another kind, throws on. */
  private async outcomeOf(message: IncomingMessage, where: string): Promise<OrderCommandOutcome> {
    try {
      return await this.handling.handle(message);
    } catch (err) {
      // The broker logs the error and hands the message over again after a back-off.
      if (isTransientFailure(err) || !this.attempts.failed(message)) throw err;
      this.logger.error(
        `order command ${where} failed ${ORDER_COMMAND_MAX_ATTEMPTS} times, the last: ${(err as Error)?.message ?? String(err)}`,
      );
      return { kind: 'refused', sellerId: null, refusal: exhaustedRefusal() };
    }
  }
}
