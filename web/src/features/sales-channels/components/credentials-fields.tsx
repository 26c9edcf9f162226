// The credentials a seller types for Shopify, Walmart or Amazon (spec 3), under the form's `credentials` field, so the
// server's field errors (credentials.sellerId, ...) land on them. Secrets are typed in password fields and never shown back.
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { amazonSellerId, errorMessages, resolveLocale, shopifyStoreDomain, type SalesChannelMarketplace } from '@ledgerhouse/contracts';
import type { z } from 'zod';
import type { CredentialsInput } from '../api/sales-channel-commands';

export type FormMarketplace = Extract<SalesChannelMarketplace, 'SHOPIFY' | 'WALMART' | 'AMAZON'>;

interface FieldSpec {
  name: string;
  secret?: boolean;
  schema?: z.ZodType;
}

export const CREDENTIAL_FIELDS: Record<FormMarketplace, FieldSpec[]> = {
  SHOPIFY: [
    { name: 'storeDomain', schema: shopifyStoreDomain },
    { name: 'accessToken', secret: true },
  ],
  WALMART: [{ name: 'clientId' }, { name: 'clientSecret', secret: true }],
  AMAZON: [
    { name: 'sellerId', schema: amazonSellerId },
    { name: 'appId' },
    { name: 'clientId' },
    { name: 'clientSecret', secret: true },
    { name: 'refreshToken', secret: true },
  ],
};

export function CredentialsFields({ marketplace }: { marketplace: FormMarketplace }) {
  const { t, i18n } = useTranslation('salesChannels');
  const invalid = (field: string) =>
    field === 'sellerId'
      ? errorMessages[resolveLocale(i18n.resolvedLanguage)].CHANNEL_SELLER_ID_INVALID
      : t('credentials.storeDomainInvalid');
  const rules = ({ name, schema }: FieldSpec): Rule[] => [
    { required: true, whitespace: true, message: t('credentials.required') },
    ...(schema
      ? [
          {
            validator: async (_: unknown, value: unknown) => {
              if (typeof value === 'string' && value.trim() && !schema.safeParse(value).success) throw new Error(invalid(name));
            },
          },
        ]
      : []),
  ];
  return (
    <>
      {CREDENTIAL_FIELDS[marketplace].map((field) => (
        <Form.Item
          key={field.name}
          name={['credentials', field.name]}
          label={t(`credentials.${marketplace}.${field.name}` as 'credentials.SHOPIFY.storeDomain')}
          extra={
            field.name === 'sellerId' || field.name === 'storeDomain'
              ? t(`credentials.${marketplace}.${field.name}Hint` as 'credentials.SHOPIFY.storeDomainHint')
              : undefined
          }
          rules={rules(field)}
        >
          {field.secret ? (
            <Input.Password data-testid={`credentials-${field.name}`} autoComplete="off" maxLength={4096} />
          ) : (
            <Input data-testid={`credentials-${field.name}`} autoComplete="off" maxLength={field.name === 'sellerId' ? 15 : 253} />
          )}
        </Form.Item>
      ))}
    </>
  );
}

/** The typed values as the contract's credentials input (trimmed; the marketplace as its discriminator). */
export function credentialsInput(marketplace: FormMarketplace, values: Record<string, string | undefined>): CredentialsInput {
  const fields = Object.fromEntries(CREDENTIAL_FIELDS[marketplace].map(({ name }) => [name, (values[name] ?? '').trim()]));
  return { marketplace, ...fields } as CredentialsInput;
}
