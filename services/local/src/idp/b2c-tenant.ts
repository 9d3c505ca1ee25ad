/**
 * The tenant's id: B2C names a tenant by a GUID besides its name (`portailb2c`); MSAL's `client_info`
 * carries it as `utid` (https://learn.microsoft.com/en-us/azure/active-directory-b2c/tenant-management-read-tenant-name).
 */
export const TENANT_ID = '5d3a7f0e-2c41-4b9e-8a6d-1f0c9e7b2a54';
