import { checkFields } from '@/api/check-fields';
import { productFields } from '@/api/contract/shop';
import { describeFieldErrors, fieldErrorMessages } from '@/api/errors';
import { PRODUCT_FIELD_MESSAGES } from './field-messages';
import { onFormFields, ruleErrorsOf, toProduct, type ProductValues } from './product-form';

/** What the form says before sending: the contract's checks, then the rules between fields, in the server's words, on the form's fields. */
export function checkProduct(values: ProductValues): Record<string, string> {
  const product = toProduct(values);
  return onFormFields({
    ...describeFieldErrors(ruleErrorsOf(product), PRODUCT_FIELD_MESSAGES),
    ...checkFields(productFields, product, PRODUCT_FIELD_MESSAGES),
  });
}

/** The server's refusals of fields, on the form's fields. */
export const refusedFields = (error: unknown): Record<string, string> => onFormFields(fieldErrorMessages(error, PRODUCT_FIELD_MESSAGES));
