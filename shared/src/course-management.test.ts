import { describe, expect, it } from 'vitest';
import { courseManagerScope, isCourseManager, isServiceManager, mayCreateCourse, type Managed, type ManagerCandidate } from './course-management';

const item: Managed = { id: 'c-uuid', publicId: 'course-7', trainerId: 'trainer', adminIds: ['listed'] };
const user = (id: string, role: ManagerCandidate['role']): ManagerCandidate => ({ id, role });

describe('isCourseManager', () => {
  it.each([
    ['the owner', user('o', { role: 'owner' }), true],
    ['an admin with modify-courses and the course id', user('a', { role: 'admin', rights: ['modify-courses'], adminCourses: ['c-uuid'] }), true],
    ['an admin with modify-courses and the public id', user('a', { role: 'admin', rights: ['modify-courses'], adminCourses: ['course-7'] }), true],
    ['an admin with modify-courses and *', user('a', { role: 'admin', rights: ['modify-courses'], adminCourses: ['*'] }), true],
    ['an admin with modify-courses and other courses', user('a', { role: 'admin', rights: ['modify-courses'], adminCourses: ['other'] }), false],
    ['an admin without modify-courses', user('a', { role: 'admin', rights: ['modify-blog'], adminCourses: ['*'] }), false],
    ['a user listing the course in adminCourses', user('u', { role: 'user', rights: ['modify-courses'], adminCourses: ['c-uuid'] }), false],
    ['the trainer', user('trainer', { role: 'user' }), true],
    ['a listed course admin', user('listed', { role: 'user' }), true],
    ['a student', user('s', { role: 'user' }), false],
    ['a user with no role', user('s', null), false],
  ])('%s → %s', (_case, candidate, expected) => {
    expect(isCourseManager(candidate, item)).toBe(expected);
  });
});

describe('isServiceManager', () => {
  it.each([
    ['the owner', user('o', { role: 'owner' }), true],
    ['an admin with modify-services and the service id', user('a', { role: 'admin', rights: ['modify-services'], adminServices: ['c-uuid'] }), true],
    ['an admin with modify-services and the public id', user('a', { role: 'admin', rights: ['modify-services'], adminServices: ['course-7'] }), true],
    ['the spec quirk: * in adminCourses', user('a', { role: 'admin', rights: ['modify-services'], adminCourses: ['*'] }), true],
    ['* in adminServices does not count', user('a', { role: 'admin', rights: ['modify-services'], adminServices: ['*'] }), false],
    ['an admin with modify-courses only', user('a', { role: 'admin', rights: ['modify-courses'], adminServices: ['c-uuid'] }), false],
    ['the trainer', user('trainer', { role: 'user' }), true],
    ['a listed admin', user('listed', { role: 'user' }), true],
    ['a student', user('s', { role: 'user' }), false],
  ])('%s → %s', (_case, candidate, expected) => {
    expect(isServiceManager(candidate, item)).toBe(expected);
  });
});

describe('courseManagerScope (what the editors’ admin turns into a database filter)', () => {
  it.each([
    ['the owner: every course', user('o', { role: 'owner' }), { everything: true, listed: [] }],
    ['an admin with modify-courses and *: every course', user('a', { role: 'admin', rights: ['modify-courses'], adminCourses: ['*'] }), { everything: true, listed: [] }],
    ['a limited admin: the listed ones', user('a', { role: 'admin', rights: ['modify-courses'], adminCourses: ['c-uuid', 'course-7'] }), { everything: false, listed: ['c-uuid', 'course-7'] }],
    ['an admin without the right: only as trainer or listed admin', user('a', { role: 'admin', rights: ['modify-blog'], adminCourses: ['c-uuid'] }), { everything: false, listed: [] }],
    ['a student: only as trainer or listed admin', user('s', { role: 'user', adminCourses: ['c-uuid'] }), { everything: false, listed: [] }],
  ])('%s', (_case, candidate, expected) => {
    expect(courseManagerScope(candidate)).toEqual({ ...expected, userId: candidate.id });
  });
});

describe('mayCreateCourse', () => {
  it.each([
    ['the owner', { id: 'o', role: { role: 'owner' } }, true],
    ['an admin with modify-courses', { id: 'a', role: { role: 'admin', rights: ['modify-courses'] } }, true],
    ['an admin without it', { id: 'a', role: { role: 'admin', rights: ['modify-blog'] } }, false],
    ['a teacher', { id: 't', isTeacher: true, role: { role: 'user' } }, true],
    ['a student', { id: 's', role: { role: 'user' } }, false],
  ])('%s → %s', (_case, candidate, expected) => {
    expect(mayCreateCourse(candidate as ManagerCandidate)).toBe(expected);
  });
});
