/** Workspace domain rules: one copy, in the contract the new-workspace form applies too. */
export {
  DOMAIN_MAX_LENGTH,
  DOMAIN_MIN_LENGTH,
  RESERVED_DOMAINS,
  RESERVED_PREFIXES,
  domainCandidates,
  domainProblem,
  isReservedDomain,
  normalizeDomain,
  sanitizeDomain,
  unavailableReason,
  type DomainProblem,
} from '@stepwise/contracts';
