import { describe, expect, it } from 'vitest';
import { contentMatchesSuffix, isVideo, mimeAllowed, sniff } from './sniff.ts';

const text = (s: string) => Buffer.from(s);
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('sniff', () => {
  it('finds binary formats by their magic numbers', async () => {
    expect(await sniff(PNG_HEAD)).toEqual({ ext: 'png', mime: 'image/png', binary: true });
  });
  it('finds markup and scripts that file-type leaves out', async () => {
    expect((await sniff(text('\uFEFF  <!DOCTYPE html><html>'))).ext).toBe('html');
    expect((await sniff(text('<script>alert(1)</script>'))).ext).toBe('html');
    expect((await sniff(text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">'))).ext).toBe('svg');
    expect((await sniff(text('<svg onload=alert(1)>'))).ext).toBe('svg');
    expect((await sniff(text('<?xml version="1.0"?><note/>'))).ext).toBe('xml');
    expect((await sniff(text('<?php echo 1;'))).ext).toBe('php');
    expect((await sniff(text('GIF89a is not enough <?php system($x); ?>'))).ext).not.toBe('txt');
    expect((await sniff(text('#!/bin/sh\nrm -rf /'))).ext).toBe('script');
  });
  it('tells text from unknown binary', async () => {
    expect(await sniff(text('just words, 中文 too'))).toEqual({ ext: 'txt', mime: 'text/plain', binary: false });
    expect((await sniff(Buffer.from([0x00, 0x01, 0xfe, 0x02]))).ext).toBe('bin');
  });
});

describe('contentMatchesSuffix', () => {
  const png = { ext: 'png', mime: 'image/png', binary: true };
  const html = { ext: 'html', mime: 'text/html', binary: false };
  const zip = { ext: 'zip', mime: 'application/zip', binary: true };
  const docx = { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', binary: true };
  const txt = { ext: 'txt', mime: 'text/plain', binary: false };
  it('active content only under its own name', () => {
    expect(contentMatchesSuffix('html', html)).toBe(true);
    expect(contentMatchesSuffix('htm', html)).toBe(true);
    expect(contentMatchesSuffix('zip', html)).toBe(false);
    expect(contentMatchesSuffix('txt', html)).toBe(false);
    expect(contentMatchesSuffix('csv', html)).toBe(false);
  });
  it('a recognisable format needs its content (or its family)', () => {
    expect(contentMatchesSuffix('zip', zip)).toBe(true);
    expect(contentMatchesSuffix('zip', docx)).toBe(true);
    expect(contentMatchesSuffix('zip', png)).toBe(false);
    expect(contentMatchesSuffix('mp4', txt)).toBe(false);
    expect(contentMatchesSuffix('mp3', { ext: 'bin', mime: 'application/octet-stream', binary: false })).toBe(false);
  });
  it('other names take any inert content', () => {
    expect(contentMatchesSuffix('txt', txt)).toBe(true);
    expect(contentMatchesSuffix('csv', txt)).toBe(true);
  });
});

describe('limits', () => {
  it('videos by mime or extension', () => {
    expect(isVideo('mp4', 'video/mp4')).toBe(true);
    expect(isVideo('bin', 'video/quicktime')).toBe(true);
    expect(isVideo('mp3', 'audio/mpeg')).toBe(false);
  });
  it('mime types exact or type/*; empty allows all', () => {
    expect(mimeAllowed('image/png', [])).toBe(true);
    expect(mimeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeAllowed('image/png', ['image/jpeg'])).toBe(false);
    expect(mimeAllowed('application/zip', ['image/*', 'application/zip'])).toBe(true);
  });
});
