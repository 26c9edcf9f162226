import { useQuery } from '@tanstack/react-query';
import { listWebhooks, webhooksKey } from './webhooks-key';

export const useWebhooksQuery = () => useQuery({ queryKey: [...webhooksKey, 'list'], queryFn: () => listWebhooks() });
