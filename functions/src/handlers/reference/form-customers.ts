/**
 * GET /api/form/customers (form writers): the customers the caller may file for (spec 000 section
 * 7.2 getcustomernames), each with its form variant. 200 `{ customers: FormCustomer[] }`.
 */
import { formCustomersRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { formCustomers } from '../../services/form-lookups/lists';

export const handler = createHandler(formCustomersRoute, async ({ caller }) => json(200, { customers: formCustomers(caller) }));
