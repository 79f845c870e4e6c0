/** Kept so code outside the identity modules compiles until it imports the module's index instead. */
export { addMember, countActiveMembers, peakActiveMembersInPeriod, setMemberStatus } from '../modules/workspaces/index.js';
