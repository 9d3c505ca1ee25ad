// The tenant's id lives with the stand-in's other defaults (a B2C tenant's GUID besides its name).
export { TENANT_ID } from '@portail/contracts/local-defaults';
