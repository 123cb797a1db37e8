import type { RelationshipField } from 'payload';

/**
 * The required, indexed `tenant` relation every tenant-owned collection carries (ARCHITECTURE:
 * every read and write is scoped by it). `overrides` adds what one collection needs on top,
 * such as admin display or a default.
 */
export function tenantField(overrides: Partial<Omit<RelationshipField, 'name' | 'type' | 'relationTo' | 'hasMany'>> = {}): RelationshipField {
  return { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true, ...overrides } as RelationshipField;
}
