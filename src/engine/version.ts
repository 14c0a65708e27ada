/** Engine version written into game records and batch results. Bump when rules or dice use change. */
export const ENGINE_VERSION = '0.1.0';
