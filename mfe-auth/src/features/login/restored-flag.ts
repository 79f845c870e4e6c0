/** Query flag (`/login?restored=1`) the restore screen sets after a new password was saved. */
export const RESTORED_QUERY_FLAG = 'restored';
