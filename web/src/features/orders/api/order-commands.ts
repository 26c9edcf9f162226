// Every seller command on orders, with read-your-writes: the list and the order are read again once the projection
// shows the command.
import { orderRoutes as routes, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { ordersKey, waitForOrders } from './orders-keys';

export type CreateOrderInput = BodyIn<typeof routes.create>;
export type EditOrderInput = BodyIn<typeof routes.update>;
export type FulfillmentOptionsInput = BodyIn<typeof routes.startFulfillment>;

const useOrderCommand = <T, R extends CommandResult = CommandResult>(send: (input: T) => Promise<R>) =>
  useCommandMutation<T, unknown, R>({ send, waitFor: waitForOrders, invalidate: ordersKey });

export const useCreateOrder = () => useOrderCommand((body: CreateOrderInput) => apiRequest(routes.create, { body }));
export const useEditOrder = () =>
  useOrderCommand(({ orderId, body }: { orderId: string; body: EditOrderInput }) =>
    apiRequest(routes.update, { params: { orderId }, body }),
  );
export const useCancelOrder = () => useOrderCommand((orderId: string) => apiRequest(routes.cancel, { params: { orderId } }));
export const useCancelShipment = () => useOrderCommand((orderId: string) => apiRequest(routes.cancelShipment, { params: { orderId } }));
export const useStartFulfillment = () =>
  useOrderCommand(({ orderId, options }: { orderId: string; options: FulfillmentOptionsInput }) =>
    apiRequest(routes.startFulfillment, { params: { orderId }, body: options }),
  );
export const useCommentOrder = () =>
  useOrderCommand(({ orderId, text }: { orderId: string; text: string }) =>
    apiRequest(routes.comment, { params: { orderId }, body: { text } }),
  );
