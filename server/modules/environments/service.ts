import type { EnvironmentStatus } from '../../../domain/api/operations-answers';
import { instanceEnvironments, type InstanceEnvironment } from '../../../domain/instance-environments';
import { checkInstanceHealth, HEALTH_PATH } from './health-check';

const labels: Record<InstanceEnvironment, string> = { production: 'Production', staging: 'Préproduction', development: 'Développement' };
const variableOf = (id: InstanceEnvironment) => `INSTANCE_URL_${id.toUpperCase()}`;


/**
 * The environment tiles of back-office §2.15. Only the configured origins are ever contacted, on one fixed path:
 * nothing a request carries can choose the host.
 */
export function environmentsService(instances: Partial<Record<InstanceEnvironment, string>>) {
  const check = async (id: InstanceEnvironment): Promise<EnvironmentStatus> => {
    const origin = instances[id];
    if (!origin) {
      return {
        id,
        label: labels[id],
        status: 'unconfigured',
        url: null,
        error: null,
        uptimeSeconds: null,
        responseTimeMs: null,
        checkedAt: null,
        sshHint: `Renseignez ${variableOf(id)} pour suivre cette instance, puis connectez-vous avec : ssh utilisateur@hôte`,
      };
    }
    const health = await checkInstanceHealth(origin);
    return {
      id,
      label: labels[id],
      ...health,
      url: `${origin}${HEALTH_PATH}`,
      checkedAt: new Date().toISOString(),
      sshHint: `ssh utilisateur@${new URL(origin).hostname}`,
    };
  };

  return {
    check,
    checkAll: () => Promise.all(instanceEnvironments.map(check)),
  };
}
