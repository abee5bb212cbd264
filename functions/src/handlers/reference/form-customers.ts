/**
 * GET /api/form/customers (form writers): the customers the caller may file for (spec 000 section
 * 7.2 getcustomernames), each with its form variant. 200 `{ customers: FormCustomer[] }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { formCustomers } from '../../services/form-lookups/lists';

export const handler = createHandler('form-customers', async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, { customers: formCustomers(caller) });
});
