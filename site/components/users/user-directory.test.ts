import { describe, expect, it } from 'vitest';
import { filterUsers, pageOf, rolesOf, type DirectoryUser } from './user-directory';

function user(name: string, email: string, role: DirectoryUser['role']['role'] = 'user', isTeacher = false): DirectoryUser {
  return {
    id: email,
    name,
    email,
    telegram: '',
    telephone: '',
    bio: '',
    profilephoto: '',
    settings: '{}',
    isTeacher,
    role: { role, rights: [], adminCourses: [], adminServices: [] },
    scores: [],
    verified: true,
    suspended: false,
  };
}

const owner = user('Amira Owner', 'owner@acme.test', 'owner');
const admin = user('Karim Admin', 'karim@acme.test', 'admin', true);
const teacher = user('Mona Hassan', 'mona@acme.test', 'user', true);
const student = user('مُحَمَّد علي', 'mohamed@acme.test');
const spanish = user('José Pérez', 'jose@acme.test');
const everyone = [owner, admin, teacher, student, spanish];

describe('rolesOf', () => {
  it.each([
    [owner, ['owner']],
    [admin, ['admin', 'teacher']],
    [teacher, ['teacher']],
    [student, ['student']],
  ])('%# gives every role the user shows under', (who, roles) => {
    expect(rolesOf(who)).toEqual(roles);
  });
});

describe('filterUsers', () => {
  it.each([
    ['', '', everyone],
    ['mona', '', [teacher]],
    ['ACME.TEST karim', '', [admin]],
    ['محمد', '', [student]],
    ['jose', '', [spanish]],
    ['  hassan   mona ', '', [teacher]],
    ['', 'teacher', [admin, teacher]],
    ['', 'student', [student, spanish]],
    ['', 'owner', [owner]],
    ['', 'admin', [admin]],
    ['mona', 'admin', []],
    ['nobody', '', []],
  ] as const)('%j with role %j', (query, role, expected) => {
    expect(filterUsers(everyone, query, role)).toEqual(expected);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, index) => index);
  it.each([
    [1, 0, 20, 1],
    [3, 40, 5, 3],
    [9, 40, 5, 3],
    [0, 0, 20, 1],
    [2.5, 20, 20, 2],
  ])('page %d starts at %d with %d items', (page, first, count, shown) => {
    const result = pageOf(items, page);
    expect(result.items[0]).toBe(first);
    expect(result.items).toHaveLength(count);
    expect(result.page).toBe(shown);
    expect(result.pageCount).toBe(3);
  });

  it('has one empty page for an empty list', () => {
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
