/**
 * The staff fields (staff/StaffFields.tsx, a chunk of its own): texts of Mon compte's `account` catalogue section in a module of their own, so that they
 * load with what shows them (on demand), not with the first script's sections (messages.fr.ts): an
 * exported section of that module is in the first script of every app that reads it anywhere.
 */
export const accountStaffMessages = {
  heading: "Renseignements d'employé",
  employeeId: "Numéro d'employé",
  ldapUsername: "Nom d'utilisateur LDAP",
} as const;
