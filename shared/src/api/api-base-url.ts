/** Where every API call goes (the shell's server proxies it to the API). */
export const API_BASE_URL = '/api/';
