import { DEMO_PASSWORD, demoMembers, type DeploymentConfig, type PortailConfig } from '@portail/contracts';

/** The provider's shape (PORTAIL_IDP_SHAPE) and the deployment configuration written for it. */
export interface BannerIdentity {
  shape: string;
  deployment: DeploymentConfig;
  deploymentPath: string;
}

/** What `npm start` prints once everything listens: where each part is and who can sign in. */
export function startBanner(
  config: PortailConfig,
  dataDir: string,
  authorityPath?: string,
  identity?: BannerIdentity,
): string {
  const width = Math.max(...demoMembers.map((member) => member.email.length));
  return [
    '',
    'Portail est prêt / Portail is ready',
    '',
    `  Portail (portal)           ${config.portalOrigin}`,
    `  Mon compte (account)       ${config.accountOrigin}`,
    `  Fournisseur d'identité     ${config.idpOrigin}`,
    `  API des membres            ${config.apiOrigin}`,
    '',
    ...(identity
      ? [
          `Forme du fournisseur (PORTAIL_IDP_SHAPE) : ${identity.shape}`,
          `  Métadonnées   ${identity.deployment.identity.metadataUrl}`,
          `  Émetteur      ${identity.deployment.identity.issuer}`,
          `  Configuration ${identity.deploymentPath}`,
          '',
        ]
      : []),
    `Membres de démonstration (mot de passe : ${DEMO_PASSWORD})`,
    ...demoMembers.map((member) => `  ${member.email.padEnd(width)}  ${member.description}`),
    '',
    `Données : ${dataDir}`,
    ...(authorityPath
      ? [
          `Autorité de certification locale (à faire approuver par le navigateur, voir README) : ${authorityPath}`,
        ]
      : []),
    'Ctrl-C pour tout arrêter / to stop everything.',
    '',
  ].join('\n');
}
