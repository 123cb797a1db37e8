import type { Access } from 'payload';

/** For collections only services touch (sessions, tokens): no REST, GraphQL or admin access. */
export const noOne: Access = () => false;
