/** Kitchen messages (document 3 section 7): GET/POST /kitchen_message, DELETE /kitchen_message/{id}. */
import {
  type CreateKitchenMessageInput,
  type KitchenMessage,
  kitchenMessageDeletedSchema,
  kitchenMessageSchema,
} from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { deleteAt, listQueryOptions, resourceKeys, saveAt, useChange } from '../../lib/resource';

export type { KitchenMessage };

export const kitchenKeys = resourceKeys('kitchen-messages');

export const kitchenMessagesQueryOptions = () =>
  listQueryOptions(kitchenKeys.list(), '/kitchen_message', kitchenMessageSchema);

export const useKitchenMessages = () => useQuery(kitchenMessagesQueryOptions());

/** POST /kitchen_message. Errors: in the dialog. */
export const useAddKitchenMessage = () =>
  useChange(
    (body: CreateKitchenMessageInput) => saveAt('/kitchen_message', null, body, kitchenMessageSchema),
    kitchenKeys.all,
    { quiet: true },
  );

export const useDeleteKitchenMessage = () =>
  useChange((id: number) => deleteAt(`/kitchen_message/${id}`, kitchenMessageDeletedSchema), kitchenKeys.all);
