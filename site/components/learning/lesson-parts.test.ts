import { describe, expect, it } from 'vitest';
import { lessonParts } from './lesson-parts';

const empty = { content: '', video: '', files: [], completion: { logic: 'all' as const, rules: [] }, assignment_settings: { instructions: '', max_grade: 100, dueDate: null }, quiz: [] };
const file = { key: 'public/lessons/1/abc_notes.pdf', name: 'notes.pdf' };
const rules = (...types: ('manual' | 'quizTaken' | 'assignmentSubmitted')[]) => ({ logic: 'all' as const, rules: types.map((type) => ({ type, minScore: null })) });

describe('lessonParts', () => {
  it.each([
    ['an article with text', { ...empty, type: 'article' as const, content: '<p>Noon sakinah</p>' }, ['article']],
    ['an article that is only a picture', { ...empty, type: 'article' as const, content: '<p><img src="/files/x.png" alt=""></p>' }, ['article']],
    ['an empty article', { ...empty, type: 'article' as const, content: '<p> </p>' }, []],
    ['a video, ignoring stray files', { ...empty, type: 'video' as const, video: 'public/lessons/1/abc_intro.mp4', files: [file] }, ['video']],
    ['a file lesson', { ...empty, type: 'file' as const, files: [file] }, ['files']],
    ['a quiz with its introduction', { ...empty, type: 'quiz' as const, content: '<p>Ten questions</p>' }, ['article', 'quiz']],
    ['an assignment without text', { ...empty, type: 'assignment' as const }, ['assignment']],
    [
      'a mixed lesson: every part it has, quizzes from its rules',
      { ...empty, type: 'mixed' as const, content: '<p>Read</p>', files: [file], completion: rules('manual', 'quizTaken') },
      ['article', 'files', 'quiz'],
    ],
    [
      'a mixed lesson with quiz questions but no quiz rule',
      { ...empty, type: 'mixed' as const, quiz: [{ type: 'single' as const, text: 'Which?', required: true, options: ['A', 'B'], score: 1 }] },
      ['quiz'],
    ],
    ['a mixed lesson with an assignment rule', { ...empty, type: 'mixed' as const, video: 'public/lessons/1/abc_v.webm', completion: rules('assignmentSubmitted') }, ['video', 'assignment']],
    [
      'a mixed lesson with assignment instructions',
      { ...empty, type: 'mixed' as const, content: '<p>Listen</p>', assignment_settings: { instructions: 'Recite it back.', max_grade: 10, dueDate: null } },
      ['article', 'assignment'],
    ],
  ])('%s', (_, lesson, parts) => {
    expect(lessonParts(lesson)).toEqual(parts);
  });
});
