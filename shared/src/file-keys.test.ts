import { describe, expect, it } from 'vitest';
import { displayNameOfKey, isFileKey, isValidFileName, previewKindOf, videoTypeOf, visibilityOfKey } from './file-keys';

describe('file names', () => {
  it.each([
    ['photo.jpg', true],
    ['My Lesson 2.pdf', true],
    ['notes_v2-final.docx', true],
    ['صورة.jpg', false],
    ['café.png', false],
    ['.env', false],
    ['123', false],
    ['', false],
  ])('%s → %s', (name, valid) => {
    expect(isValidFileName(name)).toBe(valid);
  });
});

describe('file keys', () => {
  it.each([
    ['public/images/1732234567890/ab12cd_photo.jpg', true, 'public', 'photo.jpg'],
    ['private/submissions/42/x9_essay final.pdf', true, 'private', 'essay final.pdf'],
    ['public/images/abc/photo.jpg', false, null, 'photo.jpg'],
    ['secret/images/1/photo.jpg', false, null, 'photo.jpg'],
    ['public/../1/photo.jpg', false, null, 'photo.jpg'],
  ])('%s', (key, valid, visibility, display) => {
    expect(isFileKey(key)).toBe(valid);
    expect(visibilityOfKey(key)).toBe(visibility);
    expect(displayNameOfKey(key)).toBe(display);
  });
});

describe('videoTypeOf', () => {
  it.each([
    ['public/videos/1/a_intro.mp4', 'video/mp4'],
    ['public/videos/1/a_intro.WEBM', 'video/webm'],
    ['public/videos/1/a_intro.ogg', 'video/ogg'],
    ['public/videos/1/a_intro.mov', 'application/octet-stream'],
    ['public/videos/1/a_intro', 'application/octet-stream'],
  ])('%s → %s', (key, type) => {
    expect(videoTypeOf(key)).toBe(type);
  });
});

describe('previews', () => {
  it.each([
    ['public/site/1/abc_logo.PNG', 'image'],
    ['public/site/1/abc_cover.webp', 'image'],
    ['private/course/2/abc_lesson.mp4', 'video'],
    ['private/course/2/abc_notes.pdf', 'file'],
    ['private/course/2/abc_README', 'file'],
    ['private/course/2/abc_x.constructor', 'file'],
  ])('%s shows as %s', (key, kind) => {
    expect(previewKindOf(key)).toBe(kind);
  });
});
