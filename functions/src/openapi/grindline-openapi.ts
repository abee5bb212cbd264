/**
 * Grindline's own document: every contract of ALL_CONTRACTS, tagged with its area of
 * CONTRACT_AREAS (domain/src/contracts/index.ts). Built once per process (the contracts do not change).
 */
import { ALL_CONTRACTS, CONTRACT_AREAS, type RouteContract } from '@grindline/domain';
import { openApiDocument, type OpenApiDocument } from './openapi-document';

/** The area (CONTRACT_AREAS key) each contract is declared in. */
export function contractArea(contract: RouteContract): string | undefined {
  for (const [area, contracts] of Object.entries(CONTRACT_AREAS)) {
    if (Object.values(contracts as Record<string, unknown>).includes(contract)) return area;
  }
  return undefined;
}

let built: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of the whole API. */
export function grindlineOpenApi(): OpenApiDocument {
  built ??= openApiDocument(ALL_CONTRACTS, { areaOf: contractArea });
  return built;
}
