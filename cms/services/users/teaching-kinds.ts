/** What a teacher or a limited admin may be given to look after: the user field it fills, and the right that gives it. */
export type Kind = 'courses' | 'services';
export const FIELD = { courses: 'adminCourses', services: 'adminServices' } as const;
export const RIGHT = { courses: 'modify-courses', services: 'modify-services' } as const;
