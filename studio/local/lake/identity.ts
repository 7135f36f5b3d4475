/** Who the local Studio is signed in as, and the project and dataset it edits: fixed, offline. */
export const LOCAL_USER = {
  id: 'local-coordinator',
  name: 'Local coordinator',
  email: 'coordinator@localhost',
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Reads and changes everything (local lake)' }],
};

export function localProject(projectId: string, dataset: string) {
  return {
    id: projectId,
    displayName: 'Northwind Training (local lake)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    organizationId: null,
    metadata: {},
    features: [],
    datasets: [{ name: dataset, aclMode: 'public' }],
    members: [
      { id: LOCAL_USER.id, role: 'administrator', roles: LOCAL_USER.roles, isCurrentUser: true, isRobot: false },
    ],
  };
}
